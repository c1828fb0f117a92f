// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS } from '../../../scripts/build/rsbuild-app';

const ROOT = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function appSourceDirs(): string[] {
  const top = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const libs = readdirSync(path.join(ROOT, 'libs')).map((name) => path.join('libs', name));
  return [...top, ...libs].map((dir) => path.join(ROOT, dir, 'src'));
}

/** Value (not type-only) names imported from the router packages in one file. */
function routerImports(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router singleton', () => {
  // It is built tree-shaken to ROUTER_EXPORTS: anything else would be undefined in production.
  it('holds every router export the shell, remotes and libs import', () => {
    const allowed = new Set<string>(ROUTER_EXPORTS);
    const missing: string[] = [];
    for (const dir of appSourceDirs()) {
      for (const file of sources(dir).filter((f) => !/\.test\.tsx?$/.test(f))) {
        for (const name of routerImports(readFileSync(file, 'utf8'))) {
          if (!allowed.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('sees the imports it checks', () => {
    expect(routerImports("import { Link, type To, useNavigate as go } from 'react-router';")).toEqual(['Link', 'useNavigate']);
    expect(routerImports("import type { Location } from 'react-router';")).toEqual([]);
  });
});
