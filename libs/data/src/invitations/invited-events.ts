import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { EVENTS_PAGE_SIZE, cursorArgs, nextCursor, toEventCard, type EventCard, type EventCursor } from '../events/event-card';
import { invitationKeys } from '../keys';

/** A card of 'Indicados' plus who invited the caller (rpc list_invited_events). */
export type InvitedEvent = EventCard & { invited_by: string; invited_by_name: string };

export async function fetchInvitedEvents(cursor: EventCursor | null, limit = EVENTS_PAGE_SIZE): Promise<InvitedEvent[]> {
  const rows = unwrap(await supabase.rpc('list_invited_events', { p_limit: limit, ...cursorArgs(cursor) }));
  return rows.map(({ invited_by, invited_by_name, ...card }) => ({ ...toEventCard(card), invited_by, invited_by_name }));
}

export const invitedEventsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: invitationKeys.invitedEvents(userId),
    queryFn: ({ pageParam }) => fetchInvitedEvents(pageParam),
    initialPageParam: null as EventCursor | null,
    getNextPageParam: (page) => nextCursor(page, EVENTS_PAGE_SIZE),
  });

/** 'Indicados': the upcoming events the signed-in athlete was invited to, soonest first. */
export function useInvitedEvents() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useInfiniteQuery({ ...invitedEventsQuery(userId ?? ''), enabled: userId !== null });
}
