import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';
import { BODY_LIMITS } from './app.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
});
afterAll(async () => stack?.stop());

/** `size` bytes of JSON: `{"p": "   …"}` */
function jsonOf(size: number): Buffer {
  const body = Buffer.alloc(size, ' ');
  body.write('{"p": "', 0);
  body.write('"}', size - 2);
  return body;
}

/**
 * POSTs a body, declared with its length or (chunked) not; resolves with the answer once the server
 * gives it (it may stop reading first), and whether it came before the body was all sent.
 */
function postJson(path: string, body: Buffer, declared = true): Promise<{ status: number; body: unknown; answeredMidBody: boolean }> {
  const u = new URL(stack.url);
  const size = body.length;
  return new Promise((resolve, reject) => {
    let sentAll = false;
    const req = http.request({
      host: u.hostname, port: u.port, method: 'POST', path,
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...(declared ? { 'content-length': String(size) } : {}) },
    }, (res) => {
      const answeredMidBody = !sentAll;
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), answeredMidBody }));
    });
    req.on('finish', () => (sentAll = true));
    // the server may close the connection once it has answered
    req.on('error', (e) => (String(e).includes('EPIPE') || String(e).includes('ECONNRESET') ? undefined : reject(e)));
    req.end(body);
  });
}

const TOO_LARGE = { code: 'Payload too large', details: null, hint: null, message: 'Request body is too large' };

describe('request bodies', () => {
  // Reading it first held the server's event loop ~0.8 s: the answer must come while it is still arriving.
  it('refuses a 48 MB JSON body with 413 before reading it: the answer comes while the body is still being sent', async () => {
    const { answeredMidBody, ...answer } = await postJson('/rest/v1/rpc/json_depth_ok', jsonOf(48 * 1024 * 1024));
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
    expect(answeredMidBody).toBe(true);
  });

  it('refuses a body sent without its length (chunked) once it passes the limit, in the same words', async () => {
    const { answeredMidBody: _rest, ...rest } = await postJson('/rest/v1/rpc/json_depth_ok', jsonOf(BODY_LIMITS.json + 1024), false);
    expect(rest).toEqual({ status: 413, body: TOO_LARGE });
    const { answeredMidBody: _auth, ...auth } = await postJson('/auth/v1/signup', jsonOf(BODY_LIMITS.json + 1024), false);
    expect(auth).toEqual({ status: 413, body: { code: 413, error_code: 'Payload too large', msg: 'Request body is too large' } });
  });

  it(`accepts a JSON body up to the documented ${BODY_LIMITS.json / 1024 / 1024} MB`, async () => {
    const { error } = await client(stack).rpc('json_depth_ok', { p: 'x'.repeat(BODY_LIMITS.json - 100) });
    expect(error).toBeNull();
  });
});
