import { supabase } from '@quadra/supabase';
import { dbError } from '../../../shared/data/error-text';

export interface EventComment {
  id: string;
  comment_text: string;
  created_at: string;
  user_id: string;
  parent_comment_id: string | null;
  profiles: { full_name: string | null; profile_photo_url: string | null } | null;
}

/** Top-level comments, oldest first, with each author's public name. */
export async function fetchComments(eventId: string): Promise<EventComment[]> {
  const { data, error } = await supabase
    .from('event_comments')
    .select('id, comment_text, created_at, user_id, parent_comment_id, profiles(full_name, profile_photo_url)')
    .eq('event_id', eventId)
    .is('parent_comment_id', null)
    .order('created_at', { ascending: true });
  if (error) throw dbError(error);
  return (data ?? []) as unknown as EventComment[];
}

export async function postComment(eventId: string, userId: string, text: string): Promise<void> {
  const { error } = await supabase
    .from('event_comments')
    .insert({ event_id: eventId, user_id: userId, comment_text: text });
  if (error) throw dbError(error);
}
