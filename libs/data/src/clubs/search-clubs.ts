import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { clubKeys } from '../keys/clubs';
import type { ClubSummary } from './club-types';

/** 'Clubes': my clubs first, then public clubs near my city and sports; `query` filters by name. */
export async function searchClubs(query: string): Promise<ClubSummary[]> {
  return unwrap(await supabase.rpc('search_clubs', { p_query: query.trim() || undefined })) as ClubSummary[];
}

export const searchClubsQuery = (query: string, userId: string | null) =>
  queryOptions({ queryKey: clubKeys.search(query.trim(), userId), queryFn: () => searchClubs(query) });

export function useSearchClubs(query: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery(searchClubsQuery(query, userId));
}
