import { supabase } from '@quadra/supabase';
import { useGuardedMutation, optimistic } from '../client/use-guarded-mutation';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';
import type { UserSportVars } from './add-user-sport';
import type { UserSport } from './user-sports';

/** Removes a sport from the owner's interests (DELETE by user and sport; RLS: only the owner). */
export async function removeUserSport({ userId, sport }: UserSportVars): Promise<void> {
  // With .select() a row RLS did not let go comes back empty instead of silently "succeeding".
  const removed = unwrap(
    await supabase.from('user_sports').delete().eq('user_id', userId).eq('sport_id', sport.id).select('id'),
  );
  if (removed.length === 0) throw new Error('user sport not removed');
}

export function useRemoveUserSport(options: { onSuccess?(vars: UserSportVars): void; onError?(error: unknown): void } = {}) {
  return useGuardedMutation<void, UserSportVars>({
    name: 'remove-user-sport',
    lockKey: ({ userId, sport }) => `${userId}:${sport.id}`,
    mutationFn: removeUserSport,
    optimistic: [
      optimistic<UserSport[], UserSportVars>(
        ({ userId }) => profileKeys.sports(userId),
        (old, { sport }) => old.filter((row) => row.sport.id !== sport.id),
      ),
    ],
    invalidates: ({ userId }) => [profileKeys.sports(userId)],
    onSuccess: (_data, vars) => options.onSuccess?.(vars),
    onError: (error) => options.onError?.(error),
  });
}
