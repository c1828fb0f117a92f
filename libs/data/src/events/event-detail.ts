import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import { useRealtimeInvalidation } from '../realtime/use-realtime-invalidation';
import type { Row } from '../rows';
import { participationView, type ParticipationView } from './event-card';

/** What the detail and edit screens read of the event row (not search_text), with two names. */
const DETAIL_SELECT =
  'id, title, description, location, location_reference, date, time, age_group, gender, skill_level, min_participants, max_participants, participant_count, created_by, sport_id, custom_sport_name, status, requires_approval, has_pcd_structure, pcd_types, image_url, starts_at, updated_at, sports(name), profiles(full_name)';

type DetailRow = Pick<
  Row<'events'>,
  | 'id' | 'title' | 'description' | 'location' | 'location_reference' | 'date' | 'time' | 'age_group' | 'gender'
  | 'skill_level' | 'min_participants' | 'max_participants' | 'participant_count' | 'created_by' | 'sport_id'
  | 'custom_sport_name' | 'requires_approval' | 'has_pcd_structure' | 'pcd_types' | 'image_url' | 'starts_at' | 'updated_at'
>;

/** One event as the caller sees it: the row, its sport and organiser names, the caller's participation. */
export type EventDetail = DetailRow &
  ParticipationView & {
    sport_name: string | null;
    /** The organiser's public name (fallback 'Usuário'). */
    creator_name: string;
    /** The organiser's reputation as the database computes it (view profile_reputation). */
    creator_reputation: { rating: number; stars: number };
    is_organizer: boolean;
    /** The caller's place in the event's waiting list (1 = first), null when not in it. */
    waiting_position: number | null;
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** null when there is no such event (or the id is not one). */
export async function fetchEventDetail(eventId: string, userId: string | null): Promise<EventDetail | null> {
  if (!UUID.test(eventId)) return null;
  const [event, mine] = await Promise.all([
    supabase
      .from('events')
      .select(DETAIL_SELECT)
      .eq('id', eventId)
      .maybeSingle()
      .then(unwrap),
    userId
      ? supabase
          .from('event_participants')
          .select('status, evaluation_status')
          .eq('event_id', eventId)
          .eq('user_id', userId)
          .maybeSingle()
          .then(unwrap)
      : Promise.resolve(null),
  ]);
  if (!event) return null;
  const [reputation, line] = await Promise.all([
    supabase.from('profile_reputation').select('rating, stars').eq('user_id', event.created_by).maybeSingle().then(unwrap),
    // Only someone not taking part can be in line (the database answers only their own place).
    userId && !mine && event.created_by !== userId
      ? supabase.rpc('get_waiting_list', { p_event_id: eventId }).then(unwrap)
      : Promise.resolve([]),
  ]);
  const { sports, profiles, status, ...row } = event;
  return {
    ...row,
    ...participationView(status, mine?.status, mine?.evaluation_status),
    sport_name: row.custom_sport_name?.trim() || sports?.name || null,
    creator_name: profiles?.full_name || 'Usuário',
    creator_reputation: { rating: Number(reputation?.rating ?? 5), stars: reputation?.stars ?? 1 },
    is_organizer: userId !== null && row.created_by === userId,
    waiting_position: line.find((entry) => entry.user_id === userId)?.position ?? null,
  };
}

export const eventDetailQuery = (eventId: string, userId: string | null) =>
  queryOptions({ queryKey: eventKeys.detailFor(eventId, userId), queryFn: () => fetchEventDetail(eventId, userId) });

/**
 * The event for the signed-in caller or a visitor (waits for the session), kept live: changes to
 * the event row or its participations (others join, the organiser pauses) reload it.
 */
export function useEventDetail(eventId: string | undefined) {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  useEventRealtime(eventId);
  return useQuery({ ...eventDetailQuery(eventId ?? '', userId), enabled: Boolean(eventId) && status !== 'loading' });
}

/** Realtime for one event: its row and participations make its detail and participants stale. */
export function useEventRealtime(eventId: string | undefined): void {
  useRealtimeInvalidation(
    eventId
      ? [
          { table: 'events', filter: `id=eq.${eventId}` },
          { table: 'event_participants', filter: `event_id=eq.${eventId}` },
          { table: 'event_waiting_list', filter: `event_id=eq.${eventId}` },
        ]
      : null,
    eventId ? [eventKeys.detail(eventId), eventKeys.participants(eventId)] : [],
  );
}
