/**
 * First-load budgets per route, read from the build output (no browser, no timing): the JS a
 * route downloads before its main content renders is the shell's start (its document's scripts
 * and preloads, document.json) plus the route remote's entry and the exposed page's own files
 * (its mf-manifest.json, as the server names them in the document's preloads). Sizes are gzip
 * (level 9) of the built files, computed here so any build folder gives the same numbers.
 *
 * scripts/route-budgets.json holds each route's budget and what was last accepted (its bytes and
 * the modules of its files, from each app's chunk-report.json): a route over budget is reported
 * with how much it grew and which modules grew or came new.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

// A file shared by many routes is compressed once (keyed by its state: a rebuild changes it).
const gzipCache = new Map();
function gzipBytes(file) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(key);
}

/** A URL path or href of an app's file, relative to its dist folder. */
const local = (href) => href.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, '');

/**
 * Every remote route's first-load JS: `{ route, remote, files: [{ app, file, bytes, modules }] }`.
 * `distOf(project)`: an app's build folder. Files shared by several parts count once.
 */
export function routeFirstLoads(distOf, apps) {
  const shellDist = distOf('shell');
  const document = readJson(path.join(shellDist, 'document.json'));
  const shellFiles = [...document.app.scripts.map((s) => s.src), ...document.app.preloads.filter((p) => p.as === 'script').map((p) => p.href)].map(local);
  const projectOf = new Map(apps.map((a) => [a.name, a.project]));
  const reports = new Map();
  const reportOf = (project) => {
    if (!reports.has(project)) {
      const file = path.join(distOf(project), 'chunk-report.json');
      reports.set(project, existsSync(file) ? readJson(file) : {});
    }
    return reports.get(project);
  };
  const describe = (project, file) => ({
    app: project,
    file,
    bytes: gzipBytes(path.join(distOf(project), file)),
    modules: reportOf(project)[file]?.modules ?? {},
  });
  const manifests = new Map();
  return readJson(path.join(shellDist, 'route-remotes.json')).map(({ path: route, remote, module }) => {
    const project = projectOf.get(remote);
    if (!manifests.has(project)) manifests.set(project, readJson(path.join(distOf(project), 'mf-manifest.json')));
    const manifest = manifests.get(project);
    const entry = manifest.metaData.remoteEntry;
    const expose = manifest.exposes.find((e) => e.path === module);
    if (!expose) throw new Error(`${route}: ${remote} does not expose ${module}`);
    const remoteFiles = [`${entry.path ? `${entry.path}/` : ''}${entry.name}`, ...expose.assets.js.sync].map(local);
    const files = [...new Set(shellFiles)].map((f) => describe('shell', f)).concat([...new Set(remoteFiles)].map((f) => describe(project, f)));
    return { route, remote, files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  });
}

/** Modules of a route's files, `app:module` → source bytes; absolute paths (a clone's folder) cut. */
export function modulesOf(load) {
  const modules = {};
  for (const f of load.files) {
    for (const [name, size] of Object.entries(f.modules)) {
      if (!name) continue; // the bundler's runtime code: no module to name
      // The bundler's concatenated groups are named by their first module ('./src/x.tsx + 24
      // modules'): without the count, a group that gained a module is the same name, grown.
      const key = `${f.app}:${name.replace(/\/\S*?\/(?=(libs|node_modules)\/)/g, '').replace(/ \+ \d+ modules$/, '')}`;
      modules[key] = (modules[key] ?? 0) + size;
    }
  }
  return modules;
}

/**
 * Checks each route against `budgets` (scripts/route-budgets.json): returns the problems, each a
 * paragraph naming the route, its bytes, its budget, what grew since the recorded first load and
 * the modules new or grown (largest first). A route with no budget is a problem too.
 */
export function checkBudgets(loads, budgets) {
  const problems = [];
  for (const load of loads) {
    const budget = budgets.routes[load.route];
    if (!budget) {
      problems.push(`${load.route}: no budget in scripts/route-budgets.json (first load ${kb(load.bytes)} gzip).`);
      continue;
    }
    if (load.bytes <= budget.maxBytes) continue;
    const lines = [`${load.route}: ${kb(load.bytes)} of JS gzip before its screen renders, over its budget of ${kb(budget.maxBytes)} by ${kb(load.bytes - budget.maxBytes)}.`];
    lines.push(`  Grew by ${kb(load.bytes - budget.recordedBytes)} since the recorded ${kb(budget.recordedBytes)}.`);
    const before = budgets.modules ?? {};
    const grown = Object.entries(modulesOf(load))
      .map(([name, size]) => ({ name, growth: size - (before[name] ?? 0), isNew: !(name in before) }))
      .filter((m) => m.growth > 0)
      .sort((a, b) => b.growth - a.growth)
      .slice(0, 8);
    for (const m of grown) lines.push(`  ${m.isNew ? 'new' : 'grew'}: ${m.name} +${kb(m.growth)} (module source)`);
    if (!grown.length) lines.push('  No module grew: the files did (see the files below).');
    for (const f of load.files) lines.push(`  file ${f.app}/${f.file}: ${kb(f.bytes)}`);
    problems.push(lines.join('\n'));
  }
  return problems;
}

/** A new route's budget: its first load, plus this much room (less than a feature's worth). */
const NEW_ROUTE_ROOM = 2 * KB;

/** The budgets file with the current loads recorded as accepted (budgets themselves unchanged). */
export function recordLoads(loads, budgets) {
  const routes = {};
  const modules = {};
  for (const load of loads) {
    routes[load.route] = { maxBytes: budgets.routes[load.route]?.maxBytes ?? Math.ceil(load.bytes / KB) * KB + NEW_ROUTE_ROOM, recordedBytes: load.bytes };
    Object.assign(modules, modulesOf(load));
  }
  return { ...budgets, routes, modules: Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) };
}
