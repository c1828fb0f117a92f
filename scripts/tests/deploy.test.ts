/**
 * docs/deploy.md and the Dockerfiles under deploy/ agree with the code they ship (nothing is built:
 * this machine has no container engine): every environment variable a deployed server reads is
 * documented; each image copies files that exist, installs every package its entry point imports,
 * runs as a non-root user and checks a /health route the server has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';
// @ts-expect-error: a plain .mjs script without types
import { startStaticServer } from '../serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const DEPLOY_DOC = read('docs/deploy.md');

/** The repository's files an entry point reaches through relative imports (a .js import may name a .ts file). */
function reachableFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!));
      const found = [target, target.replace(/\.js$/, '.ts')].find((f) => existsSync(path.join(ROOT, f)));
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

/** Environment variables a source file reads: process.env.X, process.env['X'], { X } = process.env, env.X after env = process.env. */
export function environmentVariables(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) if (name) names.add(name);
  for (const [, , name] of source.matchAll(/process\.env\[(['"])([A-Z][A-Z0-9_]*)\1\]/g)) names.add(name!);
  for (const [, fields] of source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env/g)) {
    for (const field of fields!.split(',')) {
      const name = field.split(':')[0]!.trim();
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name);
    }
  }
  for (const [, alias] of source.matchAll(/(?:const|let)\s+(\w+)\s*=\s*process\.env\b/g)) {
    for (const [, name] of source.matchAll(new RegExp(`\\b${alias}\\.([A-Z][A-Z0-9_]*)`, 'g'))) names.add(name!);
  }
  return [...names].sort();
}

/** Bare package names a file imports (node: built-ins left out; `@scope/pkg/sub` -> `@scope/pkg`). */
function packagesImported(source: string): string[] {
  const names = new Set<string>();
  const specs = [
    ...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\brequire(?:\.resolve)?\s*\(\s*[`'"]([^`'"$]+)/g),
  ].map((m) => m[1]!);
  for (const spec of specs) {
    if (spec.startsWith('node:') || spec.startsWith('.')) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names];
}

type Dockerfile = { copies: string[]; user: string | null; exposed: string[]; healthcheck: string | null; cmd: string[] };

function parseDockerfile(file: string): Dockerfile {
  const text = read(file).replace(/\\\n/g, ' ');
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const finalStage = lines.slice(lines.map((l) => l.startsWith('FROM ')).lastIndexOf(true));
  const arg = (line: string) => line.replace(/^\S+\s+/, '');
  const exec = (json: string) => JSON.parse(json) as string[];
  const cmd = finalStage.filter((l) => l.startsWith('CMD ')).at(-1);
  const health = finalStage.filter((l) => l.startsWith('HEALTHCHECK ')).at(-1);
  return {
    // COPY sources from the build context (not --from another stage)
    copies: lines.filter((l) => l.startsWith('COPY ') && !l.includes('--from=')).flatMap((l) => arg(l).split(/\s+/).slice(0, -1)),
    user: finalStage.filter((l) => l.startsWith('USER ')).map(arg).at(-1) ?? null,
    exposed: finalStage.filter((l) => l.startsWith('EXPOSE ')).flatMap((l) => arg(l).split(/\s+/)),
    healthcheck: health ? arg(health) : null,
    cmd: cmd ? exec(arg(cmd)) : [],
  };
}

/** A variable is documented when a table row of docs/deploy.md names it in backticks. */
function expectDocumented(variables: string[]) {
  const rows = DEPLOY_DOC.split('\n').filter((line) => line.startsWith('|'));
  const missing = variables.filter((name) => !rows.some((row) => row.includes(`\`${name}\``)));
  expect(missing, 'environment variables read by the server but missing from docs/deploy.md').toEqual([]);
}

function expectImageBasics(image: Dockerfile) {
  expect(image.user, 'the final stage runs as a non-root user').toBeTruthy();
  expect(['root', '0']).not.toContain(image.user);
  expect(image.healthcheck, 'the image has a HEALTHCHECK').toMatch(/\/health/);
  for (const source of image.copies) if (source !== '.') expect(existsSync(path.join(ROOT, source)), `COPY ${source}`).toBe(true);
}

describe('the document server (deploy/document-server/Dockerfile)', () => {
  const image = parseDockerfile('deploy/document-server/Dockerfile');
  const sources = reachableFiles('scripts/serve-static.mjs');

  it('runs serve-static.mjs as a non-root user, with a health check on the port it listens on', () => {
    expectImageBasics(image);
    expect(image.cmd.slice(0, 2)).toEqual(['node', 'scripts/serve-static.mjs']);
    const port = image.cmd[image.cmd.indexOf('--port') + 1]!;
    expect(image.exposed).toContain(port);
    expect(image.healthcheck).toContain(`127.0.0.1:${port}/health`);
    expect(read('scripts/serve-static.mjs')).toMatch(/app\.get\('\/health'/);
  });

  it('answers the health check over HTTP', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quadra-health-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const server = (await startStaticServer({ dir, port: await freePort(), host: '127.0.0.1', apiUrl: 'http://127.0.0.1:1' })) as { url: string; close(): Promise<void> };
    try {
      const response = await fetch(`${server.url}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('installs every package the server imports at run time', () => {
    const pinned = (JSON.parse(read('deploy/document-server/package.json')) as { dependencies: Record<string, string> }).dependencies;
    const installed = Object.keys(pinned);
    const imported = [...new Set(sources.flatMap((f) => packagesImported(read(f))))].sort();
    expect(imported.length).toBeGreaterThan(2);
    expect(imported.filter((p) => !installed.includes(p))).toEqual([]);
    // the same versions the repository is tested with
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string }> };
    for (const name of installed) expect(`${name}@${pinned[name]}`).toBe(`${name}@${lock.packages[`node_modules/${name}`]?.version}`);
  });

  it('documents every environment variable the server reads', () => {
    const variables = [...new Set(sources.flatMap((f) => environmentVariables(read(f))))];
    expect(variables).toContain('SUPABASE_URL');
    expectDocumented(variables);
  });
});

const WORKER = 'jobs/src/worker/main.ts';
describe('the job worker (deploy/jobs-worker/Dockerfile)', () => {
  const image = parseDockerfile('deploy/jobs-worker/Dockerfile');
  const sources = reachableFiles(WORKER);

  it('runs the bundled worker as a non-root user, with a health route the worker serves', () => {
    expectImageBasics(image);
    expect(read('deploy/jobs-worker/Dockerfile')).toContain(WORKER);
    expect(sources.some((f) => /\.get\('\/health'/.test(read(f))), `${WORKER} serves GET /health`).toBe(true);
  });

  it('installs every package the worker imports (the jobs workspace’s dependencies)', () => {
    const installed = Object.keys((JSON.parse(read('jobs/package.json')) as { dependencies: Record<string, string> }).dependencies);
    const imported = [...new Set(sources.flatMap((f) => packagesImported(read(f))))];
    expect(imported.filter((p) => !installed.includes(p))).toEqual([]);
  });

  it('documents every environment variable the worker reads', () => {
    expectDocumented([...new Set(sources.flatMap((f) => environmentVariables(read(f))))]);
  });
});

describe('reading a server’s environment variables', () => {
  it('finds each way the code reads one', () => {
    const source = `const a = process.env.ALPHA; const b = process.env['BETA'];
      const { GAMMA: g, DELTA } = process.env; const env = process.env; env.EPSILON;`;
    expect(environmentVariables(source)).toEqual(['ALPHA', 'BETA', 'DELTA', 'EPSILON', 'GAMMA']);
  });
});
