import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys } from '../keys';

const m = messages.safety;

export interface RemoveCommentVars {
  commentId: string;
  eventId: string;
}

/** 'Remover comentário': the event's organiser or the author (rpc remove_comment says why not). */
export async function removeComment({ commentId }: RemoveCommentVars): Promise<void> {
  unwrap(await supabase.rpc('remove_comment', { p_comment_id: commentId }));
}

export function useRemoveComment() {
  return useGuardedMutation({
    name: 'remove-comment',
    lockKey: ({ commentId }: RemoveCommentVars) => commentId,
    mutationFn: removeComment,
    invalidates: ({ eventId }) => [eventKeys.comments(eventId)],
    onSuccess: () => toast.success(m.commentRemoved, { id: 'remove-comment' }),
    onError: (error) => failureToast(m.removeCommentError, error, 'remove-comment'),
  });
}
