import { supabase } from '@quadra/supabase';
import { DbError, dbError } from '../../../shared/data/error-text';

export const EVENT_IMAGES_BUCKET = 'event-images';

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

/**
 * Uploads a cover under the organiser's own folder (storage lets a user write only there):
 * `{userId}/events/{eventId}-{timestamp}.{ext}`; returns its public URL.
 */
export async function uploadEventImage(userId: string, eventId: string, file: File): Promise<string> {
  const ext = (file.name.split('.').pop() || 'jpg').toLowerCase();
  const path = `${userId}/events/${eventId}-${Date.now()}.${ext}`;
  const { error } = await supabase.storage
    .from(EVENT_IMAGES_BUCKET)
    .upload(path, file, { contentType: file.type || undefined, upsert: false });
  if (error) throw dbError(error);
  return supabase.storage.from(EVENT_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl;
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
