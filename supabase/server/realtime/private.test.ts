import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';
import { subscribed } from './abuse-scenario.js';

// Hosted Realtime's private channels: a join is authorised by the select policies of realtime.messages
// (realtime.topic() is the channel's topic), a send by its insert policies; public and private channels
// of the same name are apart. Policies: test-fixtures/migrations/20240101000300_realtime.sql.

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
let bia: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
  bia = await signedIn(stack, 'Bia');
});
afterAll(async () => stack?.stop());

type Listener = { channel: RealtimeChannel; got: unknown[] };
function listen(sb: SupabaseClient, topic: string, isPrivate: boolean): Listener {
  const got: unknown[] = [];
  const channel = sb.channel(topic, { config: { private: isPrivate, broadcast: { self: true } } }).on('broadcast', { event: 'aviso' }, (m) => got.push(m.payload));
  return { channel, got };
}

/** The join's refusal as supabase-js reports it (CHANNEL_ERROR with the server's reason). */
function refusal(ch: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => ch.subscribe((status, err) => {
    if (status === 'CHANNEL_ERROR') resolve(err?.message ?? status);
    if (status === 'SUBSCRIBED') resolve('SUBSCRIBED');
  }));
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('private channels', () => {
  it('a join is checked against the select policies with the joiner\'s token', async () => {
    const room = `sala:${ana.id}`;
    const own = listen(ana.sb, room, true);
    await subscribed(own.channel);
    expect(await refusal(listen(bia.sb, room, true).channel)).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: ${room}`);
    expect(await refusal(listen(client(stack), room, true).channel)).toMatch(/^Unauthorized: You do not have permissions to read from this Channel topic/);
    // a topic the policies open to every signed-in user
    await subscribed(listen(bia.sb, 'mural', true).channel);
    await Promise.all([ana.sb.removeAllChannels(), bia.sb.removeAllChannels()]);
  });

  it('delivers socket and HTTP broadcasts only to the subscribers the policies allow', async () => {
    const room = `sala:${ana.id}`;
    const own = listen(ana.sb, room, true);
    await subscribed(own.channel);
    // Bia, refused the private channel, listens on the public channel of the same name
    const outsider = listen(bia.sb, room, false);
    await subscribed(outsider.channel);

    expect(await own.channel.send({ type: 'broadcast', event: 'aviso', payload: { n: 1 } })).toBe('ok');
    const service = client(stack, stack.serviceRoleKey);
    expect(await service.channel(room, { config: { private: true } }).httpSend('aviso', { n: 2 })).toEqual({ success: true });
    const anaHttp = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${(await ana.sb.auth.getSession()).data.session!.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: room, event: 'aviso', payload: { n: 3 }, private: true }] }),
    });
    expect(anaHttp.status).toBe(202);
    // Bia may not write to Ana's room: accepted over HTTP (as hosted), never delivered
    // (from a client of her own: supabase-js hands back her public channel for the same name)
    const biaHttp = client(stack);
    await biaHttp.realtime.setAuth((await bia.sb.auth.getSession()).data.session!.access_token);
    expect(await biaHttp.channel(room, { config: { private: true } }).httpSend('aviso', { n: 4 })).toEqual({ success: true });
    // a public message under the same name stays on the public channel
    expect(await outsider.channel.send({ type: 'broadcast', event: 'aviso', payload: { n: 5 } })).toBe('ok');
    await settle();
    expect(own.got).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(outsider.got).toEqual([{ n: 5 }]);

    // read allowed, write refused: Bia's sends on the wall reach no one
    const wallAna = listen(ana.sb, 'mural', true);
    const wallBia = listen(bia.sb, 'mural', true);
    await Promise.all([subscribed(wallAna.channel), subscribed(wallBia.channel)]);
    await wallBia.channel.send({ type: 'broadcast', event: 'aviso', payload: { n: 6 } });
    await service.channel('mural', { config: { private: true } }).httpSend('aviso', { n: 7 });
    await settle();
    expect(wallAna.got).toEqual([{ n: 7 }]);
    expect(wallBia.got).toEqual([{ n: 7 }]);
    await Promise.all([ana.sb.removeAllChannels(), bia.sb.removeAllChannels()]);
  });
});
