import type { QueryClient } from '@tanstack/react-query';
import { configureSupabase, parseRuntimeConfig } from '@quadra/supabase';
import { createQueryClient } from '../client/query-client';
import { availableEventsQuery } from '../events/available-events';
import { commentsQuery } from '../events/comments';
import { eventDetailArgs } from '../events/detail-args';
import { eventDetailQuery } from '../events/event-detail';
import { NO_EVENTS_FILTER } from '../events/list-args';
import { eventParticipantsQuery } from '../events/participants';
import { eventDetailId, isEventsDashboard } from './early-route-data';

/**
 * On a server: what a visitor's first screen of a route shows, read into a fresh QueryClient by the
 * screen's own queries (same keys, same reads), so the screen renders it as the browser would.
 * The process's one client has no session: a server reads as a visitor. Null for a route without
 * such a screen, or an event that does not exist; throws when the backend does not answer.
 * Today: /events (and /dashboard), the first page of 'Eventos Disponíveis'; /event/:id, the event,
 * its participants and its comments.
 */
export async function loadVisitorFirstScreen(pathname: string, config: unknown): Promise<QueryClient | null> {
  const detailId = eventDetailId(pathname);
  if (!isEventsDashboard(pathname) && (detailId === null || !eventDetailArgs(detailId))) return null;
  configureSupabase(parseRuntimeConfig(config));
  // No retry: the document waits for this only briefly.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  if (detailId === null) {
    await queryClient.fetchInfiniteQuery(availableEventsQuery(null, NO_EVENTS_FILTER));
    return queryClient;
  }
  const [event] = await Promise.all([
    queryClient.fetchQuery(eventDetailQuery(detailId, null)),
    queryClient.fetchQuery(eventParticipantsQuery(detailId, null)),
    queryClient.fetchQuery(commentsQuery(detailId)),
  ]);
  return event ? queryClient : null;
}
