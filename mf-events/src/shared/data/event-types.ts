/** Server values of events.status (spec section 4). */
export type EventStatus = 'active' | 'paused' | 'cancelled' | 'completed';
export type ParticipationStatus = 'registered' | 'pending';
export type EvaluationStatus = 'pending' | 'evaluation_available' | 'completed' | 'evaluated';

export interface ParticipantSummary {
  user_id: string;
  status: ParticipationStatus;
  evaluation_status: EvaluationStatus | null;
}

/** An events row as the screens read it, with the joined participations and sport name. */
export interface EventRecord {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  location_reference: string | null;
  date: string;
  time: string | null;
  age_group: string | null;
  gender: string | null;
  skill_level: string | null;
  min_participants: number | null;
  max_participants: number | null;
  participant_count: number;
  created_by: string;
  sport_id: string | null;
  custom_sport_name: string | null;
  status: EventStatus;
  has_pcd_structure: boolean | null;
  pcd_types: string[] | null;
  image_url: string | null;
  updated_at: string | null;
  event_participants: ParticipantSummary[] | null;
  sports: { name: string } | null;
}

/** An event plus what is derived for the signed-in user on load (spec section 3). */
export interface EventView extends EventRecord {
  sport_name: string | null;
  is_participant: boolean;
  user_participation_status: ParticipationStatus | null;
  user_evaluation_status: EvaluationStatus | null;
  is_organizer: boolean;
}

export const EVENT_SELECT = '*, event_participants(user_id, status, evaluation_status), sports(name)';

export function toEventView(row: EventRecord, userId: string | null): EventView {
  const mine = userId ? (row.event_participants ?? []).find((p) => p.user_id === userId) : undefined;
  return {
    ...row,
    sport_name: row.custom_sport_name || row.sports?.name || null,
    is_participant: mine?.status === 'registered',
    user_participation_status: mine?.status ?? null,
    user_evaluation_status: mine?.evaluation_status ?? null,
    is_organizer: userId !== null && row.created_by === userId,
  };
}
