import { supabase } from '@quadra/supabase';
import { useGuardedMutation, optimistic } from '../client/use-guarded-mutation';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';
import type { Sport } from '../sports/sports';
import type { UserSport } from './user-sports';

export interface UserSportVars {
  userId: string;
  sport: Sport;
}

/** Adds a sport to the owner's interests (RLS: only the owner; a repeat is refused by the unique key). */
export async function addUserSport({ userId, sport }: UserSportVars): Promise<void> {
  unwrap(await supabase.from('user_sports').insert({ user_id: userId, sport_id: sport.id }));
}

/** The chip shows at once; the list is reloaded from the database either way. */
export function useAddUserSport(options: { onSuccess?(vars: UserSportVars): void; onError?(error: unknown): void } = {}) {
  return useGuardedMutation<void, UserSportVars>({
    name: 'add-user-sport',
    lockKey: ({ userId, sport }) => `${userId}:${sport.id}`,
    mutationFn: addUserSport,
    optimistic: [
      optimistic<UserSport[], UserSportVars>(
        ({ userId }) => profileKeys.sports(userId),
        (old, { sport }) => [...old, { id: `pending-${sport.id}`, sport }],
      ),
    ],
    invalidates: ({ userId }) => [profileKeys.sports(userId)],
    onSuccess: (_data, vars) => options.onSuccess?.(vars),
    onError: (error) => options.onError?.(error),
  });
}
