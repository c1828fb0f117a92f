import { createRequire } from 'node:module';
import type { Rspack } from '@rsbuild/core';

const require = createRequire(import.meta.url);

/**
 * The packages every page's first render needs, which the shell provides, in one file instead of
 * one per package: over HTTP/1.1 a browser opens 6 connections per origin, and each further file
 * waits for a free one (28 requests before /events rendered, 17 with this). Chosen by package name
 * (each module's package.json), and for a package only part of which starts with every page, by
 * the name of its shared module: that module and what it imports from its own package.
 */
const STARTUP_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@supabase/postgrest-js',
  'zustand',
  '@quadra/session',
  '@quadra/supabase',
]);
const STARTUP_MODULES = ['@quadra/data/singletons'];
/** Modules of those packages that load later (with auth-js): kept out of the startup file. */
const LATER_MODULES = ['@quadra/supabase/session-cookie'];

type ModuleGraph = Parameters<Rspack.OptimizationSplitChunksCacheGroupTestFn>[1]['moduleGraph'];
type Module = Parameters<Rspack.OptimizationSplitChunksCacheGroupTestFn>[0];

export function startupChunkTest(): Rspack.OptimizationSplitChunksCacheGroupTestFn {
  // Resolved as the apps import them: a renamed module fails the build here instead of leaving the chunk.
  const startupFiles = new Set(STARTUP_MODULES.map((name) => require.resolve(name)));
  const laterFiles = new Set(LATER_MODULES.map((name) => require.resolve(name)));
  const resolved = (module: Module) => (module as Rspack.NormalModule).resourceResolveData;
  /** A startup module, or one its own package's startup modules import (directly or not). */
  const reached = (module: Module, moduleGraph: ModuleGraph, visiting: Set<Module>): boolean => {
    const data = resolved(module);
    if (!data?.path || visiting.has(module)) return false;
    if (startupFiles.has(data.path)) return true;
    visiting.add(module);
    return moduleGraph.getIncomingConnections(module).some(({ originModule: origin }) => {
      return origin !== null && resolved(origin)?.descriptionFilePath === data.descriptionFilePath && reached(origin, moduleGraph, visiting);
    });
  };
  return (module, { moduleGraph }) => {
    const pkg: unknown = resolved(module)?.descriptionFileData?.name;
    if (laterFiles.has(resolved(module)?.path ?? '')) return false;
    return typeof pkg === 'string' && (STARTUP_PACKAGES.has(pkg) || reached(module, moduleGraph, new Set()));
  };
}

export const STARTUP_CHUNK = {
  name: 'startup',
  chunks: 'async',
  priority: 10,
  enforce: true,
} as const;
