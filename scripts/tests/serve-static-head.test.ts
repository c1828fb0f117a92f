import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { DOCUMENT_FILE, parseTemplate } from '../lib/document.mjs';
// @ts-expect-error: a plain .mjs script without types
import { startStaticServer } from '../serve-static.mjs';

// Issue 56: HEAD on an app path (a page the shell routes, e.g. /event/42) answered 404 while GET
// answered the document. HEAD answers as GET does, without a body.

let dir: string;
let server: { url: string; close(): Promise<void> };

/** A request sent as written; the raw answer (status line, headers and whatever body came). */
function raw(method: string, pathname: string): Promise<{ status: number; headers: string; body: string }> {
  const u = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(u.port), '127.0.0.1', () => socket.write(`${method} ${pathname} HTTP/1.1\r\nHost: ${u.host}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('end', () => {
      const [headers = '', body = ''] = text.split(/\r\n\r\n(.*)/s);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]), headers: headers.toLowerCase(), body });
    });
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quadra-static-head-'));
  const html = '<!doctype html><html><head><!--slot:hints--><!--slot:app--></head><body><div id="root"></div></body></html>';
  await writeFile(path.join(dir, 'index.html'), html);
  await writeFile(path.join(dir, DOCUMENT_FILE), JSON.stringify({ template: parseTemplate(html), app: { scripts: [], preloads: [] } }));
  await writeFile(path.join(dir, 'app.js'), 'console.log(1);\n');
  server = await startStaticServer({ dir, port: await freePort(), host: '127.0.0.1', apiUrl: 'http://127.0.0.1:1', spa: true, quiet: true });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('HEAD on the shell server', () => {
  it.each(['/event/42', '/', '/perfil', '/app.js'])('HEAD %s answers as GET does, without a body', async (pathname) => {
    const get = await raw('GET', pathname);
    const head = await raw('HEAD', pathname);
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(/content-type: ([^\r\n]+)/.exec(head.headers)?.[1]).toBe(/content-type: ([^\r\n]+)/.exec(get.headers)?.[1]);
  });

  it('a missing file stays 404 by HEAD too', async () => {
    expect((await raw('HEAD', '/nada.js')).status).toBe(404);
  });
});
