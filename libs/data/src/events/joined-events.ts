import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import { EVENTS_PAGE_SIZE, joinedEventsArgs, nextCursor, toEventCard, type EventCard, type EventCursor } from './event-card';

/**
 * One page of 'Eventos Inscritos': the caller's participations from today on, and the recent
 * finished ones to evaluate or evaluated (rpc list_joined_events, CONTRACT.md).
 */
export async function fetchJoinedEvents(cursor: EventCursor | null, limit = EVENTS_PAGE_SIZE): Promise<EventCard[]> {
  const rows = unwrap(await supabase.rpc('list_joined_events', joinedEventsArgs(cursor, limit)));
  return rows.map(toEventCard);
}

export const joinedEventsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: eventKeys.joined(userId),
    queryFn: ({ pageParam }) => fetchJoinedEvents(pageParam),
    initialPageParam: null as EventCursor | null,
    getNextPageParam: (page) => nextCursor(page, EVENTS_PAGE_SIZE),
  });

/** The signed-in athlete's 'Eventos Inscritos'; idle for a visitor. */
export function useJoinedEvents() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useInfiniteQuery({ ...joinedEventsQuery(userId ?? ''), enabled: userId !== null });
}
