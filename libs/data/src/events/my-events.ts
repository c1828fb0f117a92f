import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { readAgain } from '../client/read-again';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import { EVENTS_PAGE_SIZE, cursorArgs, nextCursor, toEventCard, type EventCard, type EventCursor } from './event-card';

/**
 * Sections of "Meus eventos" (rpc list_my_events): Inscritos' three, and Organizando's two (not
 * started yet, soonest first; the others, newest first). 'organizing' is all of them by start.
 */
export const MY_EVENTS_SECTIONS = ['active', 'closed', 'paused_cancelled', 'organizing', 'organizing_upcoming', 'organizing_past'] as const;
export type MyEventsSection = (typeof MY_EVENTS_SECTIONS)[number];
/** The sections of the screen's first tab, 'Inscritos'. */
export const MY_EVENTS_FIRST_TAB = ['active', 'closed', 'paused_cancelled'] as const satisfies readonly MyEventsSection[];

/** Opens the caller's due evaluations (3 h after the start); returns how many it opened. */
export async function openDueEvaluations(): Promise<number> {
  return unwrap(await supabase.rpc('open_due_evaluations'));
}

const isMine = (params: unknown) => (params as { kind?: unknown } | undefined)?.kind === 'mine';

/**
 * Run once each time "Meus eventos" opens, beside its lists: when it opened any evaluation, the
 * lists are read again (also one still on its way), so 'Avaliar' shows on this very load.
 */
export const dueEvaluationsQuery = (userId: string) =>
  queryOptions({
    queryKey: eventKeys.dueEvaluations(userId),
    queryFn: async ({ client }) => {
      const opened = await openDueEvaluations();
      if (opened > 0) await readAgain(client, { queryKey: eventKeys.lists(), predicate: ({ queryKey }) => isMine(queryKey[2]) });
      return opened;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** One page of a section; only the games of `clubId` when given (null: all). */
export async function fetchMyEvents(
  section: MyEventsSection,
  cursor: EventCursor | null,
  limit = EVENTS_PAGE_SIZE,
  clubId: string | null = null,
): Promise<EventCard[]> {
  const rows = unwrap(
    await supabase.rpc('list_my_events', { p_section: section, p_limit: limit, ...cursorArgs(cursor), ...(clubId ? { p_club_id: clubId } : {}) }),
  );
  return rows.map(toEventCard);
}

export const myEventsQuery = (userId: string, section: MyEventsSection, clubId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: eventKeys.mySection(userId, section, clubId),
    queryFn: ({ pageParam }) => fetchMyEvents(section, pageParam, EVENTS_PAGE_SIZE, clubId),
    initialPageParam: null as EventCursor | null,
    getNextPageParam: (page) => nextCursor(page, EVENTS_PAGE_SIZE),
  });

/**
 * One section of "Meus eventos", a page at a time, read beside open_due_evaluations (no waterfall;
 * a failure there only delays the 'Avaliar' buttons to the next visit).
 */
export function useMyEvents(section: MyEventsSection, clubId: string | null = null) {
  const userId = useSession((s) => s.user?.id ?? null);
  useQuery({ ...dueEvaluationsQuery(userId ?? ''), enabled: userId !== null });
  return useInfiniteQuery({ ...myEventsQuery(userId ?? '', section, clubId), enabled: userId !== null });
}
