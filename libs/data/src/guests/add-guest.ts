import { guestTexts } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { guestChanges } from './guest-invalidations';

export interface NewGuest {
  eventId: string;
  name: string;
}

export interface AddedGuest {
  guest_id: string;
  status: 'registered' | 'pending' | 'waiting';
  claim_token: string;
}

/** 'Adicionar convidado' (rpc add_guest): he takes a place as anyone would, or waits in line. */
export async function addGuest({ eventId, name }: NewGuest): Promise<AddedGuest> {
  return unwrap(await supabase.rpc('add_guest', { p_event_id: eventId, p_name: name })) as unknown as AddedGuest;
}

export function useAddGuest() {
  return useGuardedMutation({
    name: 'add-guest',
    lockKey: ({ eventId }) => eventId,
    mutationFn: addGuest,
    invalidates: ({ eventId }) => guestChanges(eventId),
    onSuccess: (_, { name }) => toast.success(guestTexts.added(name.trim()), { id: 'add-guest' }),
    onError: (error) => failureToast(guestTexts.addError, error, 'add-guest'),
  });
}
