#!/usr/bin/env node
/**
 * `node scripts/check-route-budgets.mjs [--target build|build-e2e] [--record]`: checks every
 * route's first-load JS (scripts/lib/route-budgets.mjs) against scripts/route-budgets.json, from
 * the apps' build output (by default the e2e build, as `npm test` makes it). Fails naming each
 * route over budget, by how much, and the modules that grew. `--record` accepts the current loads
 * (keeps the budgets; a new route gets its load plus 2 KB): run it when a change was meant to grow.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, DIST_FOLDER } from './lib/stack.mjs';
import { checkBudgets, kb, recordLoads, routeFirstLoads } from './lib/route-budgets.mjs';

const BUDGETS_FILE = path.join(ROOT, 'scripts/route-budgets.json');
const argv = process.argv.slice(2);
const target = argv.includes('--target') ? argv[argv.indexOf('--target') + 1] : 'build-e2e';
const folder = DIST_FOLDER[target];
if (!folder) throw new Error(`--target: one of ${Object.keys(DIST_FOLDER).join(', ')}`);

const loads = routeFirstLoads((project) => path.join(ROOT, project, folder), APPS);
if (argv.includes('--record')) {
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(recordLoads(loads, JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'))), null, 1)}\n`);
  console.log(`recorded ${loads.length} routes in ${path.relative(ROOT, BUDGETS_FILE)}`);
}
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
const problems = checkBudgets(loads, budgets);
for (const load of loads) {
  const budget = budgets.routes[load.route]?.maxBytes;
  console.log(`${load.bytes > (budget ?? Infinity) ? '✘' : '✔'} ${load.route.padEnd(28)} ${kb(load.bytes).padStart(9)}  budget ${budget ? kb(budget) : '—'}`);
}
if (problems.length) {
  console.error(`\n${problems.join('\n\n')}`);
  process.exitCode = 1;
} else console.log(`route budgets: ${loads.length} routes within budget`);
