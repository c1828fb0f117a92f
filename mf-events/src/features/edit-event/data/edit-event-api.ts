import { supabase } from '@quadra/supabase';
import { DbError, dbError } from '../../../shared/data/error-text';

export interface EventChanges {
  title: string;
  location: string;
  location_reference: string | null;
  date: string;
  time: string;
  description: string | null;
  max_participants: number | null;
  age_group: string;
  gender: string;
  skill_level: string;
  image_url: string | null;
}

export async function updateEvent(eventId: string, changes: EventChanges): Promise<void> {
  const { data, error } = await supabase
    .from('events')
    .update({ ...changes, updated_at: new Date().toISOString() })
    .eq('id', eventId)
    .select('id');
  if (error) throw dbError(error);
  // RLS filters the row out for anyone but the creator: nothing updated is a failure.
  if (!data || data.length === 0) throw new DbError('');
}

export async function setEventStatus(eventId: string, status: 'paused' | 'cancelled'): Promise<void> {
  const { data, error } = await supabase
    .from('events')
    .update({ status, updated_at: new Date().toISOString() })
    .eq('id', eventId)
    .select('id');
  if (error) throw dbError(error);
  if (!data || data.length === 0) throw new DbError('');
}
