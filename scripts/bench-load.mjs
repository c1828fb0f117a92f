#!/usr/bin/env node
/**
 * `npm run bench:load`: many visitors and signed-in athletes at once, on loopback only, bounded in
 * time. Starts the local backend (seeded demo data, on a throwaway data folder) and the shell's
 * document server in their own processes, then runs stages of rising concurrency; in each stage
 * every kind of request below runs side by side (autocannon, one instance per kind, connections
 * split by the mix), while the CPU of each process is sampled from /proc.
 *
 * It stops rising at the first stage that breaks a goal (errors >= 0.1 %, reads' p95 > 300 ms,
 * writes' p95 > 800 ms) and prints, per stage and kind, req/s and p50/p95/p99, the CPU of the API
 * (node), of PostgreSQL (every postgres process) and of the document server, the machine's load
 * average during the stage, and the limiting resource (the busiest of the three in the last stage).
 * Saves bench/results/load.json and rewrites the "Load" section of docs/performance.md.
 *
 * Options (environment): BENCH_STAGE_SECONDS (default 10), BENCH_STAGES (total connections per
 * stage, default "8,16,32,64,128"). `--no-save` prints only.
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { APPS, ROOT, buildApps, isBuilt, remotesManifest, startBackend } from './lib/stack.mjs';

const STAGE_SECONDS = Number(process.env.BENCH_STAGE_SECONDS ?? 10);
const STAGES = (process.env.BENCH_STAGES ?? '8,16,32,64,128').split(',').map(Number).filter((n) => n > 0);
const SAVE = !process.argv.includes('--no-save');
const ATHLETES = 24;
/** Events made for the bench: open (no approval, no limit), upcoming, so joins and leaves never race on a rule. */
const BENCH_EVENTS = 40;
const GOALS = { errorRate: 0.001, readP95: 300, writeP95: 800 };
const RESULTS = path.join(ROOT, 'bench/results/load.json');
const PERFORMANCE_DOC = path.join(ROOT, 'docs/performance.md');
const log = (m) => console.log(`[bench:load] ${m}`);

/** The mix: share of the stage's connections, and whether the kind writes. */
const KINDS = [
  { kind: 'document /events (visitor)', share: 0.2, write: false },
  { kind: 'events list (visitor)', share: 0.15, write: false },
  { kind: 'events list (athlete)', share: 0.1, write: false },
  { kind: 'event detail', share: 0.15, write: false },
  { kind: 'search', share: 0.1, write: false },
  { kind: 'notifications', share: 0.1, write: false },
  { kind: 'join + leave', share: 0.1, write: true },
  { kind: 'comment', share: 0.1, write: true },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** utime + stime (clock ticks) of one process, 0 when it is gone. */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Every process below `root` (children, grandchildren…), with its command name. */
function descendants(root) {
  const parentOf = new Map();
  const nameOf = new Map();
  for (const entry of execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' }).trim().split('\n')) {
    const [pid, ppid, ...name] = entry.trim().split(/\s+/);
    parentOf.set(Number(pid), Number(ppid));
    nameOf.set(Number(pid), name.join(' '));
  }
  const found = [];
  for (const pid of parentOf.keys()) {
    for (let p = parentOf.get(pid); p && p !== 1; p = parentOf.get(p)) {
      if (p === root) {
        found.push({ pid, name: nameOf.get(pid) });
        break;
      }
    }
  }
  return found;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU used by each group of processes between start() and stop(), in % of one core. */
function cpuMeter(groups) {
  const read = () => Object.fromEntries(Object.entries(groups()).map(([g, pids]) => [g, pids.reduce((n, pid) => n + cpuTicks(pid), 0)]));
  let before;
  let t0;
  return {
    start() {
      before = read();
      t0 = performance.now();
    },
    stop() {
      const after = read();
      const seconds = (performance.now() - t0) / 1000;
      return Object.fromEntries(Object.keys(after).map((g) => [g, Math.round(((after[g] - (before[g] ?? 0)) / TICKS_PER_SECOND / seconds) * 100)]));
    },
  };
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 10) / 10;
}

async function json(url, init = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Athletes signed up through the API (auto-confirmed), each with a token. */
async function signUpAthletes(api, anonKey) {
  const athletes = [];
  for (let i = 1; i <= ATHLETES; i++) {
    const session = await json(`${api}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `carga${i}@bench.quadra.dev`, password: 'Quadra123!', data: { full_name: `Atleta Carga ${i}` } }),
    });
    athletes.push({ id: session.user.id, token: session.access_token });
  }
  return athletes;
}

/** Open upcoming events for the bench, next to the seed's, made by a demo organiser (SQL as the owner). */
async function createBenchEvents(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into public.events (title, description, location, date, time, skill_level, min_participants, max_participants, created_by, sport_id, status, requires_approval, starts_at)
       select 'Pelada da carga #' || g, 'Evento do bench:load', 'Parque Ibirapuera, São Paulo', d, t, 'Iniciante/Diversão', 2, null,
              'a0000000-0000-4000-8000-000000000002', (select id from public.sports order by name limit 1),
              'active', false, (d + t) at time zone 'America/Sao_Paulo'
       from generate_series(1, $1::int) g,
            lateral (select (now() at time zone 'America/Sao_Paulo')::date + 1 + g % 20 as d, time '19:00' as t) x
       returning id`,
      [BENCH_EVENTS],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/**
 * One kind of request as an autocannon sequence: each connection sends the sequence's requests in
 * order, again and again; autocannon clears `context` at each new round, so the round's athlete is
 * picked in its first request and kept there.
 */
function sequenceOf(kind, { api, anonKey, doc, athletes, events }) {
  const visitor = { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' };
  const as = (a) => ({ apikey: anonKey, authorization: `Bearer ${a.token}`, 'content-type': 'application/json' });
  let counter = 0;
  const next = (list) => list[counter++ % list.length];
  const post = (path, headers, body) => (r) => ({ ...r, method: 'POST', path, headers, body: JSON.stringify(body) });
  switch (kind) {
    case 'document /events (visitor)':
      return { url: doc, requests: [{ method: 'GET', path: '/events', headers: { 'accept-encoding': 'br' } }] };
    case 'events list (visitor)':
    case 'events list (athlete)':
      return {
        url: api,
        requests: [{ setupRequest: (r) => post('/rest/v1/rpc/list_available_events', kind.includes('visitor') ? visitor : as(next(athletes)), { p_sports: [], p_dates: [], p_limit: 20 })(r) }],
      };
    case 'event detail':
      return {
        url: api,
        requests: [{ setupRequest: (r) => post('/rest/v1/rpc/get_event_detail', counter % 2 ? visitor : as(next(athletes)), { p_event_id: next(events) })(r) }],
      };
    case 'search':
      return {
        url: api,
        requests: [{ setupRequest: (r) => post('/rest/v1/rpc/search_events_normalized', visitor, { search_query: next(['futebol', 'vôlei', 'ibirapuera', 'corrida', 'praia']), p_limit: 20, p_offset: 0 })(r) }],
      };
    case 'notifications':
      return {
        url: api,
        requests: [{ setupRequest: (r) => {
          const a = next(athletes);
          return { ...r, method: 'GET', path: `/rest/v1/notifications?select=id,user_id,type,title,message,read,data,created_at&user_id=eq.${a.id}&order=created_at.desc,id.desc&limit=30`, headers: as(a) };
        } }],
      };
    case 'join + leave': {
      // (athlete, event) pairs no connection holds: a round takes one, joins, leaves, gives it back,
      // so two connections never race on one pair whatever the number of connections
      const free = athletes.flatMap((a) => events.map((e) => ({ a, e })));
      return {
        url: api,
        requests: [
          { setupRequest: (r, context) => {
            context.pair = free.shift();
            return post('/rest/v1/rpc/join_event', as(context.pair.a), { p_event_id: context.pair.e })(r);
          } },
          { setupRequest: (r, context) => post('/rest/v1/rpc/leave_event', as(context.pair.a), { p_event_id: context.pair.e })(r),
            onResponse: (_status, _body, context) => free.push(context.pair) },
        ],
      };
    }
    case 'comment':
      return {
        url: api,
        requests: [{ setupRequest: (r) => {
          const a = next(athletes);
          return post('/rest/v1/event_comments', { ...as(a), prefer: 'return=minimal' }, { event_id: next(events), user_id: a.id, comment_text: 'Bora! Levo a bola.' })(r);
        } }],
      };
    default:
      throw new Error(kind);
  }
}

/** One autocannon instance of one kind: latencies, failures by status and the first refusal's text. */
function runKind(spec, connections, seconds) {
  const samples = [];
  const statuses = {};
  let firstRefusal = null;
  const requests = spec.requests.map((request) => ({
    ...request,
    onResponse: (status, body, context) => {
      if (status >= 400 && !firstRefusal) firstRefusal = `${status} ${String(body).slice(0, 160)}`;
      request.onResponse?.(status, body, context);
    },
  }));
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: spec.url, connections, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve({ result, samples, statuses, firstRefusal }),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      samples.push(ms);
      if (status >= 400) statuses[status] = (statuses[status] ?? 0) + 1;
    });
    instance.on('reqError', (error) => (statuses[error.code ?? 'error'] = (statuses[error.code ?? 'error'] ?? 0) + 1));
  });
}

/** One sequence per kind for the whole run: a pair joined when a stage ended stays out of the pool. */
const sequences = new Map();
function sequenceFor(kind, context) {
  if (!sequences.has(kind)) sequences.set(kind, sequenceOf(kind, context));
  return sequences.get(kind);
}

function loadAverage() {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}

async function stage(total, context, meter) {
  const load0 = loadAverage();
  meter.start();
  const runs = await Promise.all(
    KINDS.map(async (k) => {
      const connections = Math.max(1, Math.round(total * k.share));
      const { result, samples, statuses, firstRefusal } = await runKind(sequenceFor(k.kind, context), connections, STAGE_SECONDS);
      samples.sort((a, b) => a - b);
      const requests = result.requests.total;
      const failed = result.non2xx + result.errors + result.timeouts;
      return {
        kind: k.kind, write: k.write, connections, requests, failed, failures: statuses, first_refusal: firstRefusal,
        req_per_s: Math.round((requests / Math.max(result.duration, 0.001)) * 10) / 10,
        p50_ms: percentile(samples, 50), p95_ms: percentile(samples, 95), p99_ms: percentile(samples, 99),
      };
    }),
  );
  const cpu = meter.stop();
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const failed = runs.reduce((n, r) => n + r.failed, 0);
  const broken = [
    failed / Math.max(requests, 1) >= GOALS.errorRate && `errors ${((failed / Math.max(requests, 1)) * 100).toFixed(2)} %`,
    ...runs.filter((r) => r.p95_ms > (r.write ? GOALS.writeP95 : GOALS.readP95)).map((r) => `${r.kind} p95 ${r.p95_ms} ms`),
  ].filter(Boolean);
  return { connections: total, seconds: STAGE_SECONDS, load_average: [load0, loadAverage()], cpu_percent: cpu, requests, failed, broken, kinds: runs };
}

function table(stages) {
  const lines = [];
  for (const s of stages) {
    lines.push(
      `\n**${s.connections} connections** (${s.seconds} s; load average ${s.load_average.join(' → ')}; CPU % of one core: API ${s.cpu_percent.api}, PostgreSQL ${s.cpu_percent.postgres}, document server ${s.cpu_percent.document}, load generator ${s.cpu_percent.generator})${s.broken.length ? ` — broke: ${s.broken.join('; ')}` : ''}\n`,
    );
    lines.push('| request | connections | req/s | p50 ms | p95 ms | p99 ms | failed |', '|---|---|---|---|---|---|---|');
    for (const r of s.kinds) lines.push(`| ${r.kind} | ${r.connections} | ${r.req_per_s} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${r.failed}/${r.requests}${Object.keys(r.failures).length ? ` (${Object.entries(r.failures).map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''} |`);
  }
  return lines.join('\n');
}

/**
 * The busiest of the three process groups in a stage. When the machine was already busy with other
 * work (load average above its cores) the product's processes were starved, not saturated: said so.
 */
function limitingResource(s) {
  const [group, percent] = Object.entries(s.cpu_percent).filter(([g]) => g !== 'generator').sort((a, b) => b[1] - a[1])[0];
  const name = { api: 'CPU of the API (node)', postgres: 'CPU of PostgreSQL', document: 'CPU of the document server' }[group];
  const cores = os.cpus().length;
  const load = Math.max(...s.load_average);
  if (load > cores) {
    return { name: `the machine's CPU, taken by other work (load average ${load} on ${cores} cores; busiest of ours: ${name})`, percent };
  }
  return { name, percent };
}

async function saveToDocs(report) {
  const doc = await readFile(PERFORMANCE_DOC, 'utf8');
  const begin = '<!-- bench:load begin -->';
  const end = '<!-- bench:load end -->';
  const section = `${begin}
## Load: many users at once (\`npm run bench:load\`)

Commit \`${report.commit}\`, ${report.date}, data: ${report.data}, ${os.cpus().length} cores. **The machine's load
average during each stage is printed beside it: on a machine shared with other work the figures say
what this run saw, not what the product can do.** Goals: errors < 0.1 %, reads' p95 ≤ 300 ms, writes'
p95 ≤ 800 ms. Highest stage within the goals: ${report.highest_within_goals ?? 'none'} connections. Limiting
resource (busiest process group in the last stage): ${report.limiting.name}, ${report.limiting.percent} % of one core.
${table(report.stages)}
${end}`;
  const next = doc.includes(begin) ? doc.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${doc.trimEnd()}\n\n${section}\n`;
  await writeFile(PERFORMANCE_DOC, next);
}

async function main() {
  for (const app of APPS) if (!isBuilt(app)) log(`${app.project} is not built: building the apps (Nx cache first)`);
  await buildApps({ onlyMissing: true });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'quadra-bench-load-'));
  const stoppers = [];
  try {
    const [apiPort, docPort] = [await freePort(), await freePort()];
    log('starting the backend (seeded demo data) on a throwaway data folder');
    const backend = await startBackend({
      port: apiPort, dataDir: path.join(tmp, 'data'), log: false,
      allowedOrigins: [`http://localhost:${docPort}`],
      env: { AUTH_RATE_LIMIT_PER_IP: '100000', SUPABASE_PORT: String(apiPort) },
    });
    stoppers.push(backend.stop);
    const stateDir = path.join(tmp, 'web');
    await mkdir(stateDir, { recursive: true });
    await writeFile(path.join(stateDir, 'remotes.json'), JSON.stringify(remotesManifest(docPort + 100)));
    await writeFile(path.join(stateDir, 'config.json'), JSON.stringify({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }));
    const documentServer = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/serve-static.mjs'), '--dir', path.join(ROOT, 'shell/dist'), '--port', String(docPort), '--host', '127.0.0.1', '--spa',
        '--remotes', path.join(stateDir, 'remotes.json'), '--config', path.join(stateDir, 'config.json')],
      { cwd: ROOT, env: { ...process.env, SUPABASE_URL: backend.url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    stoppers.push(() => new Promise((resolve) => (documentServer.exitCode !== null ? resolve() : (documentServer.once('exit', resolve), documentServer.kill('SIGTERM')))));
    await new Promise((resolve, reject) => {
      documentServer.stdout.on('data', (chunk) => String(chunk).includes('serving ') && resolve());
      documentServer.once('exit', (code) => reject(new Error(`the document server exited (${code})`)));
    });
    const doc = `http://127.0.0.1:${docPort}`;

    const athletes = await signUpAthletes(backend.url, backend.anonKey);
    const visitor = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' };
    const events = await createBenchEvents(backend.databaseUrl);
    // one join and one leave before the load: a refusal here names its reason
    await json(`${backend.url}/rest/v1/rpc/join_event`, { method: 'POST', headers: { ...visitor, authorization: `Bearer ${athletes[0].token}` }, body: JSON.stringify({ p_event_id: events[0] }) });
    await json(`${backend.url}/rest/v1/rpc/leave_event`, { method: 'POST', headers: { ...visitor, authorization: `Bearer ${athletes[0].token}` }, body: JSON.stringify({ p_event_id: events[0] }) });
    log(`${athletes.length} athletes signed up; ${events.length} open upcoming events`);

    const meter = cpuMeter(() => {
      const below = descendants(backend.pid);
      return {
        api: [backend.pid, ...below.filter((p) => !p.name.startsWith('postgres')).map((p) => p.pid)],
        postgres: below.filter((p) => p.name.startsWith('postgres')).map((p) => p.pid),
        document: [documentServer.pid],
        generator: [process.pid],
      };
    });
    const context = { api: backend.url, anonKey: backend.anonKey, doc, athletes, events };
    const stages = [];
    for (const total of STAGES) {
      log(`stage: ${total} connections for ${STAGE_SECONDS} s`);
      const s = await stage(total, context, meter);
      stages.push(s);
      console.log(table([s]));
      for (const r of s.kinds) if (r.first_refusal) console.log(`  ${r.kind}, first refusal: ${r.first_refusal}`);
      if (s.broken.length) break;
    }
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const report = {
      commit, date: new Date().toISOString(), data: 'the seed (demo data)', cores: os.cpus().length,
      highest_within_goals: stages.filter((s) => !s.broken.length).at(-1)?.connections ?? null,
      limiting: limitingResource(stages.at(-1)), stages,
    };
    console.log(`\nhighest stage within the goals: ${report.highest_within_goals ?? 'none'} connections; limiting resource: ${report.limiting.name} (${report.limiting.percent} % of one core)`);
    if (SAVE) {
      await mkdir(path.dirname(RESULTS), { recursive: true });
      await writeFile(RESULTS, JSON.stringify(report, null, 2));
      await saveToDocs(report);
      log(`saved ${path.relative(ROOT, RESULTS)} and the Load section of docs/performance.md`);
    }
  } finally {
    await Promise.allSettled(stoppers.reverse().map((s) => s()));
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
