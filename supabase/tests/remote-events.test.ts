// Issue 31: failure reports of remote releases. Anyone may add one (through the RPC only, bounded
// in size and rate); only the service role reads them, per release and window.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createTestStack, type Db, type TestStack } from './fixtures.js';

const ENTRY = 'http://localhost:4302/mf-manifest.json';
const report = (sb: Db, kind: string, over: Partial<Record<'p_remote' | 'p_channel' | 'p_entry' | 'p_route', string>> = {}) =>
  sb.rpc('report_remote_event', { p_remote: 'mf_events', p_channel: 'canary', p_entry: ENTRY, p_route: '/event/:id', p_kind: kind, ...over });

/** A release's figures (remote_health is the service role's: the generated types list only what clients may call). */
type HealthRow = { remote: string; channel: string; entry: string; loads: number; failures: number; failures_by_kind: Record<string, number> };
const health = (sb: SupabaseClient) =>
  sb.rpc('remote_health', { p_window_minutes: 60 }) as unknown as Promise<{ data: HealthRow[] | null; error: { code: string } | null }>;

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

  it('a visitor reports loads and failures; the service role reads them per release', async () => {
    for (const kind of ['load', 'load', 'load', 'stalled', 'render-error']) expect((await report(anon, kind)).data).toBe(true);
    expect((await report(anon, 'load-failed', { p_channel: 'stable', p_entry: 'http://localhost:4202/mf-manifest.json' })).data).toBe(true);

    const { data, error } = await health(service);
    expect(error).toBeNull();
    const canary = data!.find((r) => r.entry === ENTRY)!;
    expect(canary).toMatchObject({ remote: 'mf_events', channel: 'canary', loads: 3, failures: 2, failures_by_kind: { stalled: 1, 'render-error': 1 } });
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

  it('keeps at most 600 reports per release per minute: more are dropped, not stored', async () => {
    const flood = 'http://localhost:4999/mf-manifest.json';
    await stack.pool.query(
      `insert into public.remote_events (remote, channel, entry, kind) select 'mf_events', 'canary', $1, 'load' from generate_series(1, 600)`,
      [flood],
    );
    expect((await report(anon, 'stalled', { p_entry: flood })).data).toBe(false);
    const { rows } = await stack.pool.query(`select count(*)::int as n from public.remote_events where entry = $1`, [flood]);
    expect(rows[0].n).toBe(600);
  });
});
