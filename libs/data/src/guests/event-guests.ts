import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { guestKeys } from '../keys/guests';
import { useRealtimeInvalidation } from '../realtime/use-realtime-invalidation';

/** A guest the caller may manage, with his place and his private claim link's token. */
export interface EventGuest {
  id: string;
  name: string;
  host_id: string;
  host_name: string;
  /** 'registered', 'pending' (awaiting approval) or 'waiting' (in line). */
  place: 'registered' | 'pending' | 'waiting' | null;
  claim_token: string;
  created_at: string;
}

export interface EventGuests {
  /** How many guests each participant may bring (the organiser's own are not counted). */
  per_participant: number;
  is_organizer: boolean;
  /** Whether the caller may add a guest now. */
  can_add: boolean;
  guests: EventGuest[];
}

/** rpc get_event_guests: the organiser sees every guest, a participant his own. */
export async function fetchEventGuests(eventId: string): Promise<EventGuests> {
  return unwrap(await supabase.rpc('get_event_guests', { p_event_id: eventId })) as unknown as EventGuests;
}

export const eventGuestsQuery = (eventId: string, userId: string | null) =>
  queryOptions({ queryKey: guestKeys.event(eventId, userId), queryFn: () => fetchEventGuests(eventId) });

/** Kept live: a guest's place changes (approved, promoted, claimed, removed) reach the list at once. */
export function useEventGuests(eventId: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  useRealtimeInvalidation(
    userId
      ? [{ table: 'event_participants', filter: `event_id=eq.${eventId}` }, { table: 'event_waiting_list', filter: `event_id=eq.${eventId}` }]
      : null,
    [guestKeys.all],
  );
  return useQuery({ ...eventGuestsQuery(eventId, userId), enabled: userId !== null });
}
