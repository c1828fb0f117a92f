import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';
import { subscribed } from './abuse-scenario.js';
import { MAX_ANONYMOUS_USERS, MAX_CONCURRENT_USERS, MAX_CONNECTIONS_PER_ADDRESS, MAX_CONNECTIONS_PER_USER, TOO_MANY_FOR_USER, TOO_MANY_USERS } from './limits.js';

// Found under attack (issue 32, points 13 and 18): one visitor must not take realtime from everyone,
// and sockets that never read must not grow the server's memory.

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
});
afterAll(async () => stack?.stop());

const wsUrl = () => `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;

/** A socket opened from `address` (any 127.x.y.z reaches the server on loopback); null when the server refuses it. */
function open(address: string): Promise<WebSocket | null> {
  const ws = new WebSocket(wsUrl(), { localAddress: address });
  return new Promise((resolve) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(null);
    });
    ws.once('error', () => resolve(null));
  });
}

/** Joins `topic` on a raw socket and resolves with the reply's status and reason. */
function join(ws: WebSocket, topic: string, payload: Record<string, unknown> = { config: {} }): Promise<{ status: string; reason?: string }> {
  const ref = `${topic}:${Math.random()}`;
  return new Promise((resolve) => {
    const onMessage = (d: WebSocket.RawData) => {
      const m = JSON.parse(String(d)) as { ref: string; event: string; payload: { status: string; response?: { reason?: string } } };
      if (m.event !== 'phx_reply' || m.ref !== ref) return;
      ws.off('message', onMessage);
      resolve({ status: m.payload.status, reason: m.payload.response?.reason });
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ topic: `realtime:${topic}`, event: 'phx_join', payload, ref, join_ref: ref }));
  });
}

describe('realtime connections under attack', () => {
  it(`${MAX_CONCURRENT_USERS} anonymous sockets from one address leave a signed-in athlete able to join`, async () => {
    const attacker: WebSocket[] = [];
    let refused = 0;
    try {
      for (let i = 0; i < MAX_CONCURRENT_USERS; i++) {
        const ws = await open('127.0.0.2');
        if (!ws) {
          refused++;
          continue;
        }
        attacker.push(ws);
        await join(ws, `flood:${i}`);
      }
      const athlete = await signedIn(stack, 'Atleta');
      await subscribed(athlete.sb.channel('athlete-room'));
      await athlete.sb.removeAllChannels();
      expect(attacker.length).toBe(MAX_CONNECTIONS_PER_ADDRESS);
      expect(refused).toBe(MAX_CONCURRENT_USERS - MAX_CONNECTIONS_PER_ADDRESS);
    } finally {
      for (const ws of attacker) ws.terminate();
    }
  });

  // Issue 56, point 6: four addresses × 50 anonymous sockets filled the whole cap and a signed-in
  // athlete was refused 'Too many connected users'. Visitors now have a share of their own.
  it(`visitors' sockets from ${MAX_CONCURRENT_USERS / MAX_CONNECTIONS_PER_ADDRESS} addresses fill only their share (${MAX_ANONYMOUS_USERS}): signed-in athletes still join`, async () => {
    const visitors: WebSocket[] = [];
    const refusals: (string | undefined)[] = [];
    try {
      for (let a = 0; a < MAX_CONCURRENT_USERS / MAX_CONNECTIONS_PER_ADDRESS; a++) {
        for (let i = 0; i < MAX_CONNECTIONS_PER_ADDRESS; i++) {
          const ws = (await open(`127.0.3.${a + 1}`))!;
          visitors.push(ws);
          const answer = await join(ws, `flood:${a}:${i}`);
          if (answer.status !== 'ok') refusals.push(answer.reason);
        }
      }
      expect(refusals).toEqual(Array(MAX_CONCURRENT_USERS - MAX_ANONYMOUS_USERS).fill(TOO_MANY_USERS));
      const athletes = await Promise.all(['Ana', 'Bruno', 'Carla'].map((name) => signedIn(stack, name)));
      for (const athlete of athletes) await subscribed(athlete.sb.channel('athlete-room'));
      for (const athlete of athletes) await athlete.sb.removeAllChannels();
    } finally {
      for (const ws of visitors) ws.terminate();
    }
  });

  it(`refuses a user's token on more than ${MAX_CONNECTIONS_PER_USER} sockets, with a reason`, async () => {
    const user = await signedIn(stack, 'Token');
    const token = (await user.sb.auth.getSession()).data.session!.access_token;
    const sockets: WebSocket[] = [];
    try {
      // spread over addresses: the cap is the token's, not the address's
      for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i++) {
        const ws = (await open(`127.0.1.${1 + (i % 5)}`))!;
        sockets.push(ws);
        expect((await join(ws, 'mine', { config: {}, access_token: token })).status).toBe('ok');
      }
      const extra = (await open('127.0.1.9'))!;
      sockets.push(extra);
      expect(await join(extra, 'mine', { config: {}, access_token: token })).toEqual({ status: 'error', reason: TOO_MANY_FOR_USER });
      // anonymous joins there are unaffected
      expect((await join(extra, 'public')).status).toBe('ok');
    } finally {
      for (const ws of sockets) ws.terminate();
    }
  });

  it('keeps the memory of sockets that never read bounded', async () => {
    // 3 addresses x 30 sockets (within visitors' share) joined to one topic; each stops reading, then a sender floods the topic
    const readers: WebSocket[] = [];
    for (const address of ['127.0.2.1', '127.0.2.2', '127.0.2.3']) {
      for (let i = 0; i < 30; i++) {
        const ws = (await open(address))!;
        expect((await join(ws, 'firehose')).status).toBe('ok');
        (ws as unknown as { _socket: net.Socket })._socket.pause();
        readers.push(ws);
      }
    }
    const closed = readers.map((ws) => new Promise<void>((r) => ws.once('close', () => r())));
    const sender = client(stack, stack.serviceRoleKey);
    const big = 'x'.repeat(200 * 1024);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = 0;
    try {
      for (let i = 0; i < 40; i++) {
        const r = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
          method: 'POST',
          headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ messages: [{ topic: 'firehose', event: 'blob', payload: { i, big } }] }),
        });
        expect(r.status).toBe(202);
        peak = Math.max(peak, process.memoryUsage().rss - before);
      }
      const growthMb = peak / 1024 / 1024;
      expect(growthMb, `rss grew ${growthMb.toFixed(0)} MB for ${readers.length} sockets that never read`).toBeLessThan(140);
      // and the server let them go
      for (const ws of readers) (ws as unknown as { _socket: net.Socket })._socket.resume();
      await Promise.race([Promise.all(closed), new Promise((_, j) => setTimeout(() => j(new Error('slow readers were never dropped')), 10_000))]);
    } finally {
      for (const ws of readers) ws.terminate();
      await sender.removeAllChannels();
    }
  });
});
