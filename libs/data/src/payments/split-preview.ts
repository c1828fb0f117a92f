import { useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { paymentKeys } from '../keys';

/**
 * Whom the app would charge now (event_split_preview counts them as recompute_event_shares does):
 * the edit screen's cost preview divides by this, never by the event's places (issue 48).
 */
export interface SplitPreview {
  payers: number;
  /** More players may still join (open places on a game to come, before attendance): the price may fall. */
  can_grow: boolean;
}

export async function fetchSplitPreview(eventId: string, includeOrganiser: boolean): Promise<SplitPreview> {
  return (await supabase
    .rpc('event_split_preview', { p_event_id: eventId, p_include_organiser: includeOrganiser })
    .then(unwrap)) as unknown as SplitPreview;
}

/** The organiser's preview; refetched when 'Incluir organizador na divisão' changes. */
export function useSplitPreview(eventId: string, includeOrganiser: boolean, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.splitPreview(eventId, includeOrganiser),
    queryFn: () => fetchSplitPreview(eventId, includeOrganiser),
    enabled,
  });
}
