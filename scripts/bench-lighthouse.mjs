#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package, its default mobile preset: simulated
 * slow 4G, 4x CPU slowdown, Moto G Power screen) against the production builds served as
 * `npm start` serves them, with the demo data: the main screens as a visitor and as the demo
 * athlete Ana signed in on a cold device (her session on it, no HTTP cache, no service worker, no
 * persisted query cache), with the browser's clock in São Paulo and in Manaus. The runs go round by
 * round (every case once per round). Medians of performance, FCP, LCP, TBT, CLS and accessibility
 * over the runs, with the load average and Lighthouse's benchmark index of the CPU, are saved to
 * bench/results/lighthouse.json, with TBT's formula applied to each run's trace by the wall clock
 * (what Lighthouse's TBT follows) and by the main thread's CPU time (the page's own blocking, without
 * the time its thread waited for a core of this machine: scripts/lib/trace-blocking.mjs).
 * Flags: --runs N (default 3), --no-build, --zones A,B (default America/Sao_Paulo,America/Manaus),
 * --screens A,B (only these screens, by label: /events,/event/:id), --who visitor|'signed in',
 * --report DIR (save each first full Lighthouse report there, to read its critical chain, long tasks
 * and LCP breakdown, with its trace as `….trace.json`). Env: QUADRA_BENCH_LH_WEB_PORT (default 4850), QUADRA_BENCH_LH_API_PORT
 * (default 54850), CHROME_PATH (default /usr/bin/chromium).
 * Before and after a change, side by side: `--save-build DIR` copies the apps' builds to DIR and
 * stops; after the change, `--compare DIR` serves that build beside this checkout's and runs every
 * case on both in each round (each first in turn): the machine's speed moves TBT more than most
 * changes do, so only runs taken side by side compare. Its figures, with each case's main-thread
 * work, go to bench/results/lighthouse-compare.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ATHLETE, firstEventId, mainScreens, median, signedInState, userIdOf } from './lib/bench-screens.mjs';
import { APPS, ROOT, buildApps, distOf, isBuilt, startBackend, startWebServers, webOrigins } from './lib/stack.mjs';
import { observedBlockingTime } from './lib/trace-blocking.mjs';

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 3;
const zones = (option('--zones') ?? 'America/Sao_Paulo,America/Manaus').split(',');
/** Only these screens (their labels: '/events', '/event/:id'…) and only these people, when given. */
const onlyScreens = option('--screens')?.split(',') ?? null;
const onlyWho = option('--who') ?? null;
const reportDir = option('--report') ? path.resolve(option('--report')) : null;
const saveBuildDir = option('--save-build') ? path.resolve(option('--save-build')) : null;
const compareDir = option('--compare') ? path.resolve(option('--compare')) : null;
/** The compared build's servers: on the ports after this checkout's. */
const COMPARED_PORT_OFFSET = 20;
const basePort = Number(process.env.QUADRA_BENCH_LH_WEB_PORT ?? 4850);
const apiPort = Number(process.env.QUADRA_BENCH_LH_API_PORT ?? 54850);
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Issue 30's goals, for every route, visitor and signed in, in every zone. */
const GOAL = { performance: 0.95, lcpMs: 1200, tbtMs: 150, cls: 0.02 };

const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

async function audit(url, port, { reportFile = null } = {}) {
  const result = await lighthouse(url, {
    port,
    // coldDevice has emptied the origin (and put a session there when signed in): Lighthouse's own
    // reset would clear part of it and keep the rest.
    disableStorageReset: true,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (reportFile) {
    await writeFile(reportFile, result.report);
    // The trace its figures were simulated from: which task ran what, and for how long.
    await writeFile(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  }
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
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    mainThreadMs: audits['mainthread-work-breakdown'].numericValue,
    observedBlockingMs: observedBlockingTime(result.artifacts.Trace, result.lhr.configSettings.throttling.cpuSlowdownMultiplier),
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

function goalsMet(medians) {
  const met = medians.performance >= GOAL.performance && medians.lcpMs <= GOAL.lcpMs && medians.tbtMs <= GOAL.tbtMs && medians.cls <= GOAL.cls;
  return { ...GOAL, met };
}

/**
 * Empties the Lighthouse browser's profile of the origin: cookies, localStorage, the HTTP cache,
 * service worker, IndexedDB (the persisted query cache) and Cache Storage. Lighthouse's own reset
 * leaves cookies and localStorage, so a visitor audited after a signed-in one was signed in.
 * With `state` (a signed-in athlete's cookies and localStorage), puts that session back on it.
 */
async function coldDevice(chromePort, shellUrl, state = null) {
  // Attached only meanwhile: a Playwright connection left on would instrument the audited page
  // (measured: TBT 400–700 ms on a visitor's /events with it attached).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const origin = new URL(shellUrl).origin;
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await context.clearCookies();
  if (state) await context.addCookies(state.cookies);
  await page.goto(`${shellUrl}/manifest.webmanifest`);
  const items = state?.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await page.close();
  await browser.close();
}

/** Which code a build is of: the checkout's commit, and whether files differed from it. */
function checkoutCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  return { commit: git('rev-parse', '--short', 'HEAD'), uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '' };
}

/** Where --save-build notes which code it saved. */
const SAVED_BUILD_FILE = 'saved-build.json';

/** --save-build: each app's build as it is now, for a later --compare. */
async function saveBuild(dir) {
  await rm(dir, { recursive: true, force: true });
  for (const app of APPS) await cp(distOf(app), path.join(dir, app.project), { recursive: true });
  await writeFile(path.join(dir, SAVED_BUILD_FILE), `${JSON.stringify(checkoutCommit())}\n`);
  console.log(`Saved the builds of ${APPS.map((a) => a.project).join(', ')} to ${dir}; after the change: --compare ${dir}`);
}

/** What --save-build noted of a saved build (its commit; never its folder, a path of this machine); null for a folder it did not write. */
async function savedBuildOf(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, SAVED_BUILD_FILE), 'utf8'));
  } catch {
    return null;
  }
}

async function main() {
  if (!argv.includes('--no-build')) await buildApps();
  else if (APPS.some((a) => !isBuilt(a))) await buildApps({ onlyMissing: true });
  if (saveBuildDir) return saveBuild(saveBuildDir);

  /** This checkout's build, and with --compare the saved one, each with servers of its own. */
  const builds = [
    { label: 'this checkout', basePort, distRoot: undefined },
    ...(compareDir ? [{ label: 'saved build', basePort: basePort + COMPARED_PORT_OFFSET, distRoot: compareDir }] : []),
  ];
  const dataDir = path.join(ROOT, '.data', `bench-lighthouse-${apiPort}`);
  await rm(dataDir, { recursive: true, force: true });
  const allowedOrigins = builds.flatMap((b) => webOrigins(b.basePort));
  const backend = await startBackend({ port: apiPort, dataDir, siteUrl: `http://localhost:${basePort}`, allowedOrigins, log: false });
  /** One browser per zone (its clock's zone is the process's TZ), all open at once. */
  const browsers = [];
  try {
    for (const [i, build] of builds.entries()) {
      const stateDir = path.join(dataDir, `web-${i}`);
      build.web = await startWebServers({ basePort: build.basePort, stateDir, apiUrl: backend.url, anonKey: backend.anonKey, distRoot: build.distRoot });
    }
    const eventId = await firstEventId(backend.url, backend.anonKey);
    const helper = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      for (const build of builds) {
        build.state = await signedInState(helper, build.web.shellUrl, backend.url, backend.anonKey, DEMO_ATHLETE.email, DEMO_ATHLETE.password);
      }
    } finally {
      await helper.close();
    }
    const screens = mainScreens(eventId, userIdOf(builds[0].state));
    const cases = screens
      .filter((s) => !onlyScreens || onlyScreens.includes(s.label))
      .flatMap((s) => [...(s.visitor ? [{ ...s, who: 'visitor' }] : []), { ...s, who: 'signed in' }])
      .filter((c) => !onlyWho || c.who === onlyWho);
    if (reportDir) await mkdir(reportDir, { recursive: true });
    const load = os.loadavg().map((n) => round(n, 2));
    for (const zone of zones) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        envVars: { ...process.env, TZ: zone },
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      browsers.push({ zone, chrome });
    }
    const once = async ({ path: routePath, who }, build, chrome, reportFile = null) => {
      await coldDevice(chrome.port, build.web.shellUrl, who === 'signed in' ? build.state : null);
      return audit(`${build.web.shellUrl}${routePath}`, chrome.port, { reportFile });
    };
    // Warm the servers (precompression, first file reads, first server-side renders), not the browser.
    for (const build of builds) for (const { chrome } of browsers) for (const c of cases) await once(c, build, chrome);
    // Round by round, each case once per round (on each build, in turn first): this machine's speed
    // drifts over minutes, and a slow stretch then falls on every case's runs alike instead of on
    // one case's median.
    const samplesOf = new Map();
    for (let i = 0; i < runs; i++) {
      for (const { zone, chrome } of browsers) {
        for (const c of cases) {
          for (const build of i % 2 ? [...builds].reverse() : builds) {
            const key = `${c.label} · ${c.who} · ${zone}${compareDir ? ` · ${build.label}` : ''}`;
            const reportFile = reportDir && i === 0 ? path.join(reportDir, `${key.replace(/[^a-z]+/gi, '-')}.json`) : null;
            const sample = await once(c, build, chrome, reportFile);
            if (sample.runtimeError) throw new Error(`${key}: ${sample.runtimeError}`);
            if (!samplesOf.has(key)) samplesOf.set(key, { c, zone, build, samples: [] });
            samplesOf.get(key).samples.push(sample);
            console.log(`  ${key} run ${i + 1}: performance ${sample.performance}, FCP ${round(sample.fcpMs)} ms, LCP ${round(sample.lcpMs)} ms, TBT ${round(sample.tbtMs)} ms (trace: ${round(sample.observedBlockingMs?.wallClock ?? NaN)} wall, ${round(sample.observedBlockingMs?.cpuTime ?? NaN)} CPU), CLS ${round(sample.cls, 3)}, accessibility ${sample.accessibility}, benchmark index ${round(sample.benchmarkIndex)}`);
          }
        }
      }
    }
    const indexes = [...samplesOf.values()].flatMap(({ samples }) => samples.map((s) => s.benchmarkIndex)).sort((a, b) => a - b);
    const results = {};
    for (const [key, { c, zone, build, samples }] of samplesOf) {
      const medians = summarize(samples);
      results[key] = {
        route: c.label,
        who: c.who,
        zone,
        ...(compareDir ? { build: build.label } : {}),
        medians,
        // All the main thread's work of the load (Lighthouse's mainthread-work-breakdown), long tasks or not.
        mainThreadMs: round(median(samples.map((s) => s.mainThreadMs))),
        // Lighthouse's formula on the observed trace (scripts/lib/trace-blocking.mjs), by the wall
        // clock and by the main thread's CPU time: the first follows TBT, the gap between them is
        // the time the page's main thread waited for a core of this machine.
        observedBlockingMs: {
          wallClock: round(median(samples.map((s) => s.observedBlockingMs?.wallClock ?? NaN))),
          cpuTime: round(median(samples.map((s) => s.observedBlockingMs?.cpuTime ?? NaN))),
        },
        goal: goalsMet(medians),
        lcpElement: samples[0].lcpElement,
        runs: samples.map((s) => ({ performance: s.performance, accessibility: s.accessibility, fcpMs: round(s.fcpMs), lcpMs: round(s.lcpMs), tbtMs: round(s.tbtMs), cls: round(s.cls, 3), benchmarkIndex: round(s.benchmarkIndex), mainThreadMs: round(s.mainThreadMs), observedBlockingMs: s.observedBlockingMs && { wallClock: round(s.observedBlockingMs.wallClock), cpuTime: round(s.observedBlockingMs.cpuTime) } })),
      };
    }
    const result = {
      date: new Date().toISOString(),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runsPerRoute: runs,
      ...(compareDir ? { compared: { 'this checkout': checkoutCommit(), 'saved build': (await savedBuildOf(compareDir)) ?? { commit: null } } } : {}),
      machine: {
        cpus: os.cpus().length,
        loadAverageAtStart: load,
        loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
        // Lighthouse's measure of the CPU it ran on, at each run's start (higher is faster).
        benchmarkIndex: { min: round(indexes[0]), median: round(median(indexes)), max: round(indexes.at(-1)) },
      },
      routes: results,
    };
    const resultFile = `bench/results/${compareDir ? 'lighthouse-compare' : 'lighthouse'}.json`;
    await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    await writeFile(path.join(ROOT, resultFile), `${JSON.stringify(result, null, 2)}\n`);

    const { benchmarkIndex } = result.machine;
    console.log(
      `\nLighthouse ${result.lighthouse}, mobile preset, medians of ${runs} runs (load average ${load.join(' ')}; ` +
        `benchmark index ${benchmarkIndex.min}–${benchmarkIndex.max}, median ${benchmarkIndex.median}):`,
    );
    for (const [key, { medians, goal, mainThreadMs, observedBlockingMs }] of Object.entries(results)) {
      console.log(
        `  ${key.padEnd(48)} performance ${medians.performance}, FCP ${medians.fcpMs} ms, LCP ${medians.lcpMs} ms, TBT ${medians.tbtMs} ms ` +
          `(from the trace: ${observedBlockingMs.wallClock} ms by wall clock, ${observedBlockingMs.cpuTime} ms by CPU time), CLS ${medians.cls}, ` +
          `accessibility ${medians.accessibility}, main thread ${mainThreadMs} ms  (goals: ${goal.met ? 'met' : 'NOT met'})`,
      );
    }
    console.log(`\nSaved ${resultFile}`);
  } finally {
    for (const { chrome } of browsers) chrome.kill();
    for (const build of builds) if (build.web) await build.web.stop();
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
