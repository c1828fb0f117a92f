/**
 * Rsbuild + Module Federation config shared by the shell and every remote, so the share
 * scope is declared once. Remotes derive their exposes from the route table in @quadra/contracts.
 */
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { exposeFileName, exposedModules, REMOTES, type RemoteName } from '@quadra/contracts';
import { chunkReport } from './plugins/chunk-report';
import { compileHints, EXPOSE_CHUNK_PREFIX } from './plugins/compile-hints';
import { precompressed } from './plugins/precompressed';
import { routeRemotes } from './plugins/route-remotes';
import { shellDocument } from './plugins/shell-document';
import { federationRuntimeAsEsm, reactRouterProductionBuild } from './production-resolution';
import { pluginServiceWorker } from './service-worker';
import { sharedFor } from './shared';
import { STARTUP_CHUNK, startupChunkTest } from './startup-chunk';

export { REACT_QUERY_EXPORTS, ROUTER_EXPORTS, SHARED } from './shared';

const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Ports: shell on QUADRA_WEB_PORT (default 4200), remotes on +1..+5 in REMOTES order. */
export function webPort(app: 'shell' | RemoteName): number {
  const base = Number(process.env.QUADRA_WEB_PORT ?? 4200);
  return app === 'shell' ? base : base + Object.keys(REMOTES).indexOf(app) + 1;
}

/** In `rsbuild dev`, `/config.json` and `/remotes.json` come from env, as `npm start` writes them. */
function devServerSetup(): NonNullable<RsbuildConfig['server']>['setup'] {
  return ({ action, server }) => {
    if (action !== 'dev') return;
    const api = process.env.SUPABASE_URL ?? `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`;
    const config = { supabaseUrl: api, supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? WELL_KNOWN_ANON_KEY };
    const remotes = Object.fromEntries(
      Object.keys(REMOTES).map((r) => [r, { entry: `http://localhost:${webPort(r as RemoteName)}/mf-manifest.json` }]),
    );
    const json = (body: unknown) => (_req: unknown, res: { setHeader(k: string, v: string): void; end(b: string): void }) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    server.middlewares.use('/config.json', json(config));
    server.middlewares.use('/remotes.json', json(remotes));
  };
}

function baseConfig(
  app: 'shell' | RemoteName,
  command: string,
  federation: Parameters<typeof pluginModuleFederation>[0],
): RsbuildConfig {
  return {
    plugins: [pluginReact(), pluginModuleFederation(federation), chunkReport, precompressed],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: command === 'build' ? reactRouterProductionBuild() : {} },
    html: { title: 'Quadra', meta: { viewport: 'width=device-width, initial-scale=1' } },
    server: {
      port: webPort(app),
      strictPort: true,
      historyApiFallback: true,
      cors: true,
      setup: devServerSetup(),
    },
    output: { cleanDistPath: true },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: { rspack: federationRuntimeAsEsm },
  };
}

/**
 * In production builds the shell provides the federation runtime to the remotes, so each remote
 * entry does not ship its own copy (~30 KB gzip each). `rsbuild dev` keeps it bundled so a remote
 * still runs standalone. `optimization.target: 'web'` drops the runtime's Node loading paths
 * (-2 KB gzip); the snapshot plugin stays, as remotes.json names each remote's mf-manifest.json.
 */
export function shellConfig() {
  return defineConfig(({ command }) => {
    const config = baseConfig('shell', command, {
      name: 'shell',
      remotes: {},
      shared: sharedFor(command),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: command === 'build' ? { provideExternalRuntime: true, optimization: { target: 'web' } } : undefined,
    });
    if (command !== 'build') return config;
    return {
      ...config,
      // The document's title is its head slot's, written per page by the server (DEFAULT_HEAD in index.html).
      html: { ...config.html, title: '' },
      // Repeat visits from cache: production builds only (a dev server's files change on every edit).
      plugins: [...(config.plugins ?? []), routeRemotes, shellDocument, compileHints((name) => name === 'index' || name === STARTUP_CHUNK.name), pluginServiceWorker],
      tools: { rspack: [federationRuntimeAsEsm, { optimization: { splitChunks: { cacheGroups: { startup: { ...STARTUP_CHUNK, test: startupChunkTest() } } } } }] },
    };
  });
}

export function remoteConfig(remote: RemoteName) {
  const exposes = Object.fromEntries(exposedModules(remote).map((m) => [m, `./src/exposes/${exposeFileName(m)}.tsx`]));
  return defineConfig(({ command }) => {
    const config = baseConfig(remote, command, {
      name: remote,
      exposes,
      shared: sharedFor(command),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: command === 'build' ? { externalRuntime: true, optimization: { target: 'web' } } : undefined,
    });
    return {
      ...config,
      output: { ...config.output, assetPrefix: 'auto' },
      plugins: [...(config.plugins ?? []), compileHints((name) => name === remote || name.startsWith(EXPOSE_CHUNK_PREFIX))],
      // A page's own code in as few files as can be: what two pages share is in both (a page loads
      // only its own), and the shared packages come from the shell.
      performance: { ...config.performance, chunkSplit: { strategy: 'all-in-one' } },
      // Absolute in dev, so deep links of the standalone harness and a dev shell both find the assets.
      // HMR off: the remote entry and the page entry each carry a hot runtime, and their chunk
      // versions clash ("Chunk is from another build"); a full reload on change is enough here.
      dev: { assetPrefix: `http://localhost:${webPort(remote)}/`, hmr: false, liveReload: true },
    };
  });
}

/**
 * The Node build of an app's `src/server/first-screen.tsx` (dist/server/first-screen.mjs): the
 * server-side render of its first screens, which its server answers (see scripts/serve-static.mjs).
 * Same React plugin and CSS Modules naming as the browser build, so the markup's classes are the
 * ones of the browser's CSS; `assetPrefix` '/' names the shell's assets as its browser build does.
 */
export function firstScreenServerConfig() {
  return defineConfig({
    plugins: [pluginReact()],
    source: { entry: { 'first-screen': './src/server/first-screen.tsx' } },
    resolve: {
      alias: { ...reactRouterProductionBuild(), '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'server-federation-runtime.ts') },
    },
    output: {
      target: 'node',
      distPath: { root: 'dist/server' },
      filename: { js: '[name].mjs' },
      assetPrefix: '/',
      cleanDistPath: true,
      minify: false,
    },
  });
}
