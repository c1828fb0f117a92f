import { supabase } from '@quadra/supabase';
import { dbError } from '../../../shared/data/error-text';
import { EVENT_SELECT, toEventView, type EventRecord, type EventView } from '../../../shared/data/event-types';

export interface EventDetail extends EventView {
  creator_name: string;
}

/** One event with the caller's participation and the organiser's public name (fallback 'Usuário'). */
export async function fetchEventDetail(id: string, userId: string | null): Promise<EventDetail | null> {
  const { data, error } = await supabase
    .from('events')
    .select(`${EVENT_SELECT}, profiles(full_name)`)
    .eq('id', id)
    .maybeSingle();
  if (error) throw dbError(error);
  if (!data) return null;
  const row = data as unknown as EventRecord & { profiles: { full_name: string | null } | null };
  return { ...toEventView(row, userId), creator_name: row.profiles?.full_name || 'Usuário' };
}
