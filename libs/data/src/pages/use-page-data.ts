import { use, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { allPageQueries, type PageData, type PageQuery } from './page-data';

/** How long a page waits for its first data before it renders with its own placeholders. */
export const PAGE_DATA_AT_MOST_MS = 2000;

interface Wait {
  promise: Promise<void>;
  /** Over: the data came, or PAGE_DATA_AT_MOST_MS went by first. */
  over: boolean;
  timedOut: boolean;
}

/** Each page's wait for its data, by its queries' keys, for as long as the page is up. */
const waits = new Map<string, Wait>();

/**
 * What the page waits for: its queries not answered yet (neither data nor an error), for
 * PAGE_DATA_AT_MOST_MS at most. Once over, the same settled wait: the render that follows a wait
 * must ask for it again, and a page that waited in vain does not wait twice.
 */
function arrivalOf(client: QueryClient, key: string, queries: PageQuery[]): Promise<void> | null {
  const missing = queries.filter((query) => (client.getQueryState(query.queryKey)?.status ?? 'pending') === 'pending');
  const wait = waits.get(key);
  if (wait && (!wait.over || wait.timedOut || missing.length === 0)) return wait.promise;
  if (missing.length === 0) return null;
  const next: Wait = { promise: Promise.resolve(), over: false, timedOut: false };
  const arrived = Promise.all(missing.map((query) => query.fetch(client).catch(() => undefined))).then(() => false);
  const atMost = new Promise<boolean>((resolve) => setTimeout(resolve, PAGE_DATA_AT_MOST_MS, true));
  next.promise = Promise.race([arrived, atMost]).then((late) => {
    next.over = true;
    next.timedOut = late;
  });
  waits.set(key, next);
  return next.promise;
}

/**
 * A page's declared first-screen data: all its queries start at once as it mounts (its parts' do
 * not wait for the main data), and the page waits for them (Suspense, PAGE_DATA_AT_MOST_MS at
 * most) before its first render. Rendering it then is a retry React can slice and pause for the
 * browser; data arriving after the page had rendered its placeholders re-rendered the whole page
 * in one blocking task (a store update: 40 ms of a phone's main thread on /event/:id).
 */
export function usePageData<P extends string>(page: PageData<P>, params: Readonly<Record<P, string>>, search = ''): void {
  const queryClient = useQueryClient();
  const settled = useSession((s) => s.status !== 'loading');
  const caller = useSession((s) => s.user?.id ?? null);
  const paramsKey = JSON.stringify(params);
  const queries = settled ? queriesOf(page, paramsKey, search, caller) : [];
  const key = JSON.stringify(queries.map((query) => query.queryKey));
  const arrival = settled ? arrivalOf(queryClient, key, queries) : null;
  if (arrival) use(arrival);
  // Gone from the screen, the page waits afresh next time for what is not in the cache then.
  useEffect(() => () => void waits.delete(key), [key]);
  // What was in the cache already is read again when stale.
  useEffect(() => {
    if (!settled) return;
    for (const query of queriesOf(page, paramsKey, search, caller)) void query.fetch(queryClient).catch(() => undefined);
  }, [queryClient, page, settled, caller, paramsKey, search]);
}

function queriesOf<P extends string>(page: PageData<P>, paramsKey: string, search: string, caller: string | null): PageQuery[] {
  return allPageQueries(page, { params: JSON.parse(paramsKey) as Record<P, string>, search: new URLSearchParams(search), caller }) ?? [];
}
