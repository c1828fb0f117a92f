import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys } from '../keys';
import { useRealtimeInvalidation } from '../realtime/use-realtime-invalidation';

export interface EventComment {
  id: string;
  comment_text: string;
  created_at: string;
  /** null once the author deleted his account: the comment stays, by 'Conta excluída' */
  user_id: string | null;
  author_name: string;
  author_photo_url: string | null;
  /** Set when 3 athletes reported it: only its author still reads it (the database hides it from the rest). */
  hidden_at: string | null;
}

/** Top-level comments, oldest first, with each author's public name (spec section 7), or 'Conta excluída'. */
export async function fetchComments(eventId: string): Promise<EventComment[]> {
  const rows = unwrap(
    await supabase
      .from('event_comments')
      .select('id, comment_text, created_at, user_id, hidden_at, profiles(full_name, profile_photo_url)')
      .eq('event_id', eventId)
      .is('parent_comment_id', null)
      .order('created_at', { ascending: true }),
  );
  return rows.map(({ profiles, ...row }) => ({
    ...row,
    author_name: row.user_id === null ? messages.accountData.deletedAuthor : profiles?.full_name || 'Usuário',
    author_photo_url: row.user_id === null ? null : (profiles?.profile_photo_url ?? null),
  }));
}

export const commentsQuery = (eventId: string) =>
  queryOptions({ queryKey: eventKeys.comments(eventId), queryFn: () => fetchComments(eventId) });

/** The wall, refreshed when anyone comments (realtime). */
export function useEventComments(eventId: string) {
  useRealtimeInvalidation([{ table: 'event_comments', filter: `event_id=eq.${eventId}` }], [eventKeys.comments(eventId)]);
  return useQuery(commentsQuery(eventId));
}

export interface NewComment {
  eventId: string;
  userId: string;
  /** Already validated and sanitised (commentSchema, sanitizeRichText). */
  text: string;
}

/** Resolves to the new comment's id. */
export async function addComment({ eventId, userId, text }: NewComment): Promise<string> {
  return unwrap(await supabase.from('event_comments').insert({ event_id: eventId, user_id: userId, comment_text: text }).select('id').single()).id;
}

export function useAddComment() {
  const c = messages.comments;
  return useGuardedMutation({
    name: 'add-comment',
    lockKey: ({ eventId }: NewComment) => eventId,
    mutationFn: addComment,
    invalidates: ({ eventId }) => [eventKeys.comments(eventId)],
    onSuccess: () => toast.success(c.added, { id: 'add-comment' }),
    onError: (error) => failureToast(c.postError, error, 'add-comment'),
  });
}
