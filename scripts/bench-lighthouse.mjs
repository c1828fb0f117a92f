#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package, its default mobile preset: simulated
 * slow 4G, 4x CPU slowdown, Moto G Power screen) against the production builds served as
 * `npm start` serves them, with the demo data, on `/events` and on `/event/:id` (the first event of
 * 'Eventos Disponíveis'). Each run starts from a cold cache (Lighthouse clears the origin's
 * storage). Medians of performance, FCP, LCP, TBT, CLS and accessibility over the runs are saved to
 * bench/results/lighthouse.json.
 * Flags: --runs N (default 3), --no-build, --report DIR (save each route's first full Lighthouse report
 * there, to read its critical chain, long tasks and LCP breakdown). Env: QUADRA_BENCH_LH_WEB_PORT (default 4850),
 * QUADRA_BENCH_LH_API_PORT (default 54850), CHROME_PATH (default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APPS, ROOT, buildApps, isBuilt, startBackend, startWebServers, webOrigins } from './lib/stack.mjs';

const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1]) || 3;
const reportDir = argv.includes('--report') ? path.resolve(argv[argv.indexOf('--report') + 1]) : null;
const basePort = Number(process.env.QUADRA_BENCH_LH_WEB_PORT ?? 4850);
const apiPort = Number(process.env.QUADRA_BENCH_LH_API_PORT ?? 54850);
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The goals; `/event/:id` has a performance goal only. */
const GOALS = {
  '/events': { performance: 0.95, lcpMs: 1500, tbtMs: 150, cls: 0.02, accessibility: 1 },
  '/event/:id': { performance: 0.9 },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The first upcoming event the list shows, as a visitor sees it. */
async function firstEventId(apiUrl, anonKey) {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/list_available_events`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_limit: 1 }),
  });
  if (!response.ok) throw new Error(`list_available_events: HTTP ${response.status}`);
  const [row] = await response.json();
  if (!row?.id) throw new Error('no upcoming event in the demo data');
  return row.id;
}

async function audit(url, port, reportFile = null) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (reportFile) await writeFile(reportFile, result.report);
  const { categories, audits } = result.lhr;
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    runtimeError: result.lhr.runtimeError?.message ?? null,
  };
}

function summarize(samples) {
  const pick = (key, digits) => round(median(samples.map((s) => s[key])), digits);
  return {
    performance: pick('performance', 2),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls', 3),
    accessibility: pick('accessibility', 2),
  };
}

function goalsMet(route, medians) {
  const goal = GOALS[route];
  const checks = {
    performance: goal.performance === undefined || medians.performance >= goal.performance,
    lcpMs: goal.lcpMs === undefined || medians.lcpMs <= goal.lcpMs,
    tbtMs: goal.tbtMs === undefined || medians.tbtMs <= goal.tbtMs,
    cls: goal.cls === undefined || medians.cls <= goal.cls,
    accessibility: goal.accessibility === undefined || medians.accessibility >= goal.accessibility,
  };
  return { ...goal, met: Object.values(checks).every(Boolean) };
}

async function main() {
  if (!argv.includes('--no-build')) await buildApps();
  else if (APPS.some((a) => !isBuilt(a))) await buildApps({ onlyMissing: true });

  const dataDir = path.join(ROOT, '.data', `bench-lighthouse-${apiPort}`);
  await rm(dataDir, { recursive: true, force: true });
  const backend = await startBackend({ port: apiPort, dataDir, siteUrl: `http://localhost:${basePort}`, allowedOrigins: webOrigins(basePort), log: false });
  let web = null;
  let chrome = null;
  try {
    web = await startWebServers({ basePort, stateDir: path.join(dataDir, 'web'), apiUrl: backend.url, anonKey: backend.anonKey });
    const eventId = await firstEventId(backend.url, backend.anonKey);
    const routes = [
      { route: '/events', url: `${web.shellUrl}/events` },
      { route: '/event/:id', url: `${web.shellUrl}/event/${eventId}` },
    ];
    chrome = await chromeLauncher.launch({
      chromePath,
      // A phone in Brazil: the server-rendered first screens' times are in São Paulo's zone.
      envVars: { ...process.env, TZ: 'America/Sao_Paulo' },
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    // Warm the servers (precompression, first file reads, first server-side renders), not the browser:
    // Lighthouse resets storage.
    for (const { url } of routes) await audit(url, chrome.port);

    if (reportDir) await mkdir(reportDir, { recursive: true });
    const results = {};
    const load = os.loadavg().map((n) => round(n, 2));
    for (const { route, url } of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const reportFile = reportDir && i === 0 ? path.join(reportDir, `${route.replace(/[^a-z]+/g, '-')}.json`) : null;
        const sample = await audit(url, chrome.port, reportFile);
        if (sample.runtimeError) throw new Error(`${route}: ${sample.runtimeError}`);
        samples.push(sample);
        console.log(`  ${route} run ${i + 1}: performance ${sample.performance}, FCP ${round(sample.fcpMs)} ms, LCP ${round(sample.lcpMs)} ms, TBT ${round(sample.tbtMs)} ms, CLS ${round(sample.cls, 3)}, accessibility ${sample.accessibility}`);
      }
      const medians = summarize(samples);
      results[route] = {
        medians,
        goal: goalsMet(route, medians),
        lcpElement: samples[0].lcpElement,
        runs: samples.map((s) => ({ performance: s.performance, accessibility: s.accessibility, fcpMs: round(s.fcpMs), lcpMs: round(s.lcpMs), tbtMs: round(s.tbtMs), cls: round(s.cls, 3) })),
      };
    }
    const result = {
      date: new Date().toISOString(),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runsPerRoute: runs,
      machine: { cpus: os.cpus().length, loadAverageAtStart: load, loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)) },
      routes: results,
    };
    await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    await writeFile(path.join(ROOT, 'bench/results/lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);

    console.log(`\nLighthouse ${result.lighthouse}, mobile preset, medians of ${runs} runs (load average ${load.join(' ')}):`);
    for (const [route, { medians, goal }] of Object.entries(results)) {
      console.log(`  ${route.padEnd(10)} performance ${medians.performance}, FCP ${medians.fcpMs} ms, LCP ${medians.lcpMs} ms, TBT ${medians.tbtMs} ms, CLS ${medians.cls}, accessibility ${medians.accessibility}  (goals: ${goal.met ? 'met' : 'NOT met'})`);
    }
    console.log('\nSaved bench/results/lighthouse.json');
  } finally {
    if (chrome) chrome.kill();
    if (web) await web.stop();
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
