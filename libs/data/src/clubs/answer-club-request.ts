import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

export interface AnswerClubRequest {
  clubId: string;
  userId: string;
  approve: boolean;
}

/** 'Aprovar' / 'Recusar' a request to join (admins). */
export async function answerClubRequest({ clubId, userId, approve }: AnswerClubRequest): Promise<void> {
  unwrap(await supabase.rpc('answer_club_request', { p_club_id: clubId, p_user_id: userId, p_approve: approve }));
}

export function useAnswerClubRequest() {
  return useGuardedMutation({
    name: 'answer-club-request',
    lockKey: ({ clubId, userId }) => `${clubId}:${userId}`,
    mutationFn: answerClubRequest,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-request'),
  });
}
