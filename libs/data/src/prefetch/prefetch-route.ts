import { useSession } from '@quadra/session';
import { queryClient } from '@quadra/data/singletons';
import { availableEventsQuery } from '../events/available-events';
import { NO_EVENTS_FILTER } from '../events/list-args';
import { joinedEventsQuery } from '../events/joined-events';
import { eventDetailId, isEventsDashboard } from './early-route-data';

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
 * Starts the first data of a route while its remote is still loading (the shell calls it on start):
 * the same queries, with the same keys, that the route's screen asks for first, so the screen finds
 * them in flight or done. Routes not listed here load their data as they render.
 */
export async function prefetchRoute(pathname: string): Promise<void> {
  const detailId = eventDetailId(pathname);
  if (!isEventsDashboard(pathname) && detailId === null) return;
  const userId = await settledUserId();
  if (detailId !== null) {
    // Its own chunk: /events does not download the detail's code (its call left from the entry).
    const { eventDetailQuery } = await import('../events/event-detail');
    await queryClient.prefetchQuery(eventDetailQuery(detailId, userId));
    return;
  }
  await Promise.all([
    queryClient.prefetchInfiniteQuery(availableEventsQuery(userId, NO_EVENTS_FILTER)),
    userId ? queryClient.prefetchInfiniteQuery(joinedEventsQuery(userId)) : undefined,
  ]);
}
