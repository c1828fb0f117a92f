import type { QueryClient } from '@tanstack/react-query';
import type { RemoteRoute } from '@quadra/contracts';
import { configureSupabase, parseRuntimeConfig } from '@quadra/supabase';
import { createQueryClient } from '../client/query-client';
import { firstScreenOf } from './first-screens';

export type { FirstScreenModule } from './first-screens';

/**
 * On a server: the data of the first screen of the page a path opens, read by that page's
 * declared queries into a fresh QueryClient (same keys, same reads), so the page renders it as the
 * browser would; and the route it matched (its pattern gives the page its params). Null for a
 * page without a first screen, params that name nothing, or nothing to show (no such event);
 * throws when the backend does not answer.
 * `caller`: who the screen is for. Today always a visitor (null): the process's one client has no
 * session. A signed-in render gives the caller's id, and reads with a client carrying their token.
 */
export async function loadFirstScreen(
  pathname: string,
  { config, caller }: { config: unknown; caller: null },
): Promise<{ route: RemoteRoute; queryClient: QueryClient } | null> {
  const page = firstScreenOf(pathname);
  if (!page) return null;
  configureSupabase(parseRuntimeConfig(config));
  // No retry: the document waits for this only briefly.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const input = { params: page.params, caller };
  const main = page.data.main(input);
  if (!main) return null;
  const [mainData] = await Promise.all([
    Promise.all(main.map((query) => query.fetch(queryClient))),
    Promise.all((page.data.parts?.(input) ?? []).map((query) => query.fetch(queryClient))),
  ]);
  return mainData.some((data) => data === null) ? null : { route: page.route, queryClient };
}
