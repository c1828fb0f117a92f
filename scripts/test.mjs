#!/usr/bin/env node
/**
 * `npm test`: lint and typecheck side by side, then the unit tests (vitest), then the route budgets
 * and the e2e suite (Playwright) on the apps that build in the background meanwhile.
 * Every runner runs even if an earlier one failed; each runner's summary is printed at the end and
 * the exit code is non-zero if any failed. `--skip=e2e,lint` leaves runners out.
 *
 * A runner passes only on a clean pass: exit code 0, at least one test run, no failed test, no
 * test file that failed to load or in a hook, no error outside a test, and no test that passed only
 * on a retry. The test runners' JSON reports are read for that, not their console lines. A flaky
 * test counts as failed in the closing line: it failed once, and a line that said "0 failed" over
 * a red run would hide it from whoever reads only that line.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './lib/stack.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skip = new Set(
  process.argv
    .filter((a) => a.startsWith('--skip='))
    .flatMap((a) => a.slice(7).split(','))
    .filter(Boolean),
);
const reports = await mkdtemp(path.join(os.tmpdir(), 'quadra-test-'));
const VITEST_REPORT = path.join(reports, 'vitest.json');
// Playwright's config writes its JSON report under test-results/<run id>/.
const E2E_RUN_ID = `npm-test-${Date.now()}`;
const PLAYWRIGHT_REPORT = path.join(ROOT, 'e2e', 'test-results', E2E_RUN_ID, 'results.json');

const suiteStarted = Date.now();
/** How many of each runner's slowest test files the closing time breakdown names. */
const SLOWEST_FILES = 8;

const RUNNERS = [
  // One ESLint run over the whole repository (the root config covers every file): the same rules as
  // each project's `nx lint`, without fourteen processes each loading the plugins and the project
  // graph (35 s against 74 s here), and the files no project owns are linted too.
  { id: 'lint', stage: 1, title: 'Lint (ESLint)', cmd: ['npx', ['eslint', '.']], summary: /✖ \d+ problems?/ },
  // The same compiles as `nx run-many -t typecheck`, with the workspaces that share compiler
  // options as one program: each lib checked once, not once per project importing it (44 s against 128 s).
  { id: 'typecheck', stage: 1, title: 'Typecheck (tsc)', cmd: ['node', ['--import', 'tsx', 'scripts/typecheck.ts']], summary: /^(✔|✘) tsc |^typecheck: / },
  {
    id: 'unit',
    stage: 2,
    title: 'Unit tests (vitest)',
    cmd: ['npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]],
    summary: /^\s*(Test Files|Tests|Errors)\s/,
    count: vitestResults,
  },
  {
    // Reads the e2e build's output (no browser): each route's first-load JS against its budget.
    id: 'budgets',
    stage: 3,
    title: 'Route budgets (build output)',
    before: awaitE2eBuild,
    cmd: ['node', ['scripts/check-route-budgets.mjs', '--target', 'build-e2e']],
    summary: /^route budgets:|over its budget/,
  },
  {
    id: 'e2e',
    stage: 4,
    title: 'E2E (Playwright, Chromium)',
    before: awaitE2eBuild,
    cmd: ['npx', ['playwright', 'test'], { cwd: path.join(ROOT, 'e2e'), env: { QUADRA_E2E_RUN_ID: E2E_RUN_ID, QUADRA_E2E_SKIP_BUILD: '1' } }],
    summary: /^\s*\d+ (passed|failed|flaky|skipped|did not run|interrupted)|^\s*\d+\) /,
    count: playwrightResults,
  },
];

/**
 * The apps the e2e suite serves are built in the background from the start: the build is CPU work
 * while vitest mostly waits on PostgreSQL, so the two overlap. Its log is printed when e2e begins.
 */
const E2E_BUILD_LOG = path.join(reports, 'build-e2e.log');
const e2eBuild = skip.has('e2e') && skip.has('budgets')
  ? null
  : new Promise((resolve) => {
      const log = createWriteStream(E2E_BUILD_LOG);
      const projects = APPS.map((a) => `@quadra/${a.project}`).join(',');
      const child = spawn('npx', ['nx', 'run-many', '-t', 'build-e2e', `--projects=${projects}`, '--outputStyle=static'], {
        cwd: ROOT,
        env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.on('close', (code) => log.end(() => resolve(code)));
    });

/** Waits for the background build; a failed build fails the runner with the build's log (printed once). */
let buildLogPrinted = false;
async function awaitE2eBuild() {
  const code = await e2eBuild;
  if (!buildLogPrinted) {
    buildLogPrinted = true;
    const log = await readFile(E2E_BUILD_LOG, 'utf8');
    process.stdout.write(code === 0 ? `${log.split('\n').filter((l) => /Successfully ran target|Ran target/.test(l)).join('\n')}\n` : log);
  }
  return code === 0 ? null : `the e2e build failed (exit ${code}): its log is above`;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * vitest's JSON report: failed tests, plus each file that failed with no failed test (it threw while
 * loading, or in a hook), plus the errors outside any test that only the console's `Errors` line counts.
 */
async function vitestResults(lines) {
  const report = await readJson(VITEST_REPORT);
  if (!report) return { passed: 0, failed: 0, skipped: 0, problems: ['no JSON report: vitest did not finish'] };
  const problems = [];
  let brokenFiles = 0;
  for (const file of report.testResults) {
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failedTests) problems.push(`failed: ${path.relative(ROOT, file.name)} › ${t.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      brokenFiles += 1;
      problems.push(`file failed: ${path.relative(ROOT, file.name)}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
  const errors = Number(lines.findLast((l) => /^\s*Errors\s+\d+ errors?/.test(l))?.match(/(\d+) error/)[1] ?? 0);
  if (errors) problems.push(`${errors} error(s) outside any test (see "Unhandled Errors" above)`);
  const slowest = report.testResults.map((file) => ({ file: path.relative(ROOT, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles + errors,
    skipped: report.numPendingTests + report.numTodoTests,
    problems,
    slowest,
  };
}

/** Playwright's JSON report: a test is failed, flaky (passed only on a retry) or passed. */
async function playwrightResults() {
  const report = await readJson(PLAYWRIGHT_REPORT);
  if (!report) return { passed: 0, failed: 0, skipped: 0, problems: ['no JSON report: Playwright did not finish'] };
  const problems = (report.errors ?? []).map((e) => `error: ${(e.message ?? '').split('\n')[0]}`);
  const secondsByFile = new Map();
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        secondsByFile.set(spec.file, (secondsByFile.get(spec.file) ?? 0) + ms / 1000);
        if (t.status === 'unexpected' || t.status === 'flaky') {
          problems.push(`${t.status === 'flaky' ? 'flaky (passed on a retry)' : 'failed'}: [${t.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const slowest = [...secondsByFile].map(([file, seconds]) => ({ file, seconds }));
  return { passed: expected, failed: unexpected + flaky, skipped, problems, slowest };
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Runs one runner. `buffered`: its output is kept and printed whole, under its title, when it ends
 * (runners side by side would otherwise mix their lines); else it is printed as it comes.
 */
async function runOne(runner, { buffered = false } = {}) {
  const out = buffered ? [] : null;
  const print = (chunk, stream) => (out ? out.push(chunk) : stream.write(chunk));
  if (!buffered) console.log(`\n━━━ ${runner.title} ━━━`);
  const started = Date.now();
  const cannotStart = await runner.before?.();
  if (cannotStart) {
    return { ...runner, ok: false, code: 1, seconds: (Date.now() - started) / 1000, summary: [], counts: { passed: 0, failed: 0, skipped: 0, problems: [cannotStart] } };
  }
  const [command, args, options = {}] = runner.cmd;
  return new Promise((resolve) => {
    const lines = [];
    let partial = '';
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk, stream) => {
      print(chunk, stream);
      partial += chunk.toString();
      const parts = partial.split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.map(stripAnsi));
    };
    child.stdout.on('data', (c) => collect(c, process.stdout));
    child.stderr.on('data', (c) => collect(c, process.stderr));
    child.on('close', async (code) => {
      if (partial) lines.push(stripAnsi(partial));
      if (out) process.stdout.write(Buffer.concat([Buffer.from(`\n━━━ ${runner.title} ━━━\n`), ...out]));
      const summary = lines.filter((l) => runner.summary.test(l) && !/npm warn/.test(l)).slice(-8);
      const counts = await runner.count?.(lines);
      if (counts && counts.passed + counts.failed === 0) counts.problems.push('ran no test');
      const ok = code === 0 && (!counts || counts.problems.length === 0);
      resolve({ ...runner, ok, code, seconds: (Date.now() - started) / 1000, summary, counts });
    });
  });
}

/**
 * Runners of one `stage` run side by side, the stages one after the other. Lint and typecheck share
 * one: ESLint keeps one core and tsc's three programs end on one, so one after the other left a
 * core idle once the background build was done.
 */
const results = [];
for (const stage of [...new Set(RUNNERS.map((r) => r.stage))]) {
  const runners = RUNNERS.filter((r) => r.stage === stage && !skip.has(r.id));
  const buffered = runners.length > 1;
  results.push(...(await Promise.all(runners.map((runner) => runOne(runner, { buffered })))));
}
await rm(reports, { recursive: true, force: true });

console.log('\n━━━ Summary ━━━');
for (const r of results) {
  console.log(`${r.ok ? '✔' : '✘'} ${r.title} — ${r.ok ? 'passed' : `FAILED (exit ${r.code}, ${r.counts?.failed ?? 0} failed)`} in ${r.seconds.toFixed(0)} s`);
  for (const line of r.summary) console.log(`    ${line.trim()}`);
  for (const problem of r.counts?.problems ?? []) console.log(`    ✘ ${problem}`);
}
// Where the time goes: each runner's wall time, and the test files that took longest (summed
// test time: files run side by side, so these add up to more than the runner's wall time).
console.log(`\n━━━ Time ━━━\ntotal ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s`);
for (const r of results) {
  console.log(`  ${r.title.padEnd(32)} ${r.seconds.toFixed(0).padStart(5)} s`);
  const slowest = (r.counts?.slowest ?? []).sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_FILES);
  for (const f of slowest) console.log(`      ${f.seconds.toFixed(0).padStart(5)} s  ${f.file}`);
}
// One plain closing line for CI: test totals over the test runners (vitest + Playwright).
const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) for (const k of Object.keys(total)) total[k] += r.counts?.[k] ?? 0;
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
const failed = results.filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
