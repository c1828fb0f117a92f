import { guestTexts } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { guestKeys } from '../keys/guests';
import { guestChanges } from './guest-invalidations';

export interface ClaimedPlace {
  event_id: string;
  status: 'registered' | 'pending' | 'waiting';
}

/** The guest, signed in, takes his place as himself (rpc claim_guest_place): same place, mark, team, share. */
export async function claimGuestPlace({ token }: { token: string }): Promise<ClaimedPlace> {
  return unwrap(await supabase.rpc('claim_guest_place', { p_token: token })) as unknown as ClaimedPlace;
}

export function useClaimGuestPlace() {
  return useGuardedMutation({
    name: 'claim-guest-place',
    lockKey: ({ token }) => token,
    mutationFn: claimGuestPlace,
    invalidates: ({ token }, data) => [guestKeys.claim(token), ...(data ? guestChanges(data.event_id) : [])],
    onSuccess: () => toast.success(guestTexts.claimed, { id: 'claim-guest' }),
    onError: (error) => failureToast(guestTexts.claimError, error, 'claim-guest'),
  });
}
