import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepeatFrequency } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import { useRealtimeInvalidation } from '../realtime/use-realtime-invalidation';
import type { Row } from '../rows';
import { EVENT_DETAIL_FUNCTION, eventDetailArgs } from './detail-args';
import { participationView, type ParticipationView } from './event-card';

/** What the detail and edit screens read of the event row (not search_text), with two names. */
type DetailRow = Pick<
  Row<'events'>,
  | 'id' | 'title' | 'description' | 'location' | 'location_reference' | 'date' | 'time' | 'age_group' | 'gender'
  | 'skill_level' | 'min_participants' | 'max_participants' | 'participant_count' | 'created_by' | 'sport_id'
  | 'custom_sport_name' | 'requires_approval' | 'has_pcd_structure' | 'pcd_types' | 'image_url' | 'starts_at' | 'updated_at'
  | 'time_zone' | 'series_id'
>;

/** An occurrence's series: its rule, the next dates (cancelled ones included) and its regulars' ids. */
export interface EventSeriesInfo {
  id: string;
  frequency: RepeatFrequency;
  rrule: string;
  first_date: string;
  time: string;
  time_zone: string;
  occurrence_count: number | null;
  until_date: string | null;
  ended: boolean;
  next: { id: string; date: string; time: string; status: string }[];
  regulars: string[];
}

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
    /** null for an event that does not repeat. */
    series: EventSeriesInfo | null;
    /** The organiser blocked the caller: 'Não é possível participar deste evento' instead of joining. */
    join_closed: boolean;
    /** The club whose game it is (issue 47), and whether the caller is one of its mensalistas; null outside a club. */
    club: { id: string; name: string; mensalista: boolean } | null;
  };

/** What get_event_detail answers (supabase/migrations/20261123006000_event_detail_in_one_call.sql). */
interface DetailAnswer {
  event: DetailRow & Pick<Row<'events'>, 'status'> & { sport_name: string | null; creator_name: string | null };
  participation: Pick<Row<'event_participants'>, 'status' | 'evaluation_status'> | null;
  reputation: { rating: number | string; stars: number } | null;
  waiting_position: number | null;
  series: EventSeriesInfo | null;
  join_closed?: boolean;
  club?: { id: string; name: string; mensalista: boolean } | null;
  /** The creator, or an admin of the event's club (public.is_event_organiser). */
  can_organise?: boolean;
}

/** null when there is no such event (or the id is not one). */
export async function fetchEventDetail(eventId: string, userId: string | null): Promise<EventDetail | null> {
  const args = eventDetailArgs(eventId);
  if (!args) return null;
  const answer = (await supabase.rpc(EVENT_DETAIL_FUNCTION, args).then(unwrap)) as DetailAnswer | null;
  if (!answer) return null;
  const { status, sport_name, creator_name, ...row } = answer.event;
  return {
    ...row,
    ...participationView(status, answer.participation?.status, answer.participation?.evaluation_status),
    sport_name: row.custom_sport_name?.trim() || sport_name || null,
    creator_name: creator_name || 'Usuário',
    creator_reputation: { rating: Number(answer.reputation?.rating ?? 5), stars: answer.reputation?.stars ?? 1 },
    is_organizer: userId !== null && (row.created_by === userId || answer.can_organise === true),
    waiting_position: answer.waiting_position,
    series: answer.series ?? null,
    join_closed: answer.join_closed === true,
    club: answer.club ?? null,
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
