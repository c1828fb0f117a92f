import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTICIPANT_STATUSES, type ParticipantStatus } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import { enumValue } from './event-card';

/** A participation with the person's public profile. */
export interface Participant {
  user_id: string;
  status: ParticipantStatus;
  joined_at: string;
  full_name: string;
  profile_photo_url: string | null;
  city: string | null;
}

/** Someone in the event's waiting list, with their place (1 = first in line). */
export interface WaitingEntry {
  user_id: string;
  full_name: string;
  profile_photo_url: string | null;
  position: number;
}

export interface EventParticipants {
  registered: Participant[];
  /** Requests waiting for approval: RLS shows them to the organiser (and each requester their own). */
  pending: Participant[];
  /** The waiting list: the whole line for the organiser, the caller's own place for anyone else. */
  waiting: WaitingEntry[];
}

/** The participations the caller may see, oldest first, split by status, and the waiting list. */
export async function fetchEventParticipants(eventId: string, userId: string | null = null): Promise<EventParticipants> {
  const [rows, line] = await Promise.all([
    supabase
      .from('event_participants')
      .select('user_id, status, joined_at, profiles(full_name, profile_photo_url, city)')
      .eq('event_id', eventId)
      .order('joined_at', { ascending: true })
      .then(unwrap),
    userId ? supabase.rpc('get_waiting_list', { p_event_id: eventId }).then(unwrap) : Promise.resolve([]),
  ]);
  const people = rows.flatMap(({ profiles, status, ...row }): Participant[] => {
    const known = enumValue(PARTICIPANT_STATUSES, status);
    if (!known) return [];
    return [{ ...row, status: known, full_name: profiles?.full_name || 'Usuário', profile_photo_url: profiles?.profile_photo_url ?? null, city: profiles?.city ?? null }];
  });
  return {
    registered: people.filter((p) => p.status === 'registered'),
    pending: people.filter((p) => p.status === 'pending'),
    waiting: line.map((entry) => ({
      user_id: entry.user_id,
      full_name: entry.full_name || 'Usuário',
      profile_photo_url: entry.profile_photo_url,
      position: entry.position,
    })),
  };
}

export const eventParticipantsQuery = (eventId: string, userId: string | null) =>
  queryOptions({ queryKey: eventKeys.participantsFor(eventId, userId), queryFn: () => fetchEventParticipants(eventId, userId) });

/** The event's participants (screens showing them also use useEventDetail, which keeps both live). */
export function useEventParticipants(eventId: string | undefined) {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...eventParticipantsQuery(eventId ?? '', userId), enabled: Boolean(eventId) && status !== 'loading' });
}
