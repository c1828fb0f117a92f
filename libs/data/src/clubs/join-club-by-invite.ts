import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

/** Following an invite link: resolves the club's id (refusals: switched off, renewed, removed). */
export async function joinClubByInvite({ token }: { token: string }): Promise<string> {
  return unwrap(await supabase.rpc('join_club_by_invite', { p_token: token })) as string;
}

export function useJoinClubByInvite() {
  return useGuardedMutation({
    name: 'join-club-by-invite',
    lockKey: ({ token }) => token,
    mutationFn: joinClubByInvite,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'join-club'),
  });
}
