import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';
import { subscribed } from './abuse-scenario.js';

// Hosted Realtime relays binary broadcast payloads (realtime-js's binary frames, vsn 2.0.0).

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
});
afterAll(async () => stack?.stop());

async function waitFor(cond: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('binary broadcasts', () => {
  it('delivers bytes sent over HTTP (httpSend of an ArrayBuffer) and over the socket to subscribers, as bytes', async () => {
    const rx = client(stack);
    const got: unknown[] = [];
    const sub = rx.channel('bytes-room').on('broadcast', { event: 'frame' }, (m) => got.push(m.payload));
    await subscribed(sub);
    const tx = client(stack);
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    expect(await tx.channel('bytes-room').httpSend('frame', bytes.buffer)).toEqual({ success: true });
    const joined = tx.channel('bytes-room');
    await subscribed(joined);
    expect(await joined.send({ type: 'broadcast', event: 'frame', payload: new Uint8Array([9, 8, 7]).buffer })).toBe('ok');
    await waitFor(() => got.length === 2);
    expect(got.map((p) => [...new Uint8Array(p as ArrayBuffer)])).toEqual([[0, 1, 2, 250, 255], [9, 8, 7]]);
    await rx.removeAllChannels();
    await tx.removeAllChannels();
  });
});
