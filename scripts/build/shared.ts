/** Module Federation's share scope: declared once here, for the shell and every remote (rsbuild-app.ts). */
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
  'onlineManager',
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
export function sharedFor(command: string): Record<string, SharedConfig> {
  if (command === 'build') return SHARED;
  return Object.fromEntries(Object.entries(SHARED).map(([name, { treeShaking: _, ...config }]) => [name, config]));
}
