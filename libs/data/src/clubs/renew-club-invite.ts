import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';
import type { ClubInvite } from './club-invite';

/** 'Gerar novo link': the old link stops working at once. */
export async function renewClubInvite({ clubId }: { clubId: string }): Promise<ClubInvite> {
  return unwrap(await supabase.rpc('renew_club_invite', { p_club_id: clubId })) as unknown as ClubInvite;
}

export function useRenewClubInvite() {
  return useGuardedMutation({
    name: 'renew-club-invite',
    lockKey: ({ clubId }) => clubId,
    mutationFn: renewClubInvite,
    invalidates: ({ clubId }) => [clubKeys.invite(clubId)],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-invite'),
  });
}
