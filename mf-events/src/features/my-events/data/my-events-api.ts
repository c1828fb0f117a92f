import { supabase } from '@quadra/supabase';
import { dbError } from '../../../shared/data/error-text';
import type { EvaluationStatus, EventStatus, ParticipationStatus } from '../../../shared/data/event-types';

export interface MyEvent {
  id: string;
  title: string;
  location: string | null;
  date: string;
  time: string | null;
  participant_count: number;
  max_participants: number | null;
  image_url: string | null;
  status: EventStatus;
  participation_status: ParticipationStatus | null;
  evaluation_status: EvaluationStatus | null;
}

const EVENT_FIELDS = 'id, title, location, date, time, participant_count, max_participants, image_url, status';

/** Opens due evaluations (3 h after the start) in the database; returns how many it opened. */
export async function openDueEvaluations(): Promise<number> {
  const { data, error } = await supabase.rpc('open_due_evaluations');
  if (error) throw dbError(error);
  return typeof data === 'number' ? data : 0;
}

export async function fetchJoinedEvents(userId: string): Promise<MyEvent[]> {
  const { data, error } = await supabase
    .from('event_participants')
    .select(`status, evaluation_status, events(${EVENT_FIELDS})`)
    .eq('user_id', userId);
  if (error) throw dbError(error);
  type Row = {
    status: ParticipationStatus;
    evaluation_status: EvaluationStatus | null;
    events: Omit<MyEvent, 'participation_status' | 'evaluation_status'> | null;
  };
  return ((data ?? []) as unknown as Row[])
    .filter((r) => r.events)
    .map((r) => ({ ...r.events!, participation_status: r.status, evaluation_status: r.evaluation_status }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export async function fetchOrganizedEvents(userId: string): Promise<MyEvent[]> {
  const { data, error } = await supabase
    .from('events')
    .select(EVENT_FIELDS)
    .eq('created_by', userId)
    .order('date', { ascending: true });
  if (error) throw dbError(error);
  return ((data ?? []) as unknown as MyEvent[]).map((e) => ({ ...e, participation_status: null, evaluation_status: null }));
}
