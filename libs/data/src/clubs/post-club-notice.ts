import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

export interface PostClubNotice {
  clubId: string;
  body: string;
  pinned: boolean;
}

/** 'Publicar aviso' (admins); a pinned one unpins the one before. */
export async function postClubNotice({ clubId, body, pinned }: PostClubNotice): Promise<number> {
  return unwrap(await supabase.rpc('post_club_notice', { p_club_id: clubId, p_body: body, p_pinned: pinned })) as number;
}

export function usePostClubNotice() {
  return useGuardedMutation({
    name: 'post-club-notice',
    lockKey: ({ clubId }) => clubId,
    mutationFn: postClubNotice,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-notice'),
  });
}
