import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys, notificationKeys } from '../keys';
import type { EventParticipants } from './participants';

/** The organiser's answer to a request to join (participants screen, participation_request notifications). */
export interface ParticipantDecision {
  eventId: string;
  userId: string;
  approve: boolean;
}

export async function decideParticipant({ eventId, userId, approve }: ParticipantDecision) {
  const args = { p_event_id: eventId, p_participant_id: userId };
  return approve
    ? unwrap(await supabase.rpc('approve_participant', args))
    : unwrap(await supabase.rpc('reject_participant', args));
}

/**
 * Approve or reject, the one mutation for every screen that offers it: the request leaves the
 * pending list at once (an approved person joins the registered list), rolled back if the database
 * refuses (e.g. 'Evento está lotado'); the event, its lists and the notifications reload after.
 */
export function useDecideParticipant() {
  const m = messages.participants;
  return useGuardedMutation({
    name: 'decide-participant',
    lockKey: ({ eventId, userId }) => `${eventId}:${userId}`,
    mutationFn: decideParticipant,
    optimistic: [
      optimistic<EventParticipants, ParticipantDecision>(
        ({ eventId }) => eventKeys.participants(eventId),
        (old, { userId, approve }) => {
          const person = old.pending.find((p) => p.user_id === userId);
          return {
            ...old,
            pending: old.pending.filter((p) => p.user_id !== userId),
            registered: approve && person ? [...old.registered, { ...person, status: 'registered' }] : old.registered,
          };
        },
      ),
    ],
    invalidates: ({ eventId }) => [eventKeys.participants(eventId), eventKeys.detail(eventId), eventKeys.lists(), notificationKeys.all],
    onSuccess: (_data, { approve, userId }) => toast.success(approve ? m.approved : m.rejected, { id: `decide-${userId}` }),
    onError: (error, { approve, userId }) => failureToast(approve ? m.approveError : m.rejectError, error, `decide-${userId}`),
  });
}
