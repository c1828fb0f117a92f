import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { searchKeys } from '../keys';
import type { RpcReturns } from '../rows';

export type EventHit = RpcReturns<'search_events_normalized'>[number];
export type ProfileHit = RpcReturns<'search_profiles_page'>[number];

/** Rows per search page (the database allows 1–50). */
export const SEARCH_PAGE_SIZE = 20;

const nextOffset = (page: readonly unknown[], pages: readonly unknown[][]) =>
  page.length < SEARCH_PAGE_SIZE ? undefined : pages.length * SEARCH_PAGE_SIZE;

export async function searchEvents(query: string, offset: number): Promise<EventHit[]> {
  return unwrap(await supabase.rpc('search_events_normalized', { search_query: query, p_limit: SEARCH_PAGE_SIZE, p_offset: offset }));
}

export async function searchProfiles(query: string, offset: number): Promise<ProfileHit[]> {
  return unwrap(await supabase.rpc('search_profiles_page', { search_query: query, p_limit: SEARCH_PAGE_SIZE, p_offset: offset }));
}

export const eventSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.events(query),
    queryFn: ({ pageParam }) => searchEvents(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const profileSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.profiles(query),
    queryFn: ({ pageParam }) => searchProfiles(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** Events matching `query` (already debounced and trimmed), a page at a time; idle when disabled or blank. */
export function useEventSearch(query: string, enabled = true) {
  return useInfiniteQuery({ ...eventSearchQuery(query), enabled: enabled && query !== '' });
}

export function useProfileSearch(query: string, enabled = true) {
  return useInfiniteQuery({ ...profileSearchQuery(query), enabled: enabled && query !== '' });
}
