import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

/** 'Sair do clube' (the owner hands over first). */
export async function leaveClub({ clubId }: { clubId: string }): Promise<void> {
  unwrap(await supabase.rpc('leave_club', { p_club_id: clubId }));
}

export function useLeaveClub() {
  return useGuardedMutation({
    name: 'leave-club',
    lockKey: ({ clubId }) => clubId,
    mutationFn: leaveClub,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'leave-club'),
  });
}
