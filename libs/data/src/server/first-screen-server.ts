import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteRoute } from '@quadra/contracts';
import { configureSupabase, parseRuntimeConfig } from '@quadra/supabase';
import { DbError } from '../client/errors';
import { createQueryClient } from '../client/query-client';
import { firstScreenOf, signedInFrameData } from '../pages/first-screens';
import type { PageData } from '../pages/page-data';
import { SERVER_FIRST_SCREENS } from '../pages/server-first-screens';

export type { FirstScreenModule, FirstScreenRemote } from '../pages/server-first-screens';
export { renderFirstScreenOf } from './render-first-screen';

/** The token of the render a request runs in: every request of the process's client carries it. */
const renderToken = new AsyncLocalStorage<string>();

/** PostgREST's refusals of a token: invalid (forged), claims not accepted, expired. */
const REJECTED_TOKEN_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

/**
 * The athlete a token names (its `sub`), read without checking its signature: the API checks it
 * on the render's first request, and a token it refuses gets the visitor's screen.
 */
function callerOf(accessToken: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown; role?: unknown };
    return claims.role === 'authenticated' && typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
}

async function load(page: { data: PageData; params: Record<string, string>; search: URLSearchParams }, caller: string | null): Promise<QueryClient | null> {
  // No retry: the document waits for this only briefly.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const input = { params: page.params, search: page.search, caller };
  const main = page.data.main(input);
  if (!main) return null;
  const [mainData] = await Promise.all([
    Promise.all(main.map((query) => query.fetch(queryClient))),
    Promise.all((page.data.parts?.(input) ?? []).map((query) => query.fetch(queryClient))),
    // The frame's own data: the page shows without it (the browser then reads it).
    ...(caller ? signedInFrameData(caller).map((query) => query.fetch(queryClient).catch(() => undefined)) : []),
  ]);
  return mainData.some((data) => data === null) ? null : queryClient;
}

/**
 * On a server: the data of the first screen of the page a URL (path and query) opens, read by that page's
 * declared queries into a fresh QueryClient (same keys, same reads), so the page renders it as the
 * browser would; the route it matched (its pattern gives the page its params); and whom it was
 * read for. Null for a page without a first screen, params that name nothing, or nothing to show
 * (no such event); throws when the backend does not answer.
 * `accessToken`: the signed-in athlete's (from their session cookie), or null for a visitor. Their
 * screen is read with it, so row-level security applies as in their browser; a token the API
 * refuses (forged, expired) gets the visitor's screen.
 */
export async function loadFirstScreen(
  url: string,
  { config, accessToken }: { config: unknown; accessToken: string | null },
): Promise<{ route: RemoteRoute; queryClient: QueryClient; caller: string | null } | null> {
  const page = firstScreenOf(url, SERVER_FIRST_SCREENS);
  if (!page) return null;
  configureSupabase(parseRuntimeConfig(config), { accessToken: () => renderToken.getStore() });
  const caller = accessToken ? callerOf(accessToken) : null;
  if (accessToken && caller) {
    try {
      const queryClient = await renderToken.run(accessToken, () => load(page, caller));
      return queryClient && { route: page.route, queryClient, caller };
    } catch (error) {
      if (!(error instanceof DbError && error.code !== null && REJECTED_TOKEN_CODES.has(error.code))) throw error;
    }
  }
  const queryClient = await load(page, null);
  return queryClient && { route: page.route, queryClient, caller: null };
}
