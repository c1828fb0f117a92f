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
 * gives it (it may stop reading first).
 */
function postJson(path: string, body: Buffer, declared = true): Promise<{ status: number; body: unknown }> {
  const u = new URL(stack.url);
  const size = body.length;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: u.hostname, port: u.port, method: 'POST', path,
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...(declared ? { 'content-length': String(size) } : {}) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    // the server may close the connection once it has answered
    req.on('error', (e) => (String(e).includes('EPIPE') || String(e).includes('ECONNRESET') ? undefined : reject(e)));
    req.end(body);
  });
}

const TOO_LARGE = { code: 'Payload too large', details: null, hint: null, message: 'Request body is too large' };

describe('request bodies', () => {
  it('refuses a 48 MB JSON body with 413 before reading it, while /health keeps answering in milliseconds', async () => {
    // made before timing: the test shares its event loop with the server
    const body = jsonOf(48 * 1024 * 1024);
    await fetch(`${stack.url}/health`);
    const waits: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        const t = performance.now();
        await fetch(`${stack.url}/health`);
        waits.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const status = await postJson('/rest/v1/rpc/json_depth_ok', body);
    await new Promise((r) => setTimeout(r, 300));
    done = true;
    await probe;
    expect(status).toEqual({ status: 413, body: TOO_LARGE });
    expect(Math.max(...waits), `/health waits (ms): ${waits.map((w) => w.toFixed(0)).join(', ')}`).toBeLessThan(150);
  });

  it('refuses a body sent without its length (chunked) once it passes the limit, in the same words', async () => {
    expect(await postJson('/rest/v1/rpc/json_depth_ok', jsonOf(BODY_LIMITS.json + 1024), false)).toEqual({ status: 413, body: TOO_LARGE });
    const auth = await postJson('/auth/v1/signup', jsonOf(BODY_LIMITS.json + 1024), false);
    expect(auth).toEqual({ status: 413, body: { code: 413, error_code: 'Payload too large', msg: 'Request body is too large' } });
  });

  it(`accepts a JSON body up to the documented ${BODY_LIMITS.json / 1024 / 1024} MB`, async () => {
    const { error } = await client(stack).rpc('json_depth_ok', { p: 'x'.repeat(BODY_LIMITS.json - 100) });
    expect(error).toBeNull();
  });
});
