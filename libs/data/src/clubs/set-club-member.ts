import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';
import type { ClubMemberKind } from './club-types';

export interface SetClubMember {
  clubId: string;
  userId: string;
  role?: 'admin' | 'member';
  kind?: ClubMemberKind;
}

/** An admin makes a member 'Administrador' or 'Membro', 'Mensalista' or 'Avulso'. */
export async function setClubMember({ clubId, userId, role, kind }: SetClubMember): Promise<void> {
  unwrap(await supabase.rpc('set_club_member', { p_club_id: clubId, p_user_id: userId, p_role: role, p_kind: kind }));
}

export function useSetClubMember() {
  return useGuardedMutation({
    name: 'set-club-member',
    lockKey: ({ clubId, userId }) => `${clubId}:${userId}`,
    mutationFn: setClubMember,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-member'),
  });
}
