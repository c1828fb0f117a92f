/**
 * `npm test`'s typecheck: the same checks as `nx run-many -t typecheck` (every workspace's tsconfig,
 * and each remote's contract with the shell), in fewer compiles. The workspaces that compile with
 * the same options (the libs, the shell and the remotes) are one program, so a lib is checked once
 * instead of once by every project that imports it; the others (the local server, the e2e suite)
 * are compiled apart. Feature teams keep `nx typecheck <project>`, with Nx's cache.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTscOutput, remoteOfProject, runTsc, writeContractCheck, type ContractCheck } from './lib/contract-check.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Workspace {
  dir: string;
  /** Its tsconfig's settings, everything but `include`. */
  settings: { extends?: string; compilerOptions?: object };
  /** Those settings as compared: workspaces with equal ones share a program. */
  options: string;
  include: string[];
}

/** The `/// <reference types="…">` of a workspace's own declaration files (not node_modules or builds), sorted. */
async function ambientTypes(dir: string, found = new Set<string>()): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && !/^(node_modules|dist|dist-e2e|test-results|\.)/.test(entry.name)) await ambientTypes(file, found);
    else if (entry.isFile() && entry.name.endsWith('.d.ts')) {
      for (const [, name] of (await readFile(file, 'utf8')).matchAll(/\/\/\/\s*<reference\s+types="([^"]+)"/g)) found.add(name!);
    }
  }
  return [...found].sort();
}

async function workspaces(): Promise<Workspace[]> {
  const { workspaces: patterns } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs: string[] = [];
  for (const pattern of patterns) {
    // The workspaces are named as `dir` or `dir/*` (npm's own patterns, as package.json writes them).
    if (!pattern.endsWith('/*')) dirs.push(pattern);
    else for (const entry of await readdir(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })) if (entry.isDirectory()) dirs.push(path.join(pattern.slice(0, -2), entry.name));
  }
  const found: Workspace[] = [];
  for (const dir of dirs.sort()) {
    const pkg = await readFile(path.join(ROOT, dir, 'package.json'), 'utf8').then(JSON.parse, () => null) as { scripts?: Record<string, string> } | null;
    if (!pkg?.scripts?.typecheck) continue;
    const { include = ['**/*'], ...settings } = JSON.parse(await readFile(path.join(ROOT, dir, 'tsconfig.json'), 'utf8')) as {
      include?: string[];
      extends?: string;
      compilerOptions?: object;
    };
    // `extends` is relative to the workspace: compared as the file it names. Paths of its own
    // (`exclude`, `files`, `references`) keep a workspace in a program of its own. The ambient types
    // a workspace declares (`/// <reference types>` in its .d.ts, e.g. the apps' `import.meta.env`)
    // are part of its settings: in one program they would reach every workspace, and a lib using
    // `import.meta.env` without declaring it would pass here and fail its own `nx typecheck`.
    const ownPaths = ['exclude', 'files', 'references'].some((key) => key in settings);
    const ambient = await ambientTypes(path.join(ROOT, dir));
    const options = ownPaths ? dir : JSON.stringify({ ...settings, extends: settings.extends && path.resolve(ROOT, dir, settings.extends), ambient });
    found.push({ dir, settings, options, include });
  }
  return found;
}

/** One tsconfig for workspaces with the same settings, written under `.typecheck/` (git-ignored). */
async function sharedProgram(group: Workspace[], checks: ContractCheck[], index: number): Promise<string> {
  const dir = path.join(ROOT, '.typecheck');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `program-${index}.json`);
  const { dir: firstDir, settings: first } = group[0]!;
  const rel = (p: string) => path.relative(dir, p);
  await writeFile(
    file,
    JSON.stringify({
      ...first,
      extends: first.extends && rel(path.resolve(ROOT, firstDir, first.extends)),
      compilerOptions: { ...first.compilerOptions, noEmit: true },
      include: [...group.flatMap((w) => w.include.map((p) => rel(path.join(ROOT, w.dir, p)))), ...checks.map((c) => rel(c.file))],
    }),
  );
  return file;
}

const found = await workspaces();
const groups = new Map<string, Workspace[]>();
for (const w of found) groups.set(w.options, [...(groups.get(w.options) ?? []), w]);

const checks: ContractCheck[] = [];
for (const w of found) {
  const remote = remoteOfProject(path.basename(w.dir));
  if (remote) checks.push(await writeContractCheck(remote, path.join(ROOT, w.dir)));
}

const programs = await Promise.all(
  [...groups.values()].map(async (group, i) => {
    const mine = checks.filter((c) => group.some((w) => c.remoteDir === path.join(ROOT, w.dir)));
    const tsconfig = group.length === 1 && !mine.length ? path.join(ROOT, group[0]!.dir, 'tsconfig.json') : await sharedProgram(group, mine, i);
    return { names: group.map((w) => w.dir), tsconfig, checks: mine };
  }),
);

let failed = false;
// Two at a time: tsc is one thread, the machine has two cores.
const queue = [...programs].sort((a, b) => b.names.length - a.names.length);
await Promise.all(
  [0, 1].map(async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const started = Date.now();
      const output = await runTsc(p.tsconfig, ROOT);
      const { contractErrors, otherErrors } = readTscOutput(output.text, ROOT, p.checks);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = output.code === 0 && !contractErrors.length && !otherErrors.length;
      failed ||= !ok;
      console.log(`${ok ? '✔' : '✘'} tsc ${p.names.join(', ')}${p.checks.length ? ' (+ the remotes\' contracts)' : ''}: ${ok ? 'no errors' : 'FAILED'} in ${seconds} s`);
      for (const line of [...contractErrors, ...otherErrors]) console.log(`    ${line}`);
      if (!ok && !contractErrors.length && !otherErrors.length) console.log(output.text);
    }
  }),
);
console.log(failed ? 'typecheck: FAILED' : `typecheck: ${found.length} workspaces, ${programs.length} programs, no errors`);
process.exit(failed ? 1 : 0);
