import { useSession } from '@quadra/session';
import { queryClient } from '@quadra/data/singletons';
import { firstScreenOf } from './first-screens';

/** The session once it is known (signed in or not): the queries' keys name the caller. */
function settledUserId(): Promise<string | null> {
  const now = useSession.getState();
  if (now.status !== 'loading') return Promise.resolve(now.user?.id ?? null);
  return new Promise((resolve) => {
    const stop = useSession.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(state.user?.id ?? null);
    });
  });
}

/**
 * Starts the main data of a route's page while its remote is still loading (the shell calls it as
 * it starts, before React): the page's declared queries, with the keys its screen reads, so the
 * screen finds them in flight or done. Pages without a declared first screen load as they render.
 */
export async function prefetchRoute(url: string): Promise<void> {
  const page = firstScreenOf(url);
  if (!page) return;
  const queries = page.data.main({ params: page.params, search: page.search, caller: await settledUserId() }) ?? [];
  await Promise.all(queries.map((query) => query.fetch(queryClient).catch(() => undefined)));
}
