import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';
import { CLI_JWT_SECRET, Jwt } from '../auth/jwt.js';

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
let bia: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
  bia = await signedIn(stack, 'Bia');
});
afterAll(async () => stack?.stop());

function subscribed(ch: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    ch.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

const waitFor = async (cond: () => boolean, ms = 4000) => {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
};

async function listen(sb: SupabaseClient, name: string, opts: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string }) {
  const got: { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> }[] = [];
  const ch = sb.channel(name).on('postgres_changes', { event: opts.event as '*', schema: 'public', table: opts.table, filter: opts.filter }, (p) => {
    got.push(p as unknown as (typeof got)[number]);
  });
  await subscribed(ch);
  return { ch, got };
}

describe('realtime', () => {
  it('delivers INSERT/UPDATE/DELETE in the client format, only rows RLS lets the subscriber read, honouring filters', async () => {
    const mine = await listen(ana.sb, 'mine', { event: '*', table: 'notifications' });
    const filtered = await listen(ana.sb, 'filtered', { event: 'INSERT', table: 'notifications', filter: `user_id=eq.${ana.id}` });
    const others = await listen(bia.sb, 'others', { event: '*', table: 'notifications' });
    const deletes = await listen(ana.sb, 'deletes', { event: 'DELETE', table: 'notifications', filter: `user_id=eq.${ana.id}` });
    const { rows } = await stack.pool.query('insert into notifications (user_id, message) values ($1, $2) returning id', [ana.id, 'Olá Ana']);
    await stack.pool.query('insert into notifications (user_id, message) values ($1, $2)', [bia.id, 'Olá Bia']);
    await waitFor(() => mine.got.length >= 1 && filtered.got.length >= 1 && others.got.length >= 1);
    expect(mine.got[0]).toMatchObject({ eventType: 'INSERT', new: { id: Number(rows[0].id), user_id: ana.id, message: 'Olá Ana', read: false } });
    expect(filtered.got.map((g) => g.new.message)).toEqual(['Olá Ana']);
    expect(others.got.map((g) => g.new.message)).toEqual(['Olá Bia']);

    await stack.pool.query('update notifications set read = true where id = $1', [rows[0].id]);
    await waitFor(() => mine.got.length >= 2);
    expect(mine.got[1]).toMatchObject({ eventType: 'UPDATE', new: { read: true }, old: { id: Number(rows[0].id) } });
    await stack.pool.query('delete from notifications where id = $1', [rows[0].id]);
    await waitFor(() => mine.got.length >= 3);
    expect(mine.got[2]).toMatchObject({ eventType: 'DELETE', old: { id: Number(rows[0].id) } });
    await waitFor(() => deletes.got.length === 1);
    // a rolled back write sends nothing
    const c = await stack.pool.connect();
    await c.query('begin');
    await c.query('insert into notifications (user_id, message) values ($1, $2)', [ana.id, 'nunca']);
    await c.query('rollback');
    c.release();
    await new Promise((r) => setTimeout(r, 200));
    expect(mine.got.some((g) => g.new?.message === 'nunca')).toBe(false);
    await ana.sb.removeAllChannels();
    await bia.sb.removeAllChannels();
  });

  it('sends only the columns the subscriber may select', async () => {
    const sb = client(stack);
    const profiles = await listen(sb, 'profiles', { event: 'UPDATE', table: 'profiles' });
    await stack.pool.query(`update profiles set city = 'Olinda', phone = '81999999999' where user_id = $1`, [ana.id]);
    await waitFor(() => profiles.got.length === 1);
    expect(profiles.got[0]!.new).toMatchObject({ user_id: ana.id, city: 'Olinda' });
    expect('phone' in profiles.got[0]!.new).toBe(false);
    await sb.removeAllChannels();
  });

  it('broadcasts between clients on a channel', async () => {
    const a = client(stack);
    const b = client(stack);
    const got: unknown[] = [];
    const rx = b.channel('room:1').on('broadcast', { event: 'ping' }, (m) => got.push(m.payload));
    await subscribed(rx);
    const tx = a.channel('room:1');
    await subscribed(tx);
    await tx.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    await waitFor(() => got.length === 1);
    expect(got).toEqual([{ n: 1 }]);
    await a.removeAllChannels();
    await b.removeAllChannels();
  });

  it('refuses bad bindings and survives garbage and dropped sockets', async () => {
    const sb = client(stack);
    const bad = sb.channel('bad').on('postgres_changes' as never, { event: '*', schema: 'public', table: 'nope' } as never, () => undefined);
    // the server's refusal (CHANNEL_ERROR with its reason), not a TIMED_OUT
    await expect(subscribed(bad)).rejects.toThrow(/^Invalid postgres_changes binding: .*"table":"nope"/);
    await sb.removeAllChannels();

    const url = `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;
    const ws = new WebSocket(url);
    await new Promise((r) => ws.once('open', r));
    ws.send('not json');
    ws.send(Buffer.from([3, 200, 200]), { binary: true });
    ws.send(JSON.stringify({ topic: 'realtime:x', event: 'phx_join', payload: { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'events', filter: "id=eq.1' or 1=1" }] } }, ref: '1' }));
    ws.terminate();
    const noKey = new WebSocket(`${stack.url.replace('http', 'ws')}/realtime/v1/websocket`);
    const status = await new Promise((r) => noKey.once('unexpected-response', (_req, res) => r(res.statusCode)));
    expect(status).toBe(401);
    // the server still delivers to a fresh subscriber
    const again = await listen(ana.sb, 'again', { event: 'INSERT', table: 'notifications' });
    await stack.pool.query('insert into notifications (user_id, message) values ($1, $2)', [ana.id, 'depois']);
    await waitFor(() => again.got.length === 1);
    await ana.sb.removeAllChannels();
  });

  it('closes a channel when its token expires, as hosted does (system error, then CLOSED), and delivers nothing after', async () => {
    const token = await new Jwt(CLI_JWT_SECRET).sign({ role: 'authenticated', sub: ana.id, aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 2 });
    const sb = client(stack);
    await sb.realtime.setAuth(token);
    const got: string[] = [];
    const system: { status: string; message: string; extension: string }[] = [];
    const states: string[] = [];
    const ch = sb.channel('expiring')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, (p) => got.push(String(p.new.message)))
      .on('system', {}, (m) => system.push(m as (typeof system)[number]));
    await new Promise<void>((resolve, reject) => ch.subscribe((status, err) => {
      states.push(status);
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    }));
    await stack.pool.query('insert into notifications (user_id, message) values ($1, $2)', [ana.id, 'antes']);
    await waitFor(() => got.length === 1);
    await waitFor(() => system.some((m) => m.status === 'error'), 5000);
    expect(system.find((m) => m.status === 'error')).toMatchObject({ extension: 'system', message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) });
    await waitFor(() => states.includes('CLOSED'));
    await stack.pool.query('insert into notifications (user_id, message) values ($1, $2)', [ana.id, 'depois de expirar']);
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toEqual(['antes']);
    // joining with the expired token is refused with hosted's reason
    const again = sb.channel('expired-join').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, () => undefined);
    await expect(subscribed(again)).rejects.toThrow(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    await sb.removeAllChannels();
  });

  it('refuses a bad access_token push and closes the channel instead of keeping the old rights', async () => {
    const me = await signedIn(stack, 'Cris');
    const got: string[] = [];
    const system: { status: string; message: string }[] = [];
    const states: string[] = [];
    const ch = me.sb.channel('refresh')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, (p) => got.push(String(p.new.message)))
      .on('system', {}, (m) => system.push(m as (typeof system)[number]));
    await new Promise<void>((resolve) => ch.subscribe((status) => {
      states.push(status);
      if (status === 'SUBSCRIBED') resolve();
    }));
    await me.sb.realtime.setAuth('garbage');
    await waitFor(() => states.includes('CLOSED'));
    expect(system.find((m) => m.status === 'error')?.message).toBe('The token provided is not a valid JWT');
    await stack.pool.query('insert into notifications (user_id, message) values ($1, $2)', [me.id, 'não deveria chegar']);
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toEqual([]);
    await me.sb.removeAllChannels();
  });

  it('delivers broadcasts sent over HTTP (send() when not joined, httpSend()) to the topic\'s subscribers', async () => {
    const rx = client(stack);
    const got: unknown[] = [];
    const sub = rx.channel('http-room').on('broadcast', { event: 'placar' }, (m) => got.push(m.payload));
    await subscribed(sub);
    const tx = client(stack);
    const unjoined = tx.channel('http-room');
    expect(await unjoined.send({ type: 'broadcast', event: 'placar', payload: { gols: 1 } })).toBe('ok');
    expect(await unjoined.httpSend('placar', { gols: 2 })).toEqual({ success: true });
    await waitFor(() => got.length === 2);
    expect(got).toEqual([{ gols: 1 }, { gols: 2 }]);
    // hosted's API checks the caller's token and the batch
    const url = `${stack.url}/realtime/v1/api/broadcast`;
    const bad = await fetch(url, { method: 'POST', headers: { apikey: stack.anonKey, Authorization: 'Bearer garbage', 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ topic: 'http-room', event: 'placar', payload: { gols: 9 } }] }) });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ message: 'Unauthorized' });
    const invalid = await fetch(url, { method: 'POST', headers: { apikey: stack.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ topic: 'http-room' }] }) });
    expect(invalid.status).toBe(422);
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toHaveLength(2);
    await rx.removeAllChannels();
    await tx.removeAllChannels();
  });
});
