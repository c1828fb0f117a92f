import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
let bia: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
  bia = await signedIn(stack, 'Bia');
  const { pool } = stack;
  await pool.query(`insert into events (title, sport, date, max_participants, tags, details, creator_id, status)
    select 'Evento ' || i, case when i % 2 = 0 then 'futebol' else 'vôlei' end, date '2026-12-01' + i, case when i = 1 then 1 end,
      array['t' || (i % 3)], jsonb_build_object('level', i % 3, 'place', jsonb_build_object('city', 'Recife')), $1, case when i = 5 then 'cancelled' else 'open' end
    from generate_series(1, 12) i`, [ana.id]);
  await pool.query(`insert into event_participants (event_id, user_id) select id, $1 from events where id <= 4`, [bia.id]);
});
afterAll(async () => stack?.stop());

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}${path}`, { ...init, headers: { apikey: stack.anonKey, ...(init.headers as Record<string, string>) } });

describe('REST reads', () => {
  it('selects columns, aliases, casts and JSON paths', async () => {
    const { data, error } = await client(stack).from('events').select('id, name:title, level:details->>level, city:details->place->>city, id_text:id::text').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, name: 'Evento 2', level: '2', city: 'Recife', id_text: '2' });
  });

  it('embeds to-one as an object and to-many as an array, nested, with filters, order and limit', async () => {
    const { data, error } = await client(stack)
      .from('events')
      .select('id, creator:profiles!creator_id(full_name), event_participants(user_id, profiles(full_name))')
      .lte('id', 2).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, creator: { full_name: 'Ana' }, event_participants: [{ user_id: bia.id, profiles: { full_name: 'Bia' } }] },
      { id: 2, creator: { full_name: 'Ana' }, event_participants: [{ user_id: bia.id, profiles: { full_name: 'Bia' } }] },
    ]);
    const inner = await client(stack).from('events').select('id, event_participants!inner(user_id)').eq('event_participants.user_id', bia.id).order('id', { ascending: false }).limit(2);
    expect(inner.data?.map((e) => e.id)).toEqual([4, 3]);
    const counted = await client(stack).from('events').select('id, event_participants(count)').eq('id', 1).single();
    expect(counted.data).toEqual({ id: 1, event_participants: [{ count: 1 }] });
    const limited = await client(stack).from('profiles').select('full_name, events!creator_id(id)').eq('user_id', ana.id).order('id', { referencedTable: 'events', ascending: false }).limit(2, { referencedTable: 'events' }).single();
    expect(limited.data).toEqual({ full_name: 'Ana', events: [{ id: 12 }, { id: 11 }] });
    const hinted = await client(stack).from('events').select('id, profiles!events_creator_id_fkey(full_name)').eq('id', 3).single();
    expect(hinted.data).toEqual({ id: 3, profiles: { full_name: 'Ana' } });
    // creator key and the event_participants junction both link events and profiles, as PostgREST sees it
    const ambiguous = await client(stack).from('events').select('id, profiles(full_name)');
    expect(ambiguous).toMatchObject({ status: 300, error: { code: 'PGRST201' } });
    const viaJunction = await client(stack).from('events').select('id, profiles!event_participants(full_name)').eq('id', 1).single();
    expect(viaJunction.data).toEqual({ id: 1, profiles: [{ full_name: 'Bia' }] });
  });

  it('filters: eq neq gt gte lt lte like ilike is in cs cd ov fts not or and', async () => {
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const r = await q;
      expect(r.error).toBeNull();
      return r.data!.map((x) => x.id);
    };
    const sb = client(stack);
    const ev = () => sb.from('events').select('id').order('id');
    expect(await ids(ev().gt('id', 10))).toEqual([11, 12]);
    expect(await ids(ev().gte('id', 11).lt('id', 12))).toEqual([11]);
    expect(await ids(ev().lte('id', 2).neq('id', 1))).toEqual([2]);
    expect(await ids(ev().like('title', '%o 1_'))).toEqual([10, 11, 12]);
    expect(await ids(ev().ilike('title', 'EVENTO 3'))).toEqual([3]);
    expect(await ids(ev().is('max_participants', null).lte('id', 2))).toEqual([2]);
    expect(await ids(ev().in('id', [3, 5, 99]))).toEqual([3, 5]);
    expect(await ids(ev().contains('tags', ['t1']).lte('id', 4))).toEqual([1, 4]);
    expect(await ids(ev().containedBy('tags', ['t0', 't2']).lte('id', 3))).toEqual([2, 3]);
    expect(await ids(ev().overlaps('tags', ['t2', 'x']).lte('id', 5))).toEqual([2, 5]);
    expect(await ids(ev().contains('details', { level: 0 }).lte('id', 6))).toEqual([3, 6]);
    expect(await ids(ev().textSearch('title', "'3'", { config: 'simple' }))).toEqual([3]);
    expect(await ids(ev().not('status', 'eq', 'open'))).toEqual([5]);
    expect(await ids(ev().or('id.eq.1,and(id.gt.10,sport.eq.futebol)'))).toEqual([1, 12]);
    expect(await ids(ev().eq('details->>level', '1').lte('id', 4))).toEqual([1, 4]);
    expect(await ids(ev().eq('sport', 'vôlei').lte('id', 3))).toEqual([1, 3]);
  });

  it('orders with nulls first/last, pages with limit/offset and Range, counts exactly', async () => {
    const sb = client(stack);
    const nullsFirst = await sb.from('events').select('id, max_participants').order('max_participants', { ascending: true, nullsFirst: true }).order('id').limit(2);
    expect(nullsFirst.data?.map((x) => x.id)).toEqual([2, 3]);
    const nullsLast = await sb.from('events').select('id').order('max_participants', { nullsFirst: false }).limit(1);
    expect(nullsLast.data).toEqual([{ id: 1 }]);
    const page = await sb.from('events').select('id', { count: 'exact' }).order('id').range(2, 4);
    expect(page.data?.map((x) => x.id)).toEqual([3, 4, 5]);
    expect(page.count).toBe(12);
    expect(page.status).toBe(206);
    const head = await sb.from('events').select('*', { count: 'exact', head: true }).eq('sport', 'futebol');
    expect(head.count).toBe(6);
    const res = await raw('/rest/v1/events?select=id&order=id', { headers: { Range: '0-1', Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-1/12');
  });

  it('single and maybeSingle answer PGRST116 for the wrong number of rows', async () => {
    const sb = client(stack);
    const many = await sb.from('events').select('id').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    const none = await sb.from('events').select('id').eq('id', 999).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('does not show private columns', async () => {
    const { error } = await client(stack).from('profiles').select('phone');
    expect(error?.code).toBe('42501');
  });

  it('embeds many-to-many through a junction table and spreads to-one columns', async () => {
    const m2m = await client(stack).from('clubs').select('name, sports(name)').order('id').order('name', { referencedTable: 'sports' });
    expect(m2m.error).toBeNull();
    expect(m2m.data).toEqual([{ name: 'Clube A', sports: [{ name: 'futebol' }, { name: 'vôlei' }] }, { name: 'Clube B', sports: [{ name: 'tênis' }] }]);
    const spread = await client(stack).from('events').select('id, ...profiles!events_creator_id_fkey(creator_name:full_name)').eq('id', 1).single();
    expect(spread.data).toEqual({ id: 1, creator_name: expect.any(String) });
  });

  it('views embed through their base table keys', async () => {
    const { data, error } = await client(stack).from('open_events').select('id, profiles!creator_id(full_name)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, profiles: { full_name: 'Ana' } });
  });
});

describe('REST writes under RLS', () => {
  it('inserts, updates and deletes with return=representation, as the token role', async () => {
    const ins = await ana.sb.from('events').insert({ title: 'Novo', sport: 'tênis', date: '2027-01-01', creator_id: ana.id }).select('id, title, creator:profiles!creator_id(full_name)').single();
    expect(ins.error).toBeNull();
    expect(ins.data).toMatchObject({ title: 'Novo', creator: { full_name: 'Ana' } });
    const upd = await ana.sb.from('events').update({ title: 'Novo nome', details: { a: [1, 2] } }).eq('id', ins.data!.id).select().single();
    expect(upd.data).toMatchObject({ title: 'Novo nome', details: { a: [1, 2] } });
    // someone else's update matches no row under RLS
    const other = await bia.sb.from('events').update({ title: 'hack' }).eq('id', ins.data!.id).select();
    expect(other.data).toEqual([]);
    const del = await ana.sb.from('events').delete().eq('id', ins.data!.id);
    expect(del.status).toBe(204);
    const left = await stack.pool.query('select 1 from events where id = $1', [ins.data!.id]);
    expect(left.rowCount).toBe(0);
  });

  it('maps database errors to PostgREST statuses', async () => {
    const anon = await client(stack).from('events').insert({ title: 'Anon', sport: 'x', date: '2027-01-01', creator_id: ana.id });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const forbidden = await bia.sb.from('events').insert({ title: 'Bia as Ana', sport: 'x', date: '2027-01-01', creator_id: ana.id });
    expect(forbidden.status).toBe(403);
    const dup = await bia.sb.from('event_participants').insert({ event_id: 1, user_id: bia.id });
    expect(dup).toMatchObject({ status: 409, error: { code: '23505' } });
    const fk = await bia.sb.from('event_participants').insert({ event_id: 9999, user_id: bia.id });
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } });
    const check = await ana.sb.from('events').insert({ title: 'x', sport: 'x', date: '2027-01-01', creator_id: ana.id });
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
    const raised = await bia.sb.rpc('join_event', { p_event_id: 1 });
    expect(raised).toMatchObject({ status: 400, error: { code: 'P0001', message: 'Evento está lotado' } });
    const unknownCol = await ana.sb.from('events').insert({ title: 'abc', nope: 1 });
    expect(unknownCol).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
  });

  it('bulk insert is all or nothing', async () => {
    const before = (await stack.pool.query('select count(*)::int as n from events')).rows[0].n;
    const r = await ana.sb.from('events').insert([
      { title: 'Bom evento', sport: 'x', date: '2027-01-01', creator_id: ana.id },
      { title: 'no', sport: 'x', date: '2027-01-01', creator_id: ana.id },
    ]);
    expect(r.error?.code).toBe('23514');
    expect((await stack.pool.query('select count(*)::int as n from events')).rows[0].n).toBe(before);
  });

  it('upserts with on_conflict and honours missing=default', async () => {
    const sb = ana.sb;
    const up = await sb.from('profiles').upsert({ user_id: ana.id, full_name: 'Ana Maria' }, { onConflict: 'user_id' }).select('full_name').single();
    expect(up.data).toEqual({ full_name: 'Ana Maria' });
    const ignored = await sb.from('profiles').upsert({ user_id: ana.id, full_name: 'Outra' }, { ignoreDuplicates: true }).select('full_name');
    expect(ignored.data).toEqual([]);
    const defaults = await sb.from('events').insert([{ title: 'Com tags', sport: 'x', date: '2027-01-01', creator_id: ana.id, tags: ['a'] }, { title: 'Sem tags', sport: 'x', date: '2027-01-01', creator_id: ana.id }], { defaultToNull: false }).select('tags');
    expect(defaults.data).toEqual([{ tags: ['a'] }, { tags: [] }]);
  });

  it('single on a write that touches several rows fails and rolls back', async () => {
    const r = await ana.sb.from('events').update({ status: 'paused' }).lte('id', 3).select().single();
    expect(r.status).toBe(406);
    const { rows } = await stack.pool.query(`select count(*)::int as n from events where status = 'paused'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses DELETE and UPDATE without filters', async () => {
    const before = (await stack.pool.query(`select count(*)::int as n, count(*) filter (where title = 'tudo')::int as t from events`)).rows[0];
    const del = await ana.sb.from('events').delete();
    expect(del).toMatchObject({ status: 400, error: { code: '21000', message: 'DELETE requires a WHERE clause' } });
    const upd = await ana.sb.from('events').update({ title: 'tudo' });
    expect(upd).toMatchObject({ status: 400, error: { code: '21000', message: 'UPDATE requires a WHERE clause' } });
    const after = (await stack.pool.query(`select count(*)::int as n, count(*) filter (where title = 'tudo')::int as t from events`)).rows[0];
    expect(after).toEqual(before);
  });
});

describe('RPC', () => {
  it('calls scalar, set, void functions by POST and stable ones by GET', async () => {
    const sb = client(stack);
    expect((await sb.rpc('count_events', { p_sport: 'futebol' })).data).toBe(6);
    expect((await sb.rpc('count_events', { p_sport: 'futebol' }, { get: true })).data).toBe(6);
    const set = await sb.rpc('events_by_sport', { p_sport: 'vôlei' }).select('id, profiles!creator_id(full_name)').lte('id', 3).order('id');
    expect(set.data).toEqual([{ id: 1, profiles: { full_name: expect.any(String) } }, { id: 3, profiles: { full_name: expect.any(String) } }]);
    const v = await sb.rpc('noop');
    expect(v.error).toBeNull();
    expect(v.data).toBeNull();
    expect((await ana.sb.rpc('whoami')).data).toBe(ana.id);
    const missing = await sb.rpc('nope');
    expect(missing).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const volatileGet = await raw('/rest/v1/rpc/join_event?p_event_id=1');
    expect(volatileGet.status).toBe(405);
  });

  it('never answers under a previous request\'s role or claims on a pooled connection', async () => {
    const anon = client(stack);
    const who = async (sb: typeof anon) => (await sb.rpc('whoami')).data;
    expect(await who(ana.sb)).toBe(ana.id);
    expect(await who(bia.sb)).toBe(bia.id);
    expect(await who(anon)).toBe('anon');
    // a failed one-statement request with a new context, then one that reuses the context
    expect((await ana.sb.rpc('join_event', { p_event_id: 1 })).error?.message).toBe('Evento está lotado');
    expect((await ana.sb.rpc('join_event', { p_event_id: 1 })).error?.message).toBe('Evento está lotado');
    expect(await who(anon)).toBe('anon');
    // a multi-statement request (single object write that fails) between one-statement ones
    expect(await who(bia.sb)).toBe(bia.id);
    const many = await ana.sb.from('events').update({ status: 'paused' }).eq('creator_id', ana.id).select().single();
    expect(many.error?.code).toBe('PGRST116');
    expect(await who(bia.sb)).toBe(bia.id);
    expect(await who(anon)).toBe('anon');
  });
});

describe('REST bad input', () => {
  it('answers malformed selects, filters and orders with 400 and keeps serving', async () => {
    // each refusal as PostgREST words it: the status and the code meant, not just "some error"
    const cases: [string, number, string][] = [
      ['/rest/v1/events?select=id,(', 400, 'PGRST100'],
      ['/rest/v1/events?select=id)', 400, 'PGRST100'],
      ['/rest/v1/events?select=nope', 400, '42703'],
      ['/rest/v1/events?select=id::text;drop table events', 400, 'PGRST100'],
      ['/rest/v1/events?id=zz.1', 400, 'PGRST100'],
      ['/rest/v1/events?id=eq', 400, 'PGRST100'],
      ['/rest/v1/events?id=eq.abc', 400, '22P02'],
      ['/rest/v1/events?or=(id.eq.1', 400, 'PGRST100'],
      ['/rest/v1/events?order=id.sideways.x', 400, 'PGRST100'],
      ['/rest/v1/events?limit=-1', 400, 'PGRST100'],
      ['/rest/v1/events?select=*,nothing(*)', 400, 'PGRST200'],
      ['/rest/v1/events?max_participants=is.maybe', 400, 'PGRST100'],
      ['/rest/v1/events?select=id,"x""y"', 400, 'PGRST100'],
      ['/rest/v1/events?select=count()', 400, 'PGRST123'],
    ];
    for (const [path, status, code] of cases) {
      const r = await raw(path);
      const body = (await r.json()) as Record<string, unknown>;
      expect({ path, status: r.status, code: body.code }).toEqual({ path, status, code });
      expect(typeof body.message, path).toBe('string');
    }
    const bad = await raw('/rest/v1/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('binds injection attempts as values in every parameter', async () => {
    const evil = `'); drop table public.events; --`;
    const sb = client(stack);
    expect((await sb.from('events').select('id').eq('title', evil)).data).toEqual([]);
    expect((await sb.from('events').select('id').ilike('title', evil)).data).toEqual([]);
    expect((await sb.from('events').select('id').in('title', [evil, 'a"b', 'c,d'])).data).toEqual([]);
    expect((await sb.from('events').select('id').eq(`details->>'); drop table events; --`, 'x')).data).toEqual([]);
    expect((await sb.from('events').select(`id, x:details->>drop table events; --`).eq('id', 1)).data).toEqual([{ id: 1, x: null }]);
    expect((await sb.from('events').select(`id, x:details->>'); drop table events; --`)).status).toBe(400);
    const viaTable = await raw(`/rest/v1/${encodeURIComponent('events; drop table events')}`);
    expect(viaTable.status).toBe(404);
    const viaOrder = await raw(`/rest/v1/events?order=${encodeURIComponent('id;drop table events')}`);
    expect(viaOrder.status).toBe(400);
    const viaRpc = await ana.sb.rpc('count_events', { p_sport: evil });
    expect(viaRpc.data).toBe(0);
    const viaBody = await ana.sb.from('events').insert({ title: evil, sport: evil, date: '2027-01-01', creator_id: ana.id }).select('title').single();
    expect(viaBody.data).toEqual({ title: evil });
    expect((await stack.pool.query('select count(*)::int as n from events')).rows[0].n).toBeGreaterThan(10);
  });

  it('rejects requests without apikey, with forged or expired tokens', async () => {
    expect((await fetch(`${stack.url}/rest/v1/events`)).status).toBe(401);
    const forged = stack.anonKey.slice(0, -4) + 'abcd';
    expect((await fetch(`${stack.url}/rest/v1/events`, { headers: { apikey: forged } })).status).toBe(401);
    const { Jwt, CLI_JWT_SECRET } = await import('../auth/jwt.js');
    const jwt = new Jwt(CLI_JWT_SECRET);
    const expired = await jwt.sign({ role: 'authenticated', sub: ana.id, exp: Math.floor(Date.now() / 1000) - 10 });
    const r = await raw('/rest/v1/events', { headers: { Authorization: `Bearer ${expired}` } });
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const otherSecret = await new Jwt('another-secret-that-is-at-least-32-chars!!').sign({ role: 'service_role' });
    const f = await raw('/rest/v1/events', { headers: { Authorization: `Bearer ${otherSecret}` } });
    expect(f.status).toBe(401);
    expect(((await f.json()) as { code: string }).code).toBe('PGRST301');
  });

  it('answers CORS preflights for browser apps', async () => {
    const r = await fetch(`${stack.url}/rest/v1/events`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4200', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,prefer,range' },
    });
    expect(r.status).toBeLessThan(300);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(r.headers.get('access-control-allow-headers')).toContain('apikey');
    const g = await raw('/rest/v1/events?select=id&limit=1', { headers: { Origin: 'http://localhost:4200' } });
    expect(g.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
