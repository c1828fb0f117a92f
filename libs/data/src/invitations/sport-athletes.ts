import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { invitationKeys } from '../keys';
import type { RpcReturns } from '../rows';

/** Public fields of an athlete someone may invite. */
export type InvitableAthlete = Pick<RpcReturns<'list_sport_athletes'>[number], 'user_id' | 'full_name' | 'city' | 'profile_photo_url'>;

export const ATHLETES_PAGE_SIZE = 20;

/** Athletes interested in the sport (never the caller), by name, a page at a time (rpc list_sport_athletes). */
export async function fetchSportAthletes(sport: string, query: string, offset: number): Promise<InvitableAthlete[]> {
  return unwrap(
    await supabase.rpc('list_sport_athletes', { p_sport: sport, p_query: query, p_limit: ATHLETES_PAGE_SIZE, p_offset: offset }),
  );
}

const nextOffset = (page: unknown[], pages: unknown[][]) =>
  page.length < ATHLETES_PAGE_SIZE ? undefined : pages.reduce((n, p) => n + p.length, 0);

export const sportAthletesQuery = (sport: string, query: string) =>
  infiniteQueryOptions({
    queryKey: invitationKeys.sportAthletes(sport, query),
    queryFn: ({ pageParam }) => fetchSportAthletes(sport, query, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useSportAthletes(sport: string, query: string) {
  return useInfiniteQuery({ ...sportAthletesQuery(sport, query), enabled: sport.trim() !== '' });
}

/** Any athlete by name or city (rpc search_profiles_page), a page at a time; 2+ characters. */
export async function fetchAthletesByName(query: string, offset: number): Promise<InvitableAthlete[]> {
  return unwrap(await supabase.rpc('search_profiles_page', { search_query: query, p_limit: ATHLETES_PAGE_SIZE, p_offset: offset }));
}

export const athletesByNameQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: invitationKeys.byName(query),
    queryFn: ({ pageParam }) => fetchAthletesByName(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useAthletesByName(query: string) {
  return useInfiniteQuery({ ...athletesByNameQuery(query), enabled: query.trim().length >= 2 });
}
