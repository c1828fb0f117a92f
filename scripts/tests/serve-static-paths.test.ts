import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
// @ts-expect-error: a plain .mjs script without types
import { startStaticServer } from '../serve-static.mjs';

// An app's server/ folder holds its server-side render: a static server never sends it, however the path is spelt.

let dir: string;
let server: { url: string; close(): Promise<void> };

/** GET with the path sent exactly as written (fetch would normalise `//` and `..`). */
function rawGet(pathname: string): Promise<number> {
  const u = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(u.port), '127.0.0.1', () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${u.host}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1])));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quadra-static-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await mkdir(path.join(dir, 'server'));
  // a stand-in for the built render (a real one would be loaded by the server as its first-screen module)
  await writeFile(path.join(dir, 'server', 'secret.mjs'), 'export const secret = 1;\n');
  await writeFile(path.join(dir, 'app.js'), 'console.log(1);\n');
  server = await startStaticServer({ dir, port: await freePort(), host: '127.0.0.1', apiUrl: 'http://127.0.0.1:1' });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('static server paths', () => {
  it('serves the app files', async () => {
    expect(await rawGet('/app.js')).toBe(200);
  });

  it.each([
    '/server/secret.mjs',
    '//server/secret.mjs',
    '///server/secret.mjs',
    '/%73erver/secret.mjs',
    '//%73erver/secret.mjs',
    '/%2Fserver/secret.mjs',
    '/./server/secret.mjs',
    '/static/../server/secret.mjs',
    '/static/%2E%2E/server/secret.mjs',
    '/Server/../server/secret.mjs',
  ])('answers 404 to %s', async (p) => {
    expect(await rawGet(p)).toBe(404);
  });
});
