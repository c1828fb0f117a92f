import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

/** 'Fixar' / 'Desafixar' a notice (one pinned per club). */
export async function pinClubNotice({ noticeId, pinned }: { noticeId: number; pinned: boolean }): Promise<void> {
  unwrap(await supabase.rpc('pin_club_notice', { p_notice_id: noticeId, p_pinned: pinned }));
}

export function usePinClubNotice() {
  return useGuardedMutation({
    name: 'pin-club-notice',
    lockKey: ({ noticeId }) => String(noticeId),
    mutationFn: pinClubNotice,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-notice'),
  });
}
