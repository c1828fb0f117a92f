import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { invitationKeys } from '../keys';
import type { RpcReturns } from '../rows';

/** A card row of 'Indicados' plus who invited the caller (rpc list_invited_events). */
export type InvitedEvent = RpcReturns<'list_invited_events'>[number];

export const INVITED_PAGE_SIZE = 20;

export async function fetchInvitedEvents(after: Pick<InvitedEvent, 'starts_at' | 'id'> | null): Promise<InvitedEvent[]> {
  return unwrap(
    await supabase.rpc('list_invited_events', {
      p_limit: INVITED_PAGE_SIZE,
      ...(after ? { p_after_starts_at: after.starts_at ?? undefined, p_after_id: after.id ?? undefined } : {}),
    }),
  );
}

export const invitedEventsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: invitationKeys.invitedEvents(userId),
    queryFn: ({ pageParam }) => fetchInvitedEvents(pageParam),
    initialPageParam: null as Pick<InvitedEvent, 'starts_at' | 'id'> | null,
    getNextPageParam: (page) => (page.length < INVITED_PAGE_SIZE ? undefined : page[page.length - 1]),
  });

/** 'Indicados': the upcoming events the signed-in athlete was invited to, soonest first. */
export function useInvitedEvents() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useInfiniteQuery({ ...invitedEventsQuery(userId ?? ''), enabled: userId !== null });
}
