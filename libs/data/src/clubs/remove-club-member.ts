import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

/** 'Remover do clube' (admins): his old invite link no longer lets him back. */
export async function removeClubMember({ clubId, userId }: { clubId: string; userId: string }): Promise<void> {
  unwrap(await supabase.rpc('remove_club_member', { p_club_id: clubId, p_user_id: userId }));
}

export function useRemoveClubMember() {
  return useGuardedMutation({
    name: 'remove-club-member',
    lockKey: ({ clubId, userId }) => `${clubId}:${userId}`,
    mutationFn: removeClubMember,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-member'),
  });
}
