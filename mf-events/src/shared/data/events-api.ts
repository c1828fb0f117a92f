import { supabase } from '@quadra/supabase';
import { dbError } from './error-text';
import { EVENT_SELECT, toEventView, type EventRecord, type EventView } from './event-types';

/** All events with the caller's participation, ordered by date ascending (spec section 7). */
export async function fetchEvents(userId: string | null): Promise<EventView[]> {
  const { data, error } = await supabase.from('events').select(EVENT_SELECT).order('date', { ascending: true });
  if (error) throw dbError(error);
  return (data as unknown as EventRecord[]).map((row) => toEventView(row, userId));
}

/** One event by id; null when it does not exist (or is not visible). */
export async function fetchEvent(id: string, userId: string | null): Promise<EventView | null> {
  const { data, error } = await supabase.from('events').select(EVENT_SELECT).eq('id', id).maybeSingle();
  if (error) throw dbError(error);
  return data ? toEventView(data as unknown as EventRecord, userId) : null;
}

export interface JoinResult {
  status: 'registered' | 'pending';
  participant_count: number;
}

/** The database checks capacity, approval, double join, organiser and cancelled events. */
export async function joinEvent(eventId: string): Promise<JoinResult> {
  const { data, error } = await supabase.rpc('join_event', { p_event_id: eventId });
  if (error) throw dbError(error);
  const result = (Array.isArray(data) ? data[0] : data) as JoinResult | null;
  return result ?? { status: 'registered', participant_count: 0 };
}

export async function leaveEvent(eventId: string): Promise<void> {
  const { error } = await supabase.rpc('leave_event', { p_event_id: eventId });
  if (error) throw dbError(error);
}
