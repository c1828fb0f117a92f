// Issue 31: failure reports of remote releases. Anyone may add one (through the RPC only, bounded
// in size and rate); only the service role reads them, per release and window.
import http from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
// @ts-expect-error: a plain .mjs module without types
import { canaryVerdict } from '../../scripts/lib/remote-releases.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createTestStack, type Db, type TestStack } from './fixtures.js';

const ENTRY = 'http://localhost:4302/mf-manifest.json';
const report = (sb: Db, kind: string, over: Partial<Record<'p_remote' | 'p_channel' | 'p_entry' | 'p_route', string>> = {}) =>
  sb.rpc('report_remote_event', { p_remote: 'mf_events', p_channel: 'canary', p_entry: ENTRY, p_route: '/event/:id', p_kind: kind, ...over });

/** A release's figures (remote_health is the service role's: the generated types list only what clients may call). */
type HealthRow = {
  remote: string; channel: string; entry: string; loads: number; failures: number; failures_by_kind: Record<string, number>;
  reporters: number; failing_reporters: number;
};
const health = (sb: SupabaseClient) =>
  sb.rpc('remote_health', { p_window_minutes: 60 }) as unknown as Promise<{ data: HealthRow[] | null; error: { code: string } | null }>;

/**
 * A canary report sent from `address` (any 127.x.y.z reaches the server on loopback): its answer's body.
 * The X-Forwarded-For it sends is not believed: the server names the socket's address.
 */
function reportFrom(stack: TestStack, address: string, kind: string, entry: string): Promise<unknown> {
  const u = new URL(stack.url);
  const body = JSON.stringify({ p_remote: 'mf_events', p_channel: 'canary', p_entry: entry, p_route: '/events', p_kind: kind });
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: u.hostname, port: u.port, method: 'POST', path: '/rest/v1/rpc/report_remote_event', localAddress: address,
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('remote failure reports', () => {
  let stack: TestStack;
  let anon: Db;
  let service: SupabaseClient;

  beforeAll(async () => {
    stack = await createTestStack();
    anon = anonClient(stack);
    service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  });
  afterAll(() => stack?.stop());

  /** The releases the shell's server registers from its remotes.json (only these are counted). */
  const registerReleases = async (...releases: { remote: string; channel: string; entry: string }[]) => {
    const { error } = await service.rpc('register_remote_releases', { p_releases: releases });
    expect(error).toBeNull();
  };

  it('a visitor reports loads and failures; the service role reads them per release', async () => {
    await registerReleases({ remote: 'mf_events', channel: 'canary', entry: ENTRY }, { remote: 'mf_events', channel: 'stable', entry: 'http://localhost:4202/mf-manifest.json' });
    for (const kind of ['load', 'load', 'load', 'stalled', 'render-error']) expect((await report(anon, kind)).data).toBe(true);
    expect((await report(anon, 'load-failed', { p_channel: 'stable', p_entry: 'http://localhost:4202/mf-manifest.json' })).data).toBe(true);

    const { data, error } = await health(service);
    expect(error).toBeNull();
    const canary = data!.find((r) => r.entry === ENTRY)!;
    expect(canary).toMatchObject({ remote: 'mf_events', channel: 'canary', loads: 3, failures: 2, failures_by_kind: { stalled: 1, 'render-error': 1 }, reporters: 1, failing_reporters: 1 });
    expect(data!.find((r) => r.channel === 'stable')).toMatchObject({ loads: 0, failures: 1, failures_by_kind: { 'load-failed': 1 } });
  });

  it('visitors can neither read the reports nor the health, nor write the table directly', async () => {
    const refused = await health(anon as unknown as SupabaseClient);
    expect(refused.error?.code).toBe('42501');
    const read = await anon.from('remote_events' as never).select('*');
    expect(read.error?.code).toBe('42501');
    const insert = await anon.from('remote_events' as never).insert({ remote: 'mf_events', channel: 'canary', entry: ENTRY, kind: 'load' } as never);
    expect(insert.error?.code).toBe('42501');
  });

  it('refuses what is not a report: unknown kind or channel, a long route, an entry that is no URL', async () => {
    expect((await report(anon, 'crash')).error?.code).toBe('23514');
    expect((await report(anon, 'load', { p_channel: 'beta' })).error?.code).toBe('23514');
    expect((await report(anon, 'load', { p_route: `/${'x'.repeat(300)}` })).error?.code).toBe('23514');
    expect((await report(anon, 'load', { p_entry: 'javascript:alert(1)' })).error?.code).toBe('23514');
    expect((await report(anon, 'load', { p_remote: 'ana@quadra.dev' })).error?.code).toBe('23514');
  });

  it('keeps at most 600 loads and 600 failures per release per minute: a flood of loads cannot crowd failures out', async () => {
    const flood = 'http://localhost:4999/mf-manifest.json';
    await registerReleases({ remote: 'mf_events', channel: 'canary', entry: flood });
    await stack.pool.query(
      `insert into public.remote_events (remote, channel, entry, kind, reporter) select 'mf_events', 'canary', $1, 'load', 'r' || g from generate_series(1, 600) g`,
      [flood],
    );
    expect(await reportFrom(stack, '127.0.4.1', 'load', flood)).toBe(false);
    expect(await reportFrom(stack, '127.0.4.1', 'stalled', flood)).toBe(true);
    const { rows } = await stack.pool.query(`select kind, count(*)::int as n from public.remote_events where entry = $1 group by kind order by kind`, [flood]);
    expect(rows).toEqual([{ kind: 'load', n: 600 }, { kind: 'stalled', n: 1 }]);
  });
});

// Issue 56, point 3: what one client could do to a canary with the anon key alone.
describe('one client against a canary', () => {
  let stack: TestStack;
  let service: SupabaseClient;
  const CANARY = 'http://localhost:4302/1.5/mf-manifest.json';
  const GATE = { entry: CANARY, percent: 10, maxFailureRate: 0.05, windowMinutes: 10, minLoads: 10 };

  beforeAll(async () => {
    stack = await createTestStack();
    service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { error } = await service.rpc('register_remote_releases', { p_releases: [{ remote: 'mf_events', channel: 'canary', entry: CANARY }] });
    expect(error).toBeNull();
  });
  afterAll(() => stack?.stop());
  const clear = () => stack.pool.query('delete from public.remote_events');

  const verdict = async () => {
    const { data } = await health(service);
    return canaryVerdict(GATE, data?.find((r) => r.entry === CANARY)) as { halted: string | null; reporters: number; failing: number };
  };

  it('12 invented failures from one address do not halt a canary 30 devices load fine', async () => {
    await clear();
    for (let i = 1; i <= 30; i++) expect(await reportFrom(stack, `127.0.5.${i}`, 'load', CANARY)).toBe(true);
    for (let i = 0; i < 12; i++) expect(await reportFrom(stack, '127.0.6.1', 'load-failed', CANARY)).toBe(true);
    expect(await verdict()).toMatchObject({ halted: null, reporters: 31, failing: 1 });
    // the same failures from devices of their own do halt it
    for (let i = 2; i <= 4; i++) await reportFrom(stack, `127.0.6.${i}`, 'load-failed', CANARY);
    expect((await verdict()).halted).toBe('4 de 34 endereços com falhas (11,8%) nos últimos 10 min: acima do limite de 5%');
  });

  it('one address keeps at most 30 reports a minute: 600 fake loads from it store 30', async () => {
    await clear();
    const answers = [];
    for (let i = 0; i < 600; i++) answers.push(await reportFrom(stack, '127.0.7.1', 'load', CANARY));
    expect(answers.filter((a) => a === true)).toHaveLength(30);
    // and a real failure from another device is still counted
    expect(await reportFrom(stack, '127.0.7.2', 'load-failed', CANARY)).toBe(true);
    const { data } = await health(service);
    expect(data!.find((r) => r.entry === CANARY)).toMatchObject({ loads: 30, failures: 1, reporters: 2, failing_reporters: 1 });
  });

  it('reports for entries that are not a registered release are dropped, not stored', async () => {
    await clear();
    for (let i = 0; i < 25; i++) expect(await reportFrom(stack, '127.0.8.1', 'load-failed', `http://localhost:4302/invented-${i}/mf-manifest.json`)).toBe(false);
    const { rows } = await stack.pool.query('select count(*)::int as n from public.remote_events');
    expect(rows[0].n).toBe(0);
    // nor can a visitor register one
    const anon = anonClient(stack);
    const refused = await anon.rpc('register_remote_releases' as never, { p_releases: [] } as never);
    expect(refused.error?.code).toBe('42501');
  });

  it('keeps reports for a day only: older ones are deleted as new ones come', async () => {
    await clear();
    await stack.pool.query(
      `insert into public.remote_events (remote, channel, entry, kind, reporter, at)
       select 'mf_events', 'canary', $1, 'load', 'old', now() - interval '2 days' from generate_series(1, 150)`,
      [CANARY],
    );
    expect(await reportFrom(stack, '127.0.9.1', 'load', CANARY)).toBe(true);
    expect(await reportFrom(stack, '127.0.9.2', 'load', CANARY)).toBe(true);
    const { rows } = await stack.pool.query(`select count(*)::int as n from public.remote_events where at < now() - interval '1 day'`);
    expect(rows[0].n).toBe(0);
  });
});
