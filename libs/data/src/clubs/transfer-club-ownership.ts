import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

/** 'Passar a posse': the owner hands the club to a member and stays an admin. */
export async function transferClubOwnership({ clubId, userId }: { clubId: string; userId: string }): Promise<void> {
  unwrap(await supabase.rpc('transfer_club_ownership', { p_club_id: clubId, p_user_id: userId }));
}

export function useTransferClubOwnership() {
  return useGuardedMutation({
    name: 'transfer-club-ownership',
    lockKey: ({ clubId }) => clubId,
    mutationFn: transferClubOwnership,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-member'),
  });
}
