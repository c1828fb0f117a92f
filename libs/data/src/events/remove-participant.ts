import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { DbError } from '../client/errors';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys } from '../keys';
import type { EventParticipants } from './participants';

export interface ParticipantRemoval {
  eventId: string;
  userId: string;
}

/** The organiser removes a participation (RLS: the organiser or the person); nothing deleted is a failure. */
export async function removeParticipant({ eventId, userId }: ParticipantRemoval): Promise<void> {
  const removed = unwrap(await supabase.from('event_participants').delete().eq('event_id', eventId).eq('user_id', userId).select('user_id'));
  if (removed.length === 0) throw new DbError('');
}

export function useRemoveParticipant() {
  const m = messages.editEvent;
  return useGuardedMutation({
    name: 'remove-participant',
    lockKey: ({ eventId, userId }) => `${eventId}:${userId}`,
    mutationFn: removeParticipant,
    optimistic: [
      optimistic<EventParticipants, ParticipantRemoval>(
        ({ eventId }) => eventKeys.participants(eventId),
        (old, { userId }) => ({ ...old, registered: old.registered.filter((p) => p.user_id !== userId) }),
      ),
    ],
    invalidates: ({ eventId }) => [eventKeys.participants(eventId), eventKeys.detail(eventId), eventKeys.lists()],
    onSuccess: () => toast.success(m.participantRemoved),
    onError: (error) => failureToast(m.removeError, error, 'remove-participant'),
  });
}
