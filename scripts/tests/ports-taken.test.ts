import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';
// @ts-expect-error: a plain .mjs script without types
import { portsTaken } from '../lib/ports-taken.mjs';

describe('npm start’s port check', () => {
  it('names a taken port, what it is for and the process that holds it; a free one is not mentioned', async () => {
    const held = net.createServer();
    await new Promise<void>((resolve) => held.listen(0, resolve));
    const port = (held.address() as net.AddressInfo).port;
    const free = await freePort();
    try {
      const lines = await portsTaken([
        { port, use: 'the local database (PostgreSQL)' },
        { port: free, use: 'shell' },
      ]);
      expect(lines).toEqual([`port ${port} (the local database (PostgreSQL)) is taken by node (pid ${process.pid})`]);
    } finally {
      await new Promise((resolve) => held.close(resolve));
    }
  });
});
