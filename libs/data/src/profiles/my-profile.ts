import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';
import type { Row } from '../rows';

export type MyProfile = Row<'profiles'>;

/** The owner's full row, private columns included (rpc get_my_profile; CONTRACT.md). */
export async function fetchMyProfile(): Promise<MyProfile | null> {
  return unwrap(await supabase.rpc('get_my_profile')) ?? null;
}

export const myProfileQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.mine(userId), queryFn: fetchMyProfile });

/** The signed-in athlete's own profile; idle while there is no user. */
export function useMyProfile() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...myProfileQuery(userId ?? ''), enabled: userId !== null });
}
