import type { EventCostArgs, RepeatFrequency } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys, invitationKeys } from '../keys';
import type { Row } from '../rows';

/**
 * What rpc create_event reads (CONTRACT.md): the event's columns, with the sport given by name
 * (`sport_name`: a sports row, else kept as the custom sport name).
 */
export type NewEvent = Pick<Row<'events'>, 'title' | 'location' | 'date' | 'time' | 'skill_level' | 'min_participants'> &
  Partial<
    Pick<
      Row<'events'>,
      | 'description'
      | 'location_reference'
      | 'age_group'
      | 'gender'
      | 'max_participants'
      | 'requires_approval'
      | 'has_pcd_structure'
      | 'pcd_types'
      | 'image_url'
      | 'time_zone'
    >
  > & {
    sport_name: string;
    /** A series: how it repeats, and its end ('Depois de' repeat_count times or 'Em' repeat_until). */
    repeat?: RepeatFrequency;
    repeat_count?: number | null;
    repeat_until?: string | null;
    /** 'Clube' (issue 47): the club whose game it is (an admin of it only). */
    club_id?: string;
  };

export interface CreateEventVars {
  event: NewEvent;
  inviteeIds: string[];
  /** 'Custo do evento' (issue 28): saved in the same transaction; null = a free event. */
  cost?: EventCostArgs | null;
}

/** The event, its invitations and its cost in one transaction; returns the new id (nothing is written on a refusal). */
export async function createEvent({ event, inviteeIds, cost = null }: CreateEventVars): Promise<string> {
  return unwrap(await supabase.rpc('create_event_with_cost', { p_event: event, p_invitees: inviteeIds, p_cost: cost }));
}

/** Creating an event: one call at a time whatever the taps; lists reload afterwards. */
export function useCreateEvent(options: { onSuccess(eventId: string, vars: CreateEventVars): void; onError(error: unknown): void }) {
  return useGuardedMutation<string, CreateEventVars>({
    name: 'create-event',
    lockKey: () => 'wizard',
    mutationFn: createEvent,
    invalidates: () => [eventKeys.all, invitationKeys.all],
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
