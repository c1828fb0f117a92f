import { guestTexts } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { guestChanges } from './guest-invalidations';

export interface GuestRemoval {
  eventId: string;
  guestId: string;
}

/** The organiser or the host takes a guest out (rpc remove_guest): his place is freed, his link dies. */
export async function removeGuest({ guestId }: GuestRemoval): Promise<void> {
  unwrap(await supabase.rpc('remove_guest', { p_guest_id: guestId }));
}

export function useRemoveGuest() {
  return useGuardedMutation({
    name: 'remove-guest',
    lockKey: ({ guestId }) => guestId,
    mutationFn: removeGuest,
    invalidates: ({ eventId }) => guestChanges(eventId),
    onSuccess: () => toast.success(guestTexts.removed, { id: 'remove-guest' }),
    onError: (error) => failureToast(guestTexts.removeError, error, 'remove-guest'),
  });
}
