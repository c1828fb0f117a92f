/**
 * Rsbuild + Module Federation config shared by the shell and every remote, so the share
 * scope is declared once. Remotes derive their exposes from the route table in @quadra/contracts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, rspack, type HtmlBasicTag, type ModifyRspackConfigUtils, type RsbuildConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { exposeFileName, exposedModules, REMOTES, ROUTES, type RemoteName } from '@quadra/contracts';
import { appTags, DEFAULT_HEAD, DOCUMENT_FILE, fillTemplate, parseTemplate, type AppTags } from '../lib/document.mjs';
import { precompress } from '../lib/precompress.mjs';
import { pluginServiceWorker } from './service-worker';

const require = createRequire(import.meta.url);

const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * The react-router exports any app may use (apps import from 'react-router' only). Sharing the
 * whole package costs ~61 KB gzip; every app builds the same tree-shaken copy from this list
 * (~14 KB), so whichever app provides the singleton, all consumers find what they need. Using a
 * new router export means adding it here (the shell and remotes then rebuild);
 * shell/src/tree-shaken-shared.test.ts fails on an import missing from it.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;

/**
 * The TanStack Query exports any app may use, for the same reason as ROUTER_EXPORTS: the shared
 * build keeps these (and what they need) instead of the whole package. Types need no entry.
 */
export const REACT_QUERY_EXPORTS = [
  'defaultShouldDehydrateQuery',
  'QueryClient',
  'QueryClientProvider',
  'infiniteQueryOptions',
  'queryOptions',
  'useInfiniteQuery',
  'useMutation',
  'useMutationState',
  'useQuery',
  'useQueryClient',
] as const;

type SharedConfig = {
  singleton: true;
  requiredVersion: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

/**
 * One React, one router, one store, one Supabase client, one query cache, one toaster across the
 * app. Stateless workspace code (@quadra/contracts, @quadra/domain, @quadra/ui's components, the
 * endpoints of @quadra/data) is deliberately not shared: each app bundles only what it uses
 * (tree-shaken), instead of the first page paying for every screen's components and queries.
 */
export const SHARED: Record<string, SharedConfig> = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router': { ...singleton, treeShaking: { mode: 'runtime-infer', usedExports: [...ROUTER_EXPORTS] } },
  'react-router-dom': singleton,
  zustand: singleton,
  // supabase-js's parts (auth-js, postgrest-js; realtime-js and storage-js on first use) are
  // imported by @quadra/supabase only, a singleton: they come with it, once.
  sonner: singleton,
  // One QueryClient for the page: the cache, and the lib that creates it, must both be singletons.
  '@tanstack/react-query': { ...singleton, treeShaking: { mode: 'runtime-infer', usedExports: [...REACT_QUERY_EXPORTS] } },
  'react-hook-form': singleton,
  '@quadra/supabase': singleton,
  '@quadra/data/singletons': singleton,
  '@quadra/session': singleton,
};

/** `rsbuild dev` shares whole packages: tree-shaken shared builds are a production concern. */
function sharedFor(command: string): Record<string, SharedConfig> {
  if (command === 'build') return SHARED;
  return Object.fromEntries(Object.entries(SHARED).map(([name, { treeShaking: _, ...config }]) => [name, config]));
}

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

/**
 * Writes dist/chunk-report.json: for each emitted JS/CSS file, the npm packages and workspace
 * folders its modules come from. The web bench uses it to split bytes into app code and deps.
 */
const chunkReport: RsbuildPlugin = {
  name: 'quadra-chunk-report',
  setup(api) {
    api.onAfterBuild(({ stats }) => {
      if (!stats) return;
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true });
      // npm package name, workspace lib ('libs/ui'), the app's own code ('app'), or bundler runtime.
      const origin = (name: string) => {
        const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
        if (pkg) return pkg[1]!.startsWith('@module-federation/') ? 'runtime' : pkg[1]!;
        const lib = name.match(/libs\/[^/]+/);
        if (lib) return lib[0];
        return name.startsWith('./src/') ? 'app' : 'runtime';
      };
      const report: Record<string, { packages: string[] }> = {};
      for (const chunk of json.chunks ?? []) {
        const packages = new Set<string>();
        for (const m of chunk.modules ?? []) {
          for (const inner of m.modules ?? [m]) packages.add(origin(String(inner.name ?? inner.identifier ?? '')));
        }
        for (const file of chunk.files ?? []) report[file] = { packages: [...packages].sort() };
      }
      writeFileSync(path.join(api.context.distPath, 'chunk-report.json'), JSON.stringify(report, null, 1));
    });
  },
};

/**
 * Builds ship their compressed variants, written once here rather than by each server at its
 * start. Runs after the other plugins' writes. What `build` writes is what people download: the
 * strongest settings, slow. The e2e build is served only to the test browser: zlib, which took
 * 15 core-seconds for the six apps against 70 (in `npm test`, beside lint and typecheck).
 */
const precompressed: RsbuildPlugin = {
  name: 'quadra-precompressed',
  setup(api) {
    api.onAfterBuild({
      order: 'post',
      handler: async () => {
        if (api.context.action !== 'build') return;
        // The `build-e2e` target's folder (DIST_FOLDER in scripts/lib/stack.mjs).
        const forTests = path.basename(api.context.distPath) === 'dist-e2e';
        await precompress(api.context.distPath, { thorough: !forTests });
      },
    });
  },
};

/**
 * Writes the shell's dist/route-remotes.json: which remote and exposed module serve each route.
 * The server that writes the shell's document reads it to name them in the document, so the shell
 * starts fetching that remote while its own code arrives.
 */
const routeRemotes: RsbuildPlugin = {
  name: 'quadra-route-remotes',
  setup(api) {
    api.onAfterBuild(() => {
      const routes = ROUTES.flatMap((r) => (r.remote === 'shell' ? [] : [{ path: r.path, remote: r.remote, module: r.module }]));
      writeFileSync(path.join(api.context.distPath, 'route-remotes.json'), JSON.stringify(routes, null, 1));
    });
  },
};

/**
 * The modules the shell imports to start (its async boundary), as written where they are imported:
 * the data layer's early start (shell/src/index.ts), and the bootstrap, which it imports.
 */
const ENTRY_IMPORTS = ['./startup/start-data', '../bootstrap'];

/**
 * Every file the shell's start needs: the chunks of ENTRY_IMPORTS and of the shared packages those
 * consume as the shell provides them, transitively (react-dom, the router, the data layer…).
 */
function startupFiles(compilation: Rspack.Compilation): { files: string[]; base: string } {
  const json = compilation.getStats().toJson({
    all: false,
    chunks: true,
    chunkOrigins: true,
    chunkModules: true,
    dependentModules: true,
    nestedModules: true,
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
    publicPath: true,
  } satisfies Rspack.StatsOptions);
  const chunks = json.chunks ?? [];
  type Chunk = (typeof chunks)[number];
  const consumed = (chunk: Chunk) =>
    (chunk.modules ?? [])
      .flatMap((m) => m.modules ?? [m])
      .map((m) => /^consume shared module \(default\) (.+?)@/.exec(String(m.name ?? ''))?.[1])
      .filter((name): name is string => Boolean(name));
  // A consumer gets the share scope's copy, which the shell provides: the provider's chunks load.
  const providerOf = (pkg: string) => (chunk: Chunk) =>
    (chunk.origins ?? []).some((o) => String(o.moduleName ?? '').startsWith(`provide shared module (default) ${pkg}@`));
  const needed: Chunk[] = [];
  for (const request of ENTRY_IMPORTS) {
    const own = chunks.filter((c) => (c.origins ?? []).some((o) => o.request === request));
    if (own.length === 0) throw new Error(`quadra-shell-document: no chunk is imported as '${request}' (ENTRY_IMPORTS)`);
    needed.push(...own.filter((c) => !needed.includes(c)));
  }
  const packages = new Set<string>();
  for (let i = 0; i < needed.length; i += 1) {
    for (const pkg of consumed(needed[i]!)) {
      if (packages.has(pkg)) continue;
      packages.add(pkg);
      needed.push(...chunks.filter((c) => providerOf(pkg)(c) && !needed.includes(c)));
    }
  }
  const base = json.publicPath && json.publicPath !== 'auto' ? json.publicPath : '/';
  return { files: [...new Set(needed.flatMap((c) => c.files ?? []))].sort(), base };
}

/**
 * The shell's document. Its index.html (shell/index.html) is a template with named slots
 * (scripts/lib/document.mjs); the app's tags are kept apart as data: its entry scripts, fetched
 * at high priority ahead of everything else, and preloads of every file its start needs (without
 * them the browser learns of those only once the entry has run and the federation runtime asks
 * for them, one step later on the critical path). dist/document.json holds the template and those
 * tags, for the server that writes each request's document (scripts/serve-static.mjs);
 * dist/index.html is the document filled with them, for any other host.
 */
const shellDocument: RsbuildPlugin = {
  name: 'quadra-shell-document',
  setup(api) {
    const appOf = new Map<string, AppTags>();
    api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, filename }) => {
      const isScript = (tag: HtmlBasicTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
      const scripts = headTags.filter(isScript).map((tag) => ({ ...(tag.attrs as Record<string, string | boolean>), fetchpriority: 'high' }));
      const { files, base } = startupFiles(compilation);
      const preloads = files.flatMap((file): AppTags['preloads'] => {
        if (file.endsWith('.js')) return [{ href: `${base}${file}`, as: 'script' }];
        if (file.endsWith('.css')) return [{ href: `${base}${file}`, as: 'style' }];
        return [];
      });
      appOf.set(filename, { scripts, preloads });
      return { headTags: headTags.filter((tag) => !isScript(tag)), bodyTags };
    });
    api.modifyHTML((html, { compilation, filename }) => {
      const app = appOf.get(filename);
      if (!app) throw new Error(`quadra-shell-document: no app tags for ${filename}`);
      const template = parseTemplate(html);
      compilation.emitAsset(DOCUMENT_FILE, new rspack.sources.RawSource(JSON.stringify({ template, app })));
      return fillTemplate(template, { head: DEFAULT_HEAD, app: appTags(app) });
    });
  },
};

/**
 * V8's explicit compile hint (Chrome 136+) on the files a first load runs: their functions compile
 * while they stream in, off the main thread, instead of one by one as they are first called.
 * - The shell's entry and startup chunk (/events, Lighthouse, 5 runs: TBT 249 -> 206 ms, LCP
 *   2.61 -> 2.33 s).
 * - A remote's entry and its exposed pages' chunks: every module factory in them runs when the
 *   page loads (signed-in /event/:id, CPU profiles at 4x, medians of 9 loads: main-thread time
 *   965 -> 814 ms, time past 50 ms per task 55 -> 37 ms). Not their other chunks (forms, dialogs),
 *   which load when used.
 * Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** How Module Federation names the chunk of an exposed module. */
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';
const compileHints = (hinted: (chunkName: string) => boolean): RsbuildPlugin => ({
  name: 'quadra-compile-hints',
  setup(api) {
    api.processAssets({ stage: 'optimize-inline' }, ({ compilation, sources }) => {
      const chunks = [...compilation.chunks].filter((chunk) => typeof chunk.name === 'string' && hinted(chunk.name));
      for (const file of chunks.flatMap((chunk) => [...chunk.files])) {
        if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
      }
    });
  },
});

/**
 * Rspack resolves the federation runtime with require() (and its packages require one another),
 * so their CommonJS builds were bundled whole, with the runtime twice over; their ES builds let
 * the unused parts be dropped. FEDERATION_CJS catches the absolute paths Rspack resolved itself.
 */
const FEDERATION_PACKAGES = ['runtime-core', 'sdk', 'error-codes', 'runtime', 'webpack-bundler-runtime'];
const FEDERATION_CJS = /@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const esmSibling = (file: string) => [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((f) => existsSync(f)) ?? file;

const federationRuntimeAsEsm = (config: Rspack.Configuration, { appendPlugins, rspack }: ModifyRspackConfigUtils) => {
  appendPlugins(
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource) => {
      resource.request = esmSibling(resource.request);
    }),
  );
  config.resolve ??= {};
  config.resolve.alias = { ...federationEsmAliases(), ...(config.resolve.alias as Record<string, string>) };
};

function federationEsmAliases(): Record<string, string> {
  return Object.fromEntries(
    FEDERATION_PACKAGES.map((pkg) => {
      let dir = path.dirname(require.resolve(`@module-federation/${pkg}`));
      while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return [`@module-federation/${pkg}$`, path.join(dir, manifest.exports['.'].import.default)];
    }),
  );
}

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102),
 * which checks its dev warnings on every render and ships their text. Builds take its production
 * build, the same code with those checks off.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
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

function startupChunkTest(): Rspack.OptimizationSplitChunksCacheGroupTestFn {
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

const STARTUP_CHUNK = {
  name: 'startup',
  chunks: 'async',
  priority: 10,
  enforce: true,
} as const;

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
