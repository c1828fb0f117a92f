import { supabase } from '@quadra/supabase';
import { dbError } from '../../../shared/data/error-text';

export type SearchTab = 'all' | 'profiles' | 'events';

export interface EventHit {
  id: string;
  title: string;
  location: string | null;
  description: string | null;
  image_url: string | null;
  date: string;
  time_field: string | null;
  participant_count: number | null;
  max_participants: number | null;
  skill_level: string | null;
}

export interface ProfileHit {
  user_id: string;
  full_name: string | null;
  city: string | null;
  profile_photo_url: string | null;
}

export interface SearchResults {
  events: EventHit[];
  profiles: ProfileHit[];
}

/** Tab 'all' calls both functions; the other tabs call only their own (spec section 7). */
export async function search(query: string, tab: SearchTab): Promise<SearchResults> {
  const [events, profiles] = await Promise.all([
    tab === 'profiles' ? Promise.resolve([]) : searchEvents(query),
    tab === 'events' ? Promise.resolve([]) : searchProfiles(query),
  ]);
  return { events, profiles };
}

async function searchEvents(query: string): Promise<EventHit[]> {
  const { data, error } = await supabase.rpc('search_events_normalized', { search_query: query });
  if (error) throw dbError(error);
  return (data ?? []) as unknown as EventHit[];
}

async function searchProfiles(query: string): Promise<ProfileHit[]> {
  const { data, error } = await supabase.rpc('search_profiles_normalized', { search_query: query });
  if (error) throw dbError(error);
  return (data ?? []) as unknown as ProfileHit[];
}
