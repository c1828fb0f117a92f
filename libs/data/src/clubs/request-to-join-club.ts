import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';

/** 'Entrar no clube' / 'Pedir para entrar' (public club): 'member' at once, or 'requested'. */
export async function requestToJoinClub({ clubId }: { clubId: string }): Promise<'member' | 'requested'> {
  return unwrap(await supabase.rpc('request_to_join_club', { p_club_id: clubId })) as 'member' | 'requested';
}

export function useRequestToJoinClub() {
  return useGuardedMutation({
    name: 'request-to-join-club',
    lockKey: ({ clubId }) => clubId,
    mutationFn: requestToJoinClub,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'join-club'),
  });
}
