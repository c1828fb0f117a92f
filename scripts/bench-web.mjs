#!/usr/bin/env node
/**
 * `npm run bench:web`: opens /events in Chromium with a cold cache (a fresh browser context per
 * run) against the production builds served as `npm start` serves them, and reports what was
 * downloaded before mf_events' EventsPage first rendered: gzip bytes of JS and CSS split into
 * shell / shared deps / remote, the number of requests, and navigation-to-remote-render time.
 * Then the main screens side by side (scripts/lib/bench-screens.mjs, the same list bench:lighthouse
 * opens): LCP and first heading or card of /events, /event/:id, /search?q=fut and /profile/:id
 * (visitor and signed in), /my-events and /notifications (signed in), as a visitor, signed in on a
 * cold device and signed in returning,
 * throttled as Lighthouse's mobile preset; with the load average of the machine.
 * Saves bench/results/web.json. Flags: --runs N (default 5), --no-backend, --no-build,
 * --screens-only (skip the bytes), --bytes-only (skip the screens). Env QUADRA_BENCH_DIST_ROOT: serve `<it>/<project>` instead of each
 * app's dist/ (with --screens-only).
 *
 * --large: events at scale. Measures a cold /events until its first cards show (bytes on the wire,
 * JS + CSS + data, from Chromium's network log; time from navigation) on two stacks started by the
 * same run from the same builds: the demo data, and the demo data plus 100,000 events (half past,
 * half upcoming) and 1,000,000 participations loaded into its throwaway database
 * (supabase/bench/load-large.ts). Runs alternate between the two.
 * Goal: at most 1.1x the bytes and 1.2x the time of the demo. Saves bench/results/web-large.json.
 */
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import os from 'node:os';
import { paths } from '@quadra/contracts';
import { benchScreens, median, screensTable } from './lib/bench-screens.mjs';
import { APPS, ROOT, buildApps, isBuilt, startBackend, startWebServers, webOrigins } from './lib/stack.mjs';

const BUDGET_JS_GZIP = 160 * 1024;
const ROUTE = paths.events;
const MARK = 'quadra:render:mf_events/./EventsPage';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const runs = Number(argv[argv.indexOf('--runs') + 1]) || 5;
const basePort = Number(process.env.QUADRA_BENCH_WEB_PORT ?? 4800);
const apiPort = Number(process.env.QUADRA_BENCH_API_PORT ?? 54800);

const kb = (n) => Math.round((n / 1024) * 10) / 10;

/** Workspace libs shared as singletons: bytes of theirs count as shared deps, like npm packages. */
const SHARED_LIBS = new Set(['libs/ui', 'libs/session', 'libs/supabase']);

/**
 * Per app, which emitted files hold only dependencies, and what each file is made of
 * (dist/chunk-report.json, see rsbuild-app.ts).
 */
async function chunkReports() {
  const deps = new Set();
  const packagesOf = new Map();
  for (const app of APPS) {
    const report = JSON.parse(await readFile(path.join(ROOT, app.project, 'dist/chunk-report.json'), 'utf8'));
    for (const [file, { packages }] of Object.entries(report)) {
      packagesOf.set(`${app.project}/${file}`, packages.filter((p) => p !== 'runtime'));
      const own = packages.filter((p) => p !== 'runtime' && (p === 'app' || (p.startsWith('libs/') && !SHARED_LIBS.has(p))));
      if (own.length === 0 && packages.some((p) => p !== 'runtime')) deps.add(`${app.project}/${file}`);
    }
  }
  return { deps, packagesOf };
}

async function gzipSize(file) {
  const gz = await stat(`${file}.gz`).catch(() => null);
  if (gz) return gz.size;
  // Small files are served as they are.
  return (await stat(file)).size;
}

async function measure(browser, shellUrl, appByPort, { deps: shared, packagesOf }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(shellUrl + ROUTE);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 60_000 });
  const { renderedAt, resources } = await page.evaluate((mark) => {
    const renderedAt = performance.getEntriesByName(mark)[0].startTime;
    const resources = performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime <= renderedAt)
      .map((r) => ({ url: r.name, transfer: r.transferSize, type: r.initiatorType }));
    return { renderedAt, resources };
  }, MARK);
  await context.close();

  const groups = { shell: { js: 0, css: 0 }, shared: { js: 0, css: 0 }, remote: { js: 0, css: 0 } };
  const files = [];
  let transferred = 0;
  for (const r of resources) {
    transferred += r.transfer;
    const url = new URL(r.url);
    const app = appByPort.get(Number(url.port));
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!app || !kind) continue;
    const rel = url.pathname.replace(/^\//, '');
    const file = path.join(ROOT, app.project, 'dist', rel);
    if (!existsSync(file)) continue;
    const size = await gzipSize(file);
    // Entry files (the shell's bootstrap, a remote's container) count for their app, runtime included.
    const isEntry = !rel.includes('/async/');
    const group = !isEntry && shared.has(`${app.project}/${rel}`) ? 'shared' : app.name === 'shell' ? 'shell' : 'remote';
    groups[group][kind] += size;
    // An entry file lists every shared module it can provide; name only what async chunks hold.
    const packages = isEntry ? ['entry'] : (packagesOf.get(`${app.project}/${rel}`) ?? []);
    files.push({ app: app.project, file: rel, group, gzipBytes: size, packages });
  }
  return { renderedAt, requests: resources.length + 1, transferred, groups, files };
}

/** The first card of the events list on screen: set by an init script, read after it appears. */
const CARDS_SCRIPT = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('article')) {
      window.__quadraCardsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * One cold load of /events until its first card shows: bytes on the wire (Chromium's
 * encodedDataLength: compressed bodies plus headers) of every request finished by then, split into
 * the API (data) and the static files (JS, CSS, HTML), and the time from navigation.
 */
async function measureLoaded(browser, shellUrl, apiOrigin) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(CARDS_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = new Map();
  const finished = [];
  cdp.on('Network.requestWillBeSent', (e) => sent.set(e.requestId, { url: e.request.url, at: e.timestamp }));
  cdp.on('Network.loadingFinished', (e) => {
    const req = sent.get(e.requestId);
    finished.push({ url: req?.url ?? '', bytes: e.encodedDataLength, ms: req ? (e.timestamp - req.at) * 1000 : 0 });
  });
  await page.goto(shellUrl + ROUTE);
  await page.waitForFunction(() => typeof globalThis.__quadraCardsAt === 'number', null, { timeout: 120_000 });
  const cardsAt = await page.evaluate(() => globalThis.__quadraCardsAt);
  const done = [...finished];
  const cards = await page.locator('article').count();
  await context.close();
  const api = done.filter((r) => r.url.startsWith(apiOrigin));
  const sum = (rs) => rs.reduce((n, r) => n + r.bytes, 0);
  return {
    cardsAt,
    cards,
    bytes: { total: sum(done), data: sum(api), static: sum(done) - sum(api) },
    apiRequests: api.map((r) => `${new URL(r.url).pathname} ${r.bytes} B ${Math.round(r.ms)} ms`),
    dataMs: Math.max(0, ...api.filter((r) => r.url.includes('/rpc/list_available_events')).map((r) => r.ms)),
  };
}

async function loadLargeData(databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'supabase/bench/load-large.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`loading the large data set failed (exit ${code})`);
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * Two stacks side by side, the same builds: one backend with the demo data and one with the large
 * set loaded on top of it, each with its own web servers. Runs alternate between them, so a busy
 * machine slows both alike.
 */
async function benchLarge(browser, demoStack, largeStack) {
  console.log('\n  loading 100,000 events and 1,000,000 participations into the second backend…');
  const data = await loadLargeData(largeStack.backend.databaseUrl);
  console.log(`  loaded ${JSON.stringify(data)}`);
  const stacks = { demo: demoStack, large: largeStack };
  const samples = { demo: [], large: [] };
  for (const name of ['demo', 'large']) await measureLoaded(browser, stacks[name].shellUrl, stacks[name].apiOrigin); // warm the servers
  for (let i = 0; i < runs; i++) {
    for (const name of i % 2 ? ['large', 'demo'] : ['demo', 'large']) {
      samples[name].push(await measureLoaded(browser, stacks[name].shellUrl, stacks[name].apiOrigin));
    }
  }
  const summary = (xs) => ({
    cardsShown: xs[0].cards,
    bytes: xs[0].bytes,
    apiRequests: xs[0].apiRequests,
    dataRequestMs: Math.round(median(xs.map((x) => x.dataMs))),
    navigationToCardsMs: { median: Math.round(median(xs.map((x) => x.cardsAt))), runs: xs.map((x) => Math.round(x.cardsAt)) },
  });
  const demo = summary(samples.demo);
  const large = summary(samples.large);
  console.log(`\n/events until the first cards show, cold cache, ${runs} alternating runs each:`);
  for (const [label, x] of [['demo data ', demo], ['large data', large]]) {
    console.log(`  ${label}: ${kb(x.bytes.total)} KB on the wire (data ${kb(x.bytes.data)} KB, list request ${x.dataRequestMs} ms), first cards after ${x.navigationToCardsMs.median} ms (${x.navigationToCardsMs.runs.join(', ')})`);
  }
  const ratio = {
    bytes: Math.round((large.bytes.total / demo.bytes.total) * 1000) / 1000,
    time: Math.round((large.navigationToCardsMs.median / demo.navigationToCardsMs.median) * 1000) / 1000,
  };
  const result = {
    date: new Date().toISOString(),
    route: ROUTE,
    coldCacheRuns: runs,
    measuredUntil: 'first event card in the DOM (navigation start = 0); runs alternate between the two stacks',
    largeData: data,
    demo,
    large,
    ratio,
    goal: { bytesAtMost: 1.1, timeAtMost: 1.2, met: ratio.bytes <= 1.1 && ratio.time <= 1.2 },
  };
  await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench/results/web-large.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`  large / demo: bytes ${ratio.bytes}x (goal ≤ 1.1), time ${ratio.time}x (goal ≤ 1.2): ${result.goal.met ? 'OK' : 'OVER'}`);
  console.log('\nSaved bench/results/web-large.json');
}

/** The main screens, visitor / signed in cold / signed in returning: bench/results/web-screens.json. */
async function writeScreens(browser, shellUrl, backend, loadBefore) {
  console.log(`\nMain screens, ${runs} runs each (throttled as Lighthouse's mobile preset)…`);
  const rows = await benchScreens(browser, { shellUrl, apiUrl: backend.url, anonKey: backend.anonKey, runs });
  const result = { date: new Date().toISOString(), runs, loadAverage: { before: loadBefore, after: os.loadavg() }, cpus: os.cpus().length, rows };
  await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench/results/web-screens.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${screensTable(rows)}`);
  console.log(`\nload average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${result.loadAverage.after.map((n) => n.toFixed(2)).join(' ')} (${result.cpus} CPUs)`);
  console.log('Saved bench/results/web-screens.json');
}

async function main() {
  if (!flag('--no-build')) await buildApps();
  else if (APPS.some((a) => !isBuilt(a))) await buildApps({ onlyMissing: true });

  const dataDir = path.join(ROOT, '.data', `bench-web-${apiPort}`);
  let backend = null;
  if (!flag('--no-backend')) {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-large`, { recursive: true, force: true });
    backend = await startBackend({ port: apiPort, dataDir, siteUrl: `http://localhost:${basePort}`, allowedOrigins: webOrigins(basePort), log: false }).catch((error) => {
      console.warn(`backend not started (${error.message.split('\n')[0]}); measuring without data`);
      return null;
    });
  }
  let largeStack = null;
  if (flag('--large')) {
    if (!backend) throw new Error('--large needs the backend');
    const largeWebPort = basePort + 10;
    const largeBackend = await startBackend({ port: apiPort + 10, dataDir: `${dataDir}-large`, siteUrl: `http://localhost:${largeWebPort}`, allowedOrigins: webOrigins(largeWebPort), log: false });
    const largeWeb = await startWebServers({ basePort: largeWebPort, stateDir: path.join(`${dataDir}-large`, 'web'), apiUrl: largeBackend.url, anonKey: largeBackend.anonKey });
    largeStack = { backend: largeBackend, web: largeWeb, shellUrl: largeWeb.shellUrl, apiOrigin: new URL(largeBackend.url).origin };
  }
  const web = await startWebServers({
    basePort,
    // Builds copied elsewhere (e.g. main's, to compare with a change in one run of the machine).
    distRoot: process.env.QUADRA_BENCH_DIST_ROOT,
    stateDir: path.join(dataDir, 'web'),
    apiUrl: backend?.url ?? `http://127.0.0.1:${apiPort}`,
    anonKey: backend?.anonKey,
  });
  const appByPort = new Map(APPS.map((a, i) => [basePort + i, a]));
  const shared = await chunkReports();
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  try {
    if (largeStack) {
      await benchLarge(browser, { backend, shellUrl: web.shellUrl, apiOrigin: new URL(backend.url).origin }, largeStack);
      return;
    }
    const loadBefore = os.loadavg();
    if (flag('--screens-only')) {
      await writeScreens(browser, web.shellUrl, backend, loadBefore);
      return;
    }
    await measure(browser, web.shellUrl, appByPort, shared); // warm the servers, not the browser
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, web.shellUrl, appByPort, shared));

    const first = samples[0];
    const js = { shell: first.groups.shell.js, sharedDeps: first.groups.shared.js, remote: first.groups.remote.js };
    const css = { shell: first.groups.shell.css, sharedDeps: first.groups.shared.css, remote: first.groups.remote.css };
    const totalJs = js.shell + js.sharedDeps + js.remote;
    const result = {
      date: new Date().toISOString(),
      route: ROUTE,
      coldCacheRuns: runs,
      budgetJsGzipBytes: BUDGET_JS_GZIP,
      withinBudget: totalJs <= BUDGET_JS_GZIP,
      jsGzipBytes: { ...js, total: totalJs },
      cssGzipBytes: { ...css, total: css.shell + css.sharedDeps + css.remote },
      requestsBeforeRender: first.requests,
      transferredBytesAsServed: first.transferred,
      navigationToRemoteRenderMs: {
        median: Math.round(median(samples.map((s) => s.renderedAt))),
        runs: samples.map((s) => Math.round(s.renderedAt)),
      },
      files: first.files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
    await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    await writeFile(path.join(ROOT, 'bench/results/web.json'), `${JSON.stringify(result, null, 2)}\n`);

    console.log(`\n/events, cold cache, ${runs} runs (JS and CSS fetched before EventsPage first rendered, gzip):`);
    console.log(`  JS   shell ${kb(js.shell)} KB + shared deps ${kb(js.sharedDeps)} KB + remote ${kb(js.remote)} KB = ${kb(totalJs)} KB  (budget ${kb(BUDGET_JS_GZIP)} KB: ${result.withinBudget ? 'OK' : 'OVER'})`);
    console.log(`  CSS  ${kb(result.cssGzipBytes.total)} KB`);
    console.log(`  requests ${result.requestsBeforeRender}, transferred as served ${kb(result.transferredBytesAsServed)} KB`);
    console.log(`  navigation → remote first render: median ${result.navigationToRemoteRenderMs.median} ms (${result.navigationToRemoteRenderMs.runs.join(', ')})`);
    console.log('  largest:');
    for (const f of result.files.slice(0, 10)) console.log(`    ${kb(f.gzipBytes).toString().padStart(6)} KB  ${f.group.padEnd(6)} ${f.app}/${f.file}  (${f.packages.join(', ')})`);
    console.log('\nSaved bench/results/web.json');
    if (backend && !flag('--bytes-only')) await writeScreens(browser, web.shellUrl, backend, loadBefore);
  } finally {
    await browser.close();
    await web.stop();
    if (backend) await backend.stop();
    if (largeStack) {
      await largeStack.web.stop();
      await largeStack.backend.stop();
      await rm(`${dataDir}-large`, { recursive: true, force: true });
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
