#!/usr/bin/env node
/**
 * `npm run test:mutation`: StrykerJS over the pure code (libs/domain, libs/data, the server's pure
 * modules), one target after the other, then one line per target with its mutation score against
 * its target score (docs/mutation-testing.md). Not part of `npm test`: a full run takes tens of minutes.
 *
 *   npm run test:mutation                         every target, in full
 *   npm run test:mutation -- domain               one target (domain, data, server)
 *   npm run test:mutation -- domain --incremental only the mutants whose code or tests changed since
 *                                                 the last run (reports/mutation/<target>.incremental.json)
 *   npm run test:mutation -- domain --mutate=libs/domain/src/rules/**\/*.ts    one folder while you work
 *                                                 (reports as <target>-part; --as=<name> names them)
 *
 * The HTML report of each target lands in reports/mutation/<target>.html (gitignored).
 * Exit code 1 when a full run of a target scores below its target.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stryker } from '@stryker-mutator/core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = 'reports/mutation';

const notTests = (dir) => [`!${dir}/**/*.test.{ts,tsx}`, `!${dir}/testing/**`];

/** What each target mutates, the vitest project whose tests must kill the mutants, and its goal. */
const TARGETS = {
  domain: {
    mutate: ['libs/domain/src/**/*.ts', ...notTests('libs/domain/src')],
    vitestConfig: 'libs/domain/vitest.config.ts',
    // Stryker runs vitest in worker threads, where the config's `env.TZ` does not reach the clock
    // the date rules read: the test processes get it from their parent instead.
    // The team draw's property tests draw 100 random rosters instead of 1,000 (they took 89 % of the
    // domain's test time, and a surviving mutant runs them all).
    env: { TZ: 'America/Sao_Paulo', QUADRA_PROPERTY_RUNS: '100' },
    goal: 85,
  },
  data: {
    // The hooks, endpoints and mappings; the test helpers (src/testing) are not product code.
    mutate: ['libs/data/src/**/*.{ts,tsx}', ...notTests('libs/data/src')],
    vitestConfig: 'libs/data/vitest.config.ts',
    goal: 70,
  },
  server: {
    // The local server's pure modules: PostgREST query parsing and the request body's depth guard.
    mutate: ['supabase/server/rest/parse.ts', 'supabase/server/rest/parse-cursor.ts', 'supabase/server/http/json-depth.ts'],
    vitestConfig: 'supabase/vitest.config.ts',
    // Their own tests (REST against a small fixture schema, the request guards):
    // every database test reaches the parser through the server, and would make each run hours long.
    testFiles: ['supabase/server/rest/rest.test.ts', 'supabase/server/http/body-limit.test.ts'],
    goal: undefined,
  },
};

const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const mutateArg = args.find((a) => a.startsWith('--mutate='))?.slice('--mutate='.length);
// `--as=<name>`: the reports' (and incremental file's) name, for two `--mutate` runs side by side.
const asArg = args.find((a) => a.startsWith('--as='))?.slice('--as='.length);
const named = args.filter((a) => !a.startsWith('--'));
const unknown = named.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  console.error(`Unknown target(s): ${unknown.join(', ')}. Targets: ${Object.keys(TARGETS).join(', ')}.`);
  process.exit(2);
}
const chosen = named.length > 0 ? named : Object.keys(TARGETS);
if (mutateArg && chosen.length !== 1) {
  console.error('--mutate needs exactly one target (e.g. `npm run test:mutation -- domain --mutate=...`).');
  process.exit(2);
}

process.chdir(ROOT);
const lines = [];
let belowGoal = false;
for (const name of chosen) {
  const target = TARGETS[name];
  // A `--mutate` run measures a part: its reports do not replace the last full run's.
  const report = `${REPORTS}/${asArg ?? (mutateArg ? `${name}-part` : name)}`;
  const started = Date.now();
  Object.assign(process.env, target.env);
  const stryker = new Stryker({
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    // Each project's config finds its tests under its own folder.
    vitest: { configFile: target.vitestConfig, dir: path.dirname(target.vitestConfig) },
    mutate: mutateArg ? mutateArg.split(',') : target.mutate,
    ...(target.testFiles ? { testFiles: target.testFiles } : {}),
    // Per-test coverage: each mutant runs only the tests that reach its code.
    coverageAnalysis: 'perTest',
    // A static mutant (a module-level constant: a message catalogue, a limits table) needs every test
    // re-run with the modules loaded again: a fifth of the mutants took 85 % of the time (hours here).
    // They are reported as ignored; docs/mutation-testing.md says what that leaves untested.
    ignoreStatic: true,
    // Two cores shared with other work: one test process by default (MUTATION_CONCURRENCY=2 for two).
    concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
    // A mutant that loops forever (a `<` turned into `<=` in a loop) is killed after this much over its dry run.
    timeoutMS: 10_000,
    // Every run records its results for the next `--incremental` one of the same scope.
    incremental: true,
    force: !incremental,
    incrementalFile: `${report}.incremental.json`,
    reporters: ['html', 'json', 'clear-text', 'progress'],
    htmlReporter: { fileName: `${report}.html` },
    jsonReporter: { fileName: `${report}.json` },
    clearTextReporter: { reportScoreTable: true, reportMutants: false, allowEmojis: false },
    // The sandbox is a copy of the repository without what no test reads.
    ignorePatterns: ['reports', 'dist', 'dist-e2e', 'e2e', 'bench', 'docs', '.data', '.nx', 'coverage', 'test-results'],
    // Only the code under test gets `// @ts-nocheck` (the scripts' .d.mts files cannot take it).
    disableTypeChecks: '{libs,supabase}/**/*.{ts,tsx}',
    // One folder per target and part: two runs may go side by side.
    tempDirName: `.stryker-tmp/${path.basename(report)}`,
    cleanTempDir: 'always',
    thresholds: { high: 85, low: 70, break: null },
  });
  const results = await stryker.runMutationTest();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const count = (...statuses) => results.filter((r) => statuses.includes(r.status)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  const score = detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);
  const full = !mutateArg;
  const verdict = target.goal === undefined ? '' : score >= target.goal ? ` (goal ${target.goal} %: met)` : ` (goal ${target.goal} %: NOT met)`;
  if (full && target.goal !== undefined && score < target.goal) belowGoal = true;
  lines.push(
    `${name.padEnd(7)} ${score.toFixed(2).padStart(6)} %${full ? verdict : ' (--mutate: a part only)'}  ` +
      `${detected} killed, ${count('Survived')} survived, ${count('NoCoverage')} without a test, ` +
      `${count('CompileError', 'RuntimeError')} invalid, ${count('Ignored')} ignored; ${minutes} min; report ${report}.html`,
  );
}
console.log(`\nMutation scores${incremental ? ' (incremental)' : ''}:\n${lines.join('\n')}`);
process.exit(belowGoal ? 1 : 0);
