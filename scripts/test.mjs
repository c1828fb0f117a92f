#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit tests (vitest) and the e2e suite (Playwright), in that order.
 * Every runner runs even if an earlier one failed; each runner's summary is printed at the end and
 * the exit code is non-zero if any failed. `--skip=e2e,lint` leaves runners out.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skip = new Set(
  process.argv
    .filter((a) => a.startsWith('--skip='))
    .flatMap((a) => a.slice(7).split(','))
    .filter(Boolean),
);

const nx = (target) => ['npx', ['nx', 'run-many', '-t', target, '--outputStyle=static']];
const RUNNERS = [
  { id: 'lint', title: 'Lint (ESLint via Nx)', cmd: nx('lint'), summary: /Successfully ran target|Ran target .* for|failed|✖ \d+ problems?/ },
  { id: 'typecheck', title: 'Typecheck (tsc via Nx)', cmd: nx('typecheck'), summary: /Successfully ran target|Ran target .* for|failed/ },
  { id: 'unit', title: 'Unit tests (vitest)', cmd: ['npx', ['vitest', 'run']], summary: /^\s*(Test Files|Tests)\s/, count: vitestCounts },
  { id: 'e2e', title: 'E2E (Playwright, Chromium)', cmd: ['npx', ['playwright', 'test'], { cwd: path.join(ROOT, 'e2e') }], summary: /^\s*\d+ (passed|failed|flaky|skipped|did not run)|^\s*\d+\) /, count: playwrightCounts },
];

/** vitest's last `Tests  2 failed | 300 passed | 1 skipped (303)` line. */
function vitestCounts(lines) {
  const line = lines.findLast((l) => /^\s*Tests\s+.*\(\d+\)\s*$/.test(l));
  const n = (word) => Number(line?.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: n('passed'), failed: n('failed'), skipped: n('skipped') + n('todo') };
}

/** Playwright's closing `  40 passed (3.1m)`, `  2 failed`, `  1 flaky`, `  3 skipped`, `  1 did not run` lines. */
function playwrightCounts(lines) {
  const n = (word) =>
    lines.reduce((sum, l) => sum + Number(l.match(new RegExp(`^\\s*(\\d+) ${word}\\b`))?.[1] ?? 0), 0);
  // Flaky tests passed on a retry (Playwright exits 0 for them).
  return { passed: n('passed') + n('flaky'), failed: n('failed') + n('interrupted'), skipped: n('skipped') + n('did not run') };
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');

function runOne(runner) {
  const [command, args, options = {}] = runner.cmd;
  return new Promise((resolve) => {
    const started = Date.now();
    const lines = [];
    let partial = '';
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    const collect = (chunk, stream) => {
      stream.write(chunk);
      partial += chunk.toString();
      const parts = partial.split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.map(stripAnsi));
    };
    child.stdout.on('data', (c) => collect(c, process.stdout));
    child.stderr.on('data', (c) => collect(c, process.stderr));
    child.on('close', (code) => {
      if (partial) lines.push(stripAnsi(partial));
      const summary = lines.filter((l) => runner.summary.test(l) && !/npm warn/.test(l)).slice(-8);
      const counts = runner.count?.(lines);
      // A failed test fails the runner even when its process exits 0 (an exit hook in a dependency
      // of the test servers can reset vitest's exit code).
      const ok = code === 0 && !(counts?.failed > 0);
      resolve({ ...runner, ok, code, seconds: (Date.now() - started) / 1000, summary, counts });
    });
  });
}

const results = [];
for (const runner of RUNNERS) {
  if (skip.has(runner.id)) continue;
  console.log(`\n━━━ ${runner.title} ━━━`);
  results.push(await runOne(runner));
}

console.log('\n━━━ Summary ━━━');
for (const r of results) {
  console.log(`${r.ok ? '✔' : '✘'} ${r.title} — ${r.ok ? 'passed' : `FAILED (exit ${r.code}, ${r.counts?.failed ?? 0} failed)`} in ${r.seconds.toFixed(0)} s`);
  for (const line of r.summary) console.log(`    ${line.trim()}`);
}
// One plain closing line for CI: test totals over the test runners (vitest + Playwright).
const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) for (const k of Object.keys(total)) total[k] += r.counts?.[k] ?? 0;
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
const failed = results.filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
