import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import {
  EVENTS_PAGE_SIZE,
  availableEventsArgs,
  nextCursor,
  toEventCard,
  type EventCard,
  type EventCursor,
  type EventsFilter,
} from './event-card';


/**
 * One page of 'Eventos Disponíveis': upcoming active/paused events the caller has not joined,
 * filtered and ordered by start in the database (rpc list_available_events, CONTRACT.md).
 */
export async function fetchAvailableEvents(
  filter: EventsFilter,
  cursor: EventCursor | null,
  limit = EVENTS_PAGE_SIZE,
): Promise<EventCard[]> {
  const rows = unwrap(await supabase.rpc('list_available_events', availableEventsArgs(filter, cursor, limit)));
  return rows.map(toEventCard);
}

export const availableEventsQuery = (userId: string | null, filter: EventsFilter) =>
  infiniteQueryOptions({
    queryKey: eventKeys.available(userId, { sports: [...filter.sports].sort(), dates: [...filter.dates].sort() }),
    queryFn: ({ pageParam }) => fetchAvailableEvents(filter, pageParam),
    initialPageParam: null as EventCursor | null,
    getNextPageParam: (page) => nextCursor(page, EVENTS_PAGE_SIZE),
  });

/** 'Eventos Disponíveis', a page at a time; waits for the session so the caller's status is known. */
export function useAvailableEvents(filter: EventsFilter) {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  return useInfiniteQuery({ ...availableEventsQuery(userId, filter), enabled: status !== 'loading' });
}
