/**
 * Database benchmark (`npm run bench:db`): loads 100,000 events, 50,000 profiles and 1,000,000
 * participations, then measures the app's hot queries as the roles the API uses, and writes
 * p50/p95 to bench/results/db.json at the repository root.
 *
 * DATABASE_URL=postgres://… points it at an existing server (it creates and drops its own
 * database there); otherwise it starts a throwaway embedded PostgreSQL.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbedded } from '../server/db/embedded.ts';
import { prepareDatabase } from '../server/db/migrate.ts';
import { LARGE_DATA_SQL as LOAD_SQL, LARGE_SIZE as SIZE } from './large-data.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.resolve(here, '../../bench/results/db.json');
const log = (m: string) => console.log(`[bench:db] ${m}`);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[i] ?? 0) * 100) / 100;
}

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { samples: s.length, p50_ms: percentile(s, 50), p95_ms: percentile(s, 95), max_ms: percentile(s, 100) };
}

async function asRole(client: pg.PoolClient, role: 'anon' | 'authenticated', sub?: string) {
  await client.query(`select set_config('role', $1, false), set_config('request.jwt.claims', $2, false)`, [
    role,
    JSON.stringify(sub ? { sub, role } : { role }),
  ]);
}


async function main(): Promise<void> {
  let stopCluster: (() => Promise<void>) | null = null;
  let adminUrl = process.env.DATABASE_URL;
  let tmp: string | null = null;
  if (!adminUrl) {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-bench-db-'));
    const cluster = await startEmbedded({ dataDir: path.join(tmp, 'pg'), port: Number(process.env.BENCH_PG_PORT ?? 55195), log, fast: true });
    stopCluster = cluster.stop;
    adminUrl = cluster.url();
  }
  const dbName = `quadra_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 50 });
  pool.on('error', () => undefined);
  try {
    log('migrating');
    await prepareDatabase(url.toString(), {
      migrationsDir: path.resolve(here, '../migrations'),
      seedFile: path.resolve(here, '../seed.sql'),
      seed: true,
      log: () => undefined,
    });
    log(`loading ${SIZE.events} events, ${SIZE.profiles} profiles, ${SIZE.participations} participations`);
    let t = performance.now();
    const loader = await pool.connect();
    try {
      await loader.query(LOAD_SQL);
      await loader.query('vacuum analyze');
    } finally {
      loader.release();
    }
    const loadSeconds = Math.round((performance.now() - t) / 100) / 10;
    log(`loaded in ${loadSeconds}s`);

    const counts = (await pool.query(`select (select count(*) from public.events)::int as events,
      (select count(*) from public.profiles)::int as profiles,
      (select count(*) from public.event_participants)::int as participations`)).rows[0];

    // Sequential latency of one query shape over a list of inputs, as one role.
    const measure = async (role: 'anon' | 'authenticated', sql: string, inputs: unknown[][], rounds: number) => {
      const client = await pool.connect();
      const samples: number[] = [];
      const rows: number[] = [];
      const byInput = new Map<string, number[]>();
      try {
        await asRole(client, role, 'b0000000-0000-4000-8000-000000000042');
        for (const args of inputs) await client.query(sql, args); // warm-up
        for (let r = 0; r < rounds; r++) {
          for (const args of inputs) {
            const start = performance.now();
            const res = await client.query(sql, args);
            const ms = performance.now() - start;
            samples.push(ms);
            rows.push(res.rowCount ?? 0);
            const key = JSON.stringify(args);
            byInput.set(key, [...(byInput.get(key) ?? []), ms]);
          }
        }
        await client.query('reset role');
      } finally {
        client.release();
      }
      const by_input = Object.fromEntries([...byInput].map(([k, v]) => {
        const { p50_ms, p95_ms } = summary(v);
        return [k, { p50_ms, p95_ms }];
      }));
      return { ...summary(samples), avg_rows: Math.round(rows.reduce((a, b) => a + b, 0) / rows.length), by_input };
    };

    const eventQueries = ['futebol', 'sao paulo', 'Parque Ibirapuera', 'volei', 'corrida', 'xadrez', 'copacabana',
      'basquete relampago', 'tenis de sabado', 'natação', '%', 'zzz inexistente'].map((q) => [q]);
    const profileQueries = ['ana', 'silva', 'joao', 'sao paulo', 'maria', 'Gonçalves', 'rafael rocha', '%', 'x'].map((q) => [q]);

    log('search_events_normalized');
    const searchEvents = await measure('anon', 'select * from public.search_events_normalized($1)', eventQueries, 25);
    log(JSON.stringify(searchEvents));
    log('search_profiles_normalized');
    const searchProfiles = await measure('anon', 'select * from public.search_profiles_normalized($1)', profileQueries, 25);
    log(JSON.stringify(searchProfiles));

    // What the REST layer runs for: events?select=*,event_participants(user_id,status,evaluation_status)
    //   &date=gte.<today>&status=neq.cancelled&order=date.asc,time.asc&limit=20&offset=<page>
    log('events list page');
    const listSql = `
      select coalesce(json_agg(x), '[]') from (
        select e.*, coalesce((select json_agg(json_build_object('user_id', p.user_id, 'status', p.status,
                 'evaluation_status', p.evaluation_status)) from public.event_participants p where p.event_id = e.id), '[]') as event_participants
        from public.events e
        where e.date >= (now() at time zone 'America/Sao_Paulo')::date and e.status <> 'cancelled'
        order by e.date, e.time
        limit 20 offset $1
      ) x`;
    const eventsList = await measure('authenticated', listSql, [[0], [20], [100], [400]], 50);
    log(JSON.stringify(eventsList));

    // The dashboard's windows as the app calls them (20 card rows a page; the cursor of a later page).
    log('dashboard windows');
    const cursor = (await pool.query<{ starts_at: Date; id: string }>(`select starts_at, id from public.events
      where status in ('active', 'paused') and starts_at > now() order by starts_at, id offset 400 limit 1`)).rows[0]!;
    const available = await measure('authenticated', 'select * from public.list_available_events($1, $2, $3, $4, 20)', [
      [null, null, null, null], [['Futebol'], null, null, null], [['Xadrez', 'Outros'], ['weekend', 'next-week'], null, null],
      [null, ['today'], null, null], [null, null, cursor.starts_at.toISOString(), cursor.id]], 50);
    log(JSON.stringify(available));
    const joined = await measure('authenticated', 'select * from public.list_joined_events()', [[]], 100);
    log(JSON.stringify(joined));

    log('join_event under 50 concurrent clients');
    const targets = (await pool.query<{ id: string }>(`select id from public.events
      where starts_at > now() + interval '1 day' and status = 'active' and max_participants is null and not requires_approval
      order by id limit 500`)).rows.map((r) => r.id);
    const joinSamples: number[] = [];
    const outcomes: Record<string, number> = {};
    const perClient = 40;
    t = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async (_, c) => {
        const client = await pool.connect();
        try {
          for (let i = 0; i < perClient; i++) {
            const user = 1 + ((c * perClient + i) * 37) % SIZE.profiles;
            await asRole(client, 'authenticated', `b0000000-0000-4000-8000-${String(user).padStart(12, '0')}`);
            const event = targets[(c * 7 + i * 13) % targets.length];
            const start = performance.now();
            try {
              const res = await client.query<{ r: { status: string } }>('select public.join_event($1) as r', [event]);
              const status = res.rows[0]?.r.status ?? 'no row';
              outcomes[status] = (outcomes[status] ?? 0) + 1;
            } catch (e) {
              const m = (e as Error).message;
              outcomes[m] = (outcomes[m] ?? 0) + 1;
            }
            joinSamples.push(performance.now() - start);
          }
          await client.query('reset role');
        } finally {
          client.release();
        }
      }),
    );
    const joinSeconds = (performance.now() - t) / 1000;
    const join = { ...summary(joinSamples), clients: 50, throughput_per_s: Math.round(joinSamples.length / joinSeconds), outcomes };
    log(JSON.stringify(join));

    const result = {
      benchmark: 'db',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      data: counts,
      load_seconds: loadSeconds,
      search_events_normalized: searchEvents,
      search_profiles_normalized: searchProfiles,
      events_list_page: eventsList,
      list_available_events: available,
      list_joined_events: joined,
      join_event_50_clients: join,
      goal: { search_p95_ms_below: 30, met: searchEvents.p95_ms < 30 && searchProfiles.p95_ms < 30 },
    };
    await fs.mkdir(path.dirname(RESULTS), { recursive: true });
    await fs.writeFile(RESULTS, JSON.stringify(result, null, 2) + '\n');
    log(`wrote ${path.relative(process.cwd(), RESULTS)}`);
  } finally {
    await pool.end().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    if (stopCluster) await stopCluster();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
