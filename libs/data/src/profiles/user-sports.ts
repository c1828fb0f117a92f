import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';
import type { Sport } from '../sports/sports';

/** One sport interest of a person: the user_sports row id and its sport. */
export interface UserSport {
  id: string;
  sport: Sport;
}

/** A person's sport interests, by sport name (public: anyone may read them). */
export async function fetchUserSports(userId: string): Promise<UserSport[]> {
  const rows = unwrap(await supabase.from('user_sports').select('id, sports(id, name)').eq('user_id', userId));
  return rows
    .flatMap((row) => (row.sports ? [{ id: row.id, sport: row.sports }] : []))
    .sort((a, b) => a.sport.name.localeCompare(b.sport.name, 'pt-BR'));
}

export const userSportsQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.sports(userId), queryFn: () => fetchUserSports(userId) });

export function useUserSports(userId: string | null) {
  return useQuery({ ...userSportsQuery(userId ?? ''), enabled: userId !== null });
}
