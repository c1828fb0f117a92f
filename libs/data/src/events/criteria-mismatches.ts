import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import type { RpcReturns } from '../rows';

/** A participant or requester outside the event's gender or age group. */
export type CriteriaMismatch = RpcReturns<'event_criteria_mismatches'>[number];

/** The organiser's view (rpc event_criteria_mismatches; anyone else gets none), by user id. */
export async function fetchCriteriaMismatches(eventId: string): Promise<Map<string, CriteriaMismatch>> {
  const rows = unwrap(await supabase.rpc('event_criteria_mismatches', { p_event_id: eventId }));
  return new Map(rows.map((row) => [row.user_id, row]));
}

/**
 * A key of its own, never under `eventKeys.participants`: the optimistic approve/reject/remove
 * rewrite every query under that prefix as a participants list (a Map there made them throw before
 * sending anything).
 */
export const criteriaMismatchesQuery = (eventId: string) =>
  queryOptions({ queryKey: [...eventKeys.all, 'criteria-mismatches', eventId], queryFn: () => fetchCriteriaMismatches(eventId) });

/** Only for the organiser: criteria are shown to them, never enforced. */
export function useCriteriaMismatches(eventId: string | undefined, isOrganizer: boolean) {
  return useQuery({ ...criteriaMismatchesQuery(eventId ?? ''), enabled: Boolean(eventId) && isOrganizer });
}
