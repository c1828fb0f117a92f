// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_QUERY_EXPORTS, ROUTER_EXPORTS } from '../../scripts/build/rsbuild-app';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // src/server/: server-side renders, built for Node with their own copies, never federated.
    if (entry.isDirectory()) return ['node_modules', 'dist', 'server'].includes(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function appSourceDirs(): string[] {
  const top = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const libs = readdirSync(path.join(ROOT, 'libs')).map((name) => path.join('libs', name));
  return [...top, ...libs].map((dir) => path.join(ROOT, dir, 'src'));
}

/** Value (not type-only) names imported in one file from the packages `from` matches. */
function valueImports(code: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (match[1] || !from.test(match[3]!)) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Names imported from `from` by the shell, remotes and libs (tests aside) that `allowed` lacks. */
function missingFrom(allowed: readonly string[], from: RegExp): string[] {
  const known = new Set<string>(allowed);
  const missing: string[] = [];
  for (const dir of appSourceDirs()) {
    for (const file of sources(dir).filter((f) => !/\.test\.tsx?$/.test(f))) {
      for (const name of valueImports(readFileSync(file, 'utf8'), from)) {
        if (!known.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    }
  }
  return missing;
}

// These shared singletons are built tree-shaken to an export list (scripts/build/rsbuild-app.ts):
// an export not on it would be undefined in production.
describe('the tree-shaken shared packages', () => {
  it('react-router holds every router export the shell, remotes and libs import', () => {
    expect(missingFrom(ROUTER_EXPORTS, /^react-router(?:-dom)?$/)).toEqual([]);
  });

  it('@tanstack/react-query holds every export the shell, remotes and libs import', () => {
    expect(missingFrom(REACT_QUERY_EXPORTS, /^@tanstack\/react-query$/)).toEqual([]);
  });

  it('sees the imports it checks', () => {
    const router = /^react-router$/;
    expect(valueImports("import { Link, type To, useNavigate as go } from 'react-router';", router)).toEqual(['Link', 'useNavigate']);
    expect(valueImports("import type { Location } from 'react-router';", router)).toEqual([]);
    expect(valueImports("import { useQueries } from '@tanstack/react-query';", router)).toEqual([]);
    expect(missingFrom(['useQuery'], /^@tanstack\/react-query$/).length).toBeGreaterThan(0);
  });
});
