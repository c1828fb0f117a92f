import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';

/** What hosted PostgREST 12 answers when the planner is asked: planned and estimated counts. */

let stack: TestStack;

beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
});
afterAll(async () => stack?.stop());

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}${path}`, { ...init, headers: { apikey: stack.anonKey, ...(init.headers as Record<string, string>) } });

/** Sets (or, with null, resets) PostgREST's in-database setting for this test database and waits for the reload. */
async function configure(setting: string, value: string | null, ready: () => Promise<boolean>): Promise<void> {
  const change = value === null ? `reset ${setting}` : `set ${setting} = '${value}'`;
  await stack.pool.query(`alter role authenticator in database ${stack.database} ${change}`);
  await stack.pool.query(`notify pgrst, 'reload config'`);
  for (let i = 0; i < 100 && !(await ready()); i++) await new Promise((r) => setTimeout(r, 50));
}

/** The planner's row estimate for a query, as PostgREST reads it from EXPLAIN (the top node's `Plan Rows`). */
async function plannedRows(sql: string): Promise<number> {
  const { rows } = await stack.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`explain (format json) ${sql}`);
  return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
}

describe('count=planned and count=estimated, as hosted PostgREST answers them', () => {
  // the fixture's statistics say ~3000 rows where 1000 remain (see 20240101000200_rest.sql)
  const EXACT = 1000;

  it('planned: the planner estimate of the filtered rows, 206 for a partial page', async () => {
    const whole = await plannedRows('select 1 from public.tallies');
    expect(whole).not.toBe(EXACT);
    const r = await client(stack).from('tallies').select('id', { count: 'planned' }).order('id').range(0, 9);
    expect(r).toMatchObject({ status: 206, count: whole, error: null });
    expect(r.data).toHaveLength(10);
    const res = await raw('/rest/v1/tallies?select=id&order=id&offset=0&limit=10', { headers: { Prefer: 'count=planned' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`0-9/${whole}`);

    const rare = await plannedRows(`select 1 from public.tallies where kind = 'raro'`);
    const filtered = await client(stack).from('tallies').select('id', { count: 'planned', head: true }).eq('kind', 'raro');
    expect(filtered).toMatchObject({ count: rare, error: null });
  });

  it('estimated: the exact count up to db-max-rows (hosted: 1000), beyond it the larger of that and the estimate', async () => {
    const sb = client(stack);
    const under = await sb.from('tallies').select('id', { count: 'estimated' }).order('id').range(0, 9);
    expect(under).toMatchObject({ status: 206, count: EXACT, error: null });

    const whole = await plannedRows('select 1 from public.tallies');
    const estimated = async () => (await sb.from('tallies').select('id', { count: 'estimated', head: true })).count;
    await configure('pgrst.db_max_rows', '100', async () => (await estimated()) !== EXACT);
    try {
      expect(await estimated()).toBe(whole);
      // a filter whose exact count stays under the limit is counted exactly
      const few = await sb.from('tallies').select('id', { count: 'estimated', head: true }).lte('id', 50);
      expect(few.count).toBe(50);
    } finally {
      await configure('pgrst.db_max_rows', null, async () => (await estimated()) === EXACT);
    }
  });
});

describe('explain(): the query plan (Accept: application/vnd.pgrst.plan), when db-plan-enabled is on', () => {
  it('is refused with 406 PGRST107 while plans are off (hosted\'s default)', async () => {
    const r = await client(stack).from('tallies').select('id').explain({ analyze: true, verbose: true });
    expect(r).toMatchObject({ status: 406, data: null, error: { code: 'PGRST107', message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose' } });
  });

  it('answers the plan as text or JSON, with analyze, verbose, settings, buffers and wal', async () => {
    const sb = client(stack);
    await configure('pgrst.db_plan_enabled', 'true', async () => (await sb.from('tallies').select('id').explain()).status === 200);
    const estimate = await sb.from('tallies').select('id').eq('kind', 'raro').explain();
    expect(estimate).toMatchObject({ status: 200, error: null });
    expect(estimate.data).toMatch(/^Aggregate {2}\(cost=/);
    expect(estimate.data).toMatch(/Seq Scan on tallies/);
    expect(estimate.data).not.toMatch(/actual time/);

    const text = await sb.from('tallies').select('id').eq('kind', 'raro').explain({ analyze: true, verbose: true, buffers: true });
    expect(text.data).toMatch(/Seq Scan on public\.tallies/); // verbose qualifies names
    expect(text.data).toMatch(/actual time=[\d.]+\.\.[\d.]+ rows=100(?:\.00)? loops=1/); // analyze ran it: 100 of the 1000 are 'raro'
    expect(text.data).toMatch(/Buffers: shared hit=/);

    const json = await sb.from('tallies').select('id').explain({ format: 'json', analyze: true, settings: true, wal: true });
    expect(json.error).toBeNull();
    const [plan] = json.data as unknown as [{ Plan: { 'Node Type': string; Plans: { 'Node Type': string; 'Actual Rows': number; 'WAL Records': number }[] }; 'Execution Time': number }];
    expect(plan.Plan['Node Type']).toBe('Aggregate');
    expect(plan.Plan.Plans[0]).toMatchObject({ 'Node Type': 'Seq Scan', 'Actual Rows': 1000, 'WAL Records': 0 });
    expect(plan['Execution Time']).toBeGreaterThan(0);

    const res = await raw('/rest/v1/tallies?select=id', { headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"' } });
    expect(res.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.plan\+json; for="application\/json"; charset=utf-8$/);
    // the plan is an answer in itself: nothing of the rows is sent
    expect(JSON.stringify(await res.json())).not.toContain('"id"');
  });

  it('explains a call and a write too, as PostgREST (supabase-js: "works on any query, even for rpc() or writes")', async () => {
    const sb = client(stack);
    await configure('pgrst.db_plan_enabled', 'true', async () => (await sb.rpc('rare_tallies').explain()).status === 200);
    const call = await sb.rpc('rare_tallies').explain({ analyze: true });
    expect(call).toMatchObject({ status: 200, error: null });
    expect(call.data).toMatch(/on tallies/);
    expect(call.data).toMatch(/actual time=[\d.]+\.\.[\d.]+ rows=100(?:\.00)? loops=1/); // the call ran: 100 'raro'
    const viaGet = await sb.rpc('rare_tallies', undefined, { get: true }).explain({ format: 'json' });
    expect(viaGet.error).toBeNull();
    expect(JSON.stringify(viaGet.data)).toContain('"Relation Name":"tallies"');

    // without analyze a write is planned, not run
    const write = await sb.from('tallies').update({ kind: 'mudou' }).eq('id', 10).explain();
    expect(write).toMatchObject({ status: 200, error: null });
    expect(write.data).toMatch(/Update on tallies/);
    expect((await sb.from('tallies').select('kind').eq('id', 10).single()).data).toEqual({ kind: 'raro' });
  });
});
