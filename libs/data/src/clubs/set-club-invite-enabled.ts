import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';
import type { ClubInvite } from './club-invite';

/** Switches the invite link off (nobody joins by it) or on again. */
export async function setClubInviteEnabled({ clubId, enabled }: { clubId: string; enabled: boolean }): Promise<ClubInvite> {
  return unwrap(await supabase.rpc('set_club_invite_enabled', { p_club_id: clubId, p_enabled: enabled })) as unknown as ClubInvite;
}

export function useSetClubInviteEnabled() {
  return useGuardedMutation({
    name: 'club-invite-enabled',
    lockKey: ({ clubId }) => clubId,
    mutationFn: setClubInviteEnabled,
    invalidates: ({ clubId }) => [clubKeys.invite(clubId)],
    onError: (error) => failureToast(messages.clubs.error, error, 'club-invite'),
  });
}
