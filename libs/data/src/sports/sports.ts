import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { sportKeys } from '../keys';
import type { Row } from '../rows';

export type Sport = Pick<Row<'sports'>, 'id' | 'name'>;

/** Every sport of the canonical list, by name (onboarding chips, filters, wizard, interests). */
export async function fetchSports(): Promise<Sport[]> {
  return unwrap(await supabase.from('sports').select('id, name').order('name'));
}

/** The list changes only by migration: one load per page is enough. */
export const sportsQuery = () => queryOptions({ queryKey: sportKeys.list(), queryFn: fetchSports, staleTime: Infinity });

export function useSports() {
  return useQuery(sportsQuery());
}
