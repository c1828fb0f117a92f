import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';
import type { RpcReturns } from '../rows';

/** Public columns, counts and the database's reputation figure (rating, praise counters, stars). */
export type PublicProfile = NonNullable<RpcReturns<'get_public_profile'>>;

/** Anyone's public profile (rpc get_public_profile; visitors too); null when there is no such person. */
export async function fetchPublicProfile(userId: string): Promise<PublicProfile | null> {
  return unwrap(await supabase.rpc('get_public_profile', { target_user_id: userId })) ?? null;
}

export const publicProfileQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.public(userId), queryFn: () => fetchPublicProfile(userId) });

/** Idle while `userId` is null (e.g. '/profile/current' before the session is known). */
export function usePublicProfile(userId: string | null) {
  return useQuery({ ...publicProfileQuery(userId ?? ''), enabled: userId !== null });
}
