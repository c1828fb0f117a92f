import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { safetyKeys } from '../keys';

export interface BlockedUser {
  user_id: string;
  full_name: string;
  profile_photo_url: string | null;
  blocked_at: string;
}

/** Whom the caller blocked, newest first (rpc list_blocked_users). */
export async function fetchBlockedUsers(): Promise<BlockedUser[]> {
  const rows = unwrap(await supabase.rpc('list_blocked_users'));
  // A set-returning function's columns are typed nullable; these never are (a join on the profile).
  return rows.map((r) => ({
    user_id: r.user_id!,
    full_name: r.full_name || 'Usuário',
    profile_photo_url: r.profile_photo_url,
    blocked_at: r.blocked_at!,
  }));
}

export const blockedUsersQuery = (userId: string) =>
  queryOptions({ queryKey: safetyKeys.blocked(userId), queryFn: fetchBlockedUsers });

export function useBlockedUsers() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...blockedUsersQuery(userId ?? ''), enabled: userId !== null });
}
