/**
 * API benchmark (`npm run bench:api`): 50 concurrent clients (autocannon) on
 *   (a) the events list with embedded participants, over 10,000 events, and
 *   (b) a write (a comment, as a signed-in user under RLS),
 * once through the REST layer and once through a tiny HTTP server that runs the same SQL with `pg`
 * directly (same role, same RLS, no parsing, one statement). Prints and saves req/s, p50/p95/p99 and
 * the REST/direct ratio to bench/results/api.json at the repository root.
 *
 * The servers run in a child process so the load generator does not share their event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { CLI_JWT_SECRET, Jwt } from '../server/auth/jwt.ts';
import { startEmbedded } from '../server/db/embedded.ts';
import { prepareDatabase } from '../server/db/migrate.ts';
import { loadSchema } from '../server/db/schema.ts';
import { freePort, startLocalSupabase } from '../server/index.ts';
import { Planner } from '../server/rest/plan.ts';
import { Params, readSql } from '../server/rest/query.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.resolve(here, '../../bench/results/api.json');
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = 4;
const USER = 'b0000000-0000-4000-8000-000000000001';
const LIST_QUERY = {
  select: 'id,title,date,time,location,participant_count,max_participants,event_participants(user_id,status,profiles(full_name))',
  status: 'eq.active',
  order: 'date.asc,time.asc',
  limit: '20',
};
const log = (m: string) => console.log(`[bench:api] ${m}`);

const LOAD_SQL = `
set session_replication_role = replica;
insert into auth.users (id, email, raw_user_meta_data)
select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'atleta' || g || '@bench.quadra.dev', '{}'
from generate_series(1, 2000) g;
insert into public.profiles (user_id, full_name, city)
select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Atleta ' || g, 'Recife' from generate_series(1, 2000) g;
insert into public.events (id, title, location, date, time, max_participants, participant_count, created_by, status, starts_at)
select ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Evento ' || g, 'Quadra ' || (g % 50),
       current_date + (g % 365), time '06:00' + (g % 64) * interval '15 minutes', 20, 5,
       ('b0000000-0000-4000-8000-' || lpad((1 + g % 2000)::text, 12, '0'))::uuid,
       case when g % 25 = 0 then 'cancelled' else 'active' end, now()
from generate_series(1, 10000) g;
insert into public.event_participants (event_id, user_id, status)
select ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       ('b0000000-0000-4000-8000-' || lpad((1 + (g * 7 + k * 13) % 2000)::text, 12, '0'))::uuid, 'registered'
from generate_series(1, 10000) g, generate_series(1, 5) k;
set session_replication_role = origin;
analyze;`;

type Serve = { rest: string; direct: string; anonKey: string };

/** Child process: the REST layer and the direct-SQL baseline over the same database. */
async function serve(databaseUrl: string): Promise<void> {
  const requestUrl = new URL(databaseUrl);
  requestUrl.username = 'authenticator';
  requestUrl.password = 'postgres';
  const stack = await startLocalSupabase({ port: 0, databaseUrl, requestDatabaseUrl: requestUrl.toString(), skipMigrations: true });

  // the baseline: same SQL the REST layer generates, role and claims set once per connection
  const schemaPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const planner = new Planner(await loadSchema(schemaPool));
  await schemaPool.end();
  const events = planner.relation('events');
  const params = new Params();
  const listSql = readSql(planner.plan({ rel: events, relName: 'events', fromSql: planner.tableSql(events) }, LIST_QUERY), params, 'none');
  const listParams = params.values;
  const insertSql = 'INSERT INTO "public"."event_comments" AS t0 ("event_id", "user_id", "comment_text") VALUES ($1, $2, $3)';
  // role and claims fixed per connection at startup: the cheapest a hand-written server could do
  const claims = (c: object) => JSON.stringify(c).replace(/[\\\s]/g, (m) => `\\${m}`);
  const pools = {
    anon: new pg.Pool({ connectionString: requestUrl.toString(), max: 20, options: `-c role=anon -c request.jwt.claims=${claims({ role: 'anon' })}` }),
    user: new pg.Pool({ connectionString: requestUrl.toString(), max: 20, options: `-c role=authenticated -c request.jwt.claims=${claims({ role: 'authenticated', sub: USER })}` }),
  };
  const direct = http.createServer((req, res) => {
    const done = (status: number, body = '') => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (req.method === 'GET') {
      pools.anon.query<{ body: string }>(listSql, listParams).then((r) => done(200, r.rows[0]!.body), (e: Error) => done(500, JSON.stringify({ message: e.message })));
      return;
    }
    let text = '';
    req.on('data', (c: Buffer) => (text += c));
    req.on('end', () => {
      const b = JSON.parse(text) as { event_id: string; user_id: string; comment_text: string };
      pools.user.query(insertSql, [b.event_id, b.user_id, b.comment_text]).then(() => done(201), (e: Error) => done(500, JSON.stringify({ message: e.message })));
    });
  });
  await new Promise<void>((r) => direct.listen(0, '127.0.0.1', r));
  const port = (direct.address() as { port: number }).port;
  process.send!({ rest: stack.url, direct: `http://127.0.0.1:${port}`, anonKey: stack.anonKey } satisfies Serve);
  process.on('disconnect', () => {
    void stack.stop().finally(() => process.exit(0));
  });
}

type Figures = { req_per_s: number; p50_ms: number; p95_ms: number; p99_ms: number; non_2xx: number; requests: number };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 100) / 100;
}

type Target = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: () => string };
type Run = { samples: number[]; total: number; failed: number; seconds: number };

async function load(opts: Target, seconds = DURATION): Promise<Run> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: CONNECTIONS,
        duration: seconds,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        requests: opts.body ? [{ setupRequest: (r) => ({ ...r, body: opts.body!() }) }] : undefined,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => samples.push(ms));
  });
  return { samples, total: result.requests.total, failed: result.non2xx + result.errors, seconds: result.duration };
}

function figures(runs: Run[]): Figures {
  const samples = runs.flatMap((r) => r.samples).sort((a, b) => a - b);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const total = runs.reduce((n, r) => n + r.total, 0);
  return {
    req_per_s: Math.round(total / Math.max(seconds, 0.001)),
    p50_ms: percentile(samples, 50),
    p95_ms: percentile(samples, 95),
    p99_ms: percentile(samples, 99),
    non_2xx: runs.reduce((n, r) => n + r.failed, 0),
    requests: total,
  };
}

/** Alternates baseline and REST in short rounds, so drift on a shared machine hits both alike. */
async function compare(rest: Target, direct: Target): Promise<{ rest: Figures; direct: Figures }> {
  const r: Run[] = [];
  const d: Run[] = [];
  const slice = DURATION / ROUNDS;
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      d.push(await load(direct, slice));
      r.push(await load(rest, slice));
    } else {
      r.push(await load(rest, slice));
      d.push(await load(direct, slice));
    }
  }
  return { rest: figures(r), direct: figures(d) };
}

async function main(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-bench-api-'));
  let cluster: Awaited<ReturnType<typeof startEmbedded>> | null = null;
  let child: ChildProcess | null = null;
  try {
    let databaseUrl = process.env.DATABASE_URL;
    let dbName: string | null = null;
    if (databaseUrl) {
      dbName = `bench_api_${Date.now()}`;
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`create database ${dbName}`);
      await c.end();
      const u = new URL(databaseUrl);
      u.pathname = `/${dbName}`;
      databaseUrl = u.toString();
    } else {
      log('starting a throwaway embedded PostgreSQL');
      cluster = await startEmbedded({ dataDir: path.join(tmp, 'pg'), port: await freePort(), log });
      databaseUrl = cluster.url('postgres');
    }
    await prepareDatabase(databaseUrl, { migrationsDir: path.resolve(here, '../migrations'), seed: false, log: () => undefined });
    log('loading 2,000 profiles, 10,000 events, 50,000 participations');
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(LOAD_SQL);
    await c.end();

    child = fork(fileURLToPath(import.meta.url), ['serve', databaseUrl], { execArgv: process.execArgv, stdio: 'inherit' });
    const urls = await new Promise<Serve>((resolve, reject) => {
      child!.once('message', (m) => resolve(m as Serve));
      child!.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    const token = await new Jwt(CLI_JWT_SECRET).sign({ role: 'authenticated', sub: USER, aud: 'authenticated' }, 3600);
    const rest = { apikey: urls.anonKey };
    const qs = new URLSearchParams(LIST_QUERY).toString();
    let n = 0;
    // every 25th event is cancelled (no comments there): skip those
    const comment = () => {
      let g = 1 + (n++ % 10000);
      if (g % 25 === 0) g -= 1;
      return JSON.stringify({ event_id: `f0000000-0000-4000-8000-${String(g).padStart(12, '0')}`, user_id: USER, comment_text: `Bora jogar ${n}` });
    };

    // warm both paths (connections, plans, caches), then measure the baseline first
    const writeHeaders = { 'content-type': 'application/json', Prefer: 'return=minimal' };
    const restWrite = { url: `${urls.rest}/rest/v1/event_comments`, method: 'POST' as const, headers: { ...writeHeaders, ...rest, Authorization: `Bearer ${token}` }, body: comment };
    const directWrite = { url: `${urls.direct}/comments`, method: 'POST' as const, headers: writeHeaders, body: comment };
    log('warming up');
    await Promise.all([load({ url: `${urls.rest}/rest/v1/events?${qs}`, headers: rest }, 2), load({ url: `${urls.direct}/events` }, 2)]);
    await Promise.all([load(restWrite, 1), load(directWrite, 1)]);

    log(`(a) events list with embedded participants, ${CONNECTIONS} connections, ${DURATION}s each in ${ROUNDS} alternating rounds`);
    const { rest: listRest, direct: listDirect } = await compare({ url: `${urls.rest}/rest/v1/events?${qs}`, headers: rest }, { url: `${urls.direct}/events` });
    log('(b) write: insert a comment as a signed-in user');
    const { rest: writeRest, direct: writeDirect } = await compare(restWrite, directWrite);

    const ratio = (a: Figures, b: Figures) => Math.round((a.req_per_s / Math.max(1, b.req_per_s)) * 100) / 100;
    const out = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      connections: CONNECTIONS,
      duration_s: DURATION,
      rounds: ROUNDS,
      dataset: { events: 10000, participations: 50000, profiles: 2000 },
      goal: 'REST >= 0.7 x direct SQL throughput',
      events_list: { request: `GET /rest/v1/events?${decodeURIComponent(qs)}`, rest: listRest, direct: listDirect, ratio: ratio(listRest, listDirect) },
      write: { request: 'POST /rest/v1/event_comments (return=minimal)', rest: writeRest, direct: writeDirect, ratio: ratio(writeRest, writeDirect) },
    };
    console.table({
      'list REST': listRest, 'list direct': listDirect, 'write REST': writeRest, 'write direct': writeDirect,
    });
    log(`ratio REST/direct: list ${out.events_list.ratio}, write ${out.write.ratio}`);
    await fs.mkdir(path.dirname(RESULTS), { recursive: true });
    await fs.writeFile(RESULTS, `${JSON.stringify(out, null, 2)}\n`);
    log(`saved ${path.relative(process.cwd(), RESULTS)}`);
    if (dbName && process.env.DATABASE_URL) {
      child.disconnect();
      await new Promise((r) => child!.once('exit', r));
      child = null;
      const d = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await d.connect();
      await d.query(`drop database if exists ${dbName} with (force)`);
      await d.end();
    }
  } finally {
    if (child?.connected) {
      child.disconnect();
      await new Promise((r) => child!.once('exit', r));
    }
    await cluster?.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3]!);
else await main();
