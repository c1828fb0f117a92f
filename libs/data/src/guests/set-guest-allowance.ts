import { guestTexts } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { guestKeys } from '../keys/guests';

export interface GuestAllowance {
  eventId: string;
  perParticipant: number;
}

/** The organiser lets each participant bring up to N guests (rpc set_guest_allowance; 0 to 10). */
export async function setGuestAllowance({ eventId, perParticipant }: GuestAllowance): Promise<number> {
  return unwrap(await supabase.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: perParticipant }));
}

export function useSetGuestAllowance() {
  return useGuardedMutation({
    name: 'set-guest-allowance',
    lockKey: ({ eventId }) => eventId,
    mutationFn: setGuestAllowance,
    invalidates: () => [guestKeys.all],
    onSuccess: () => toast.success(guestTexts.allowanceSaved, { id: 'guest-allowance' }),
    onError: (error) => failureToast(guestTexts.allowanceError, error, 'guest-allowance'),
  });
}
