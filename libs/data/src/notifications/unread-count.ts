import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { notificationKeys } from '../keys';
import { dbError } from '../client/errors';
import { useNotificationsRealtime } from './notifications';

/**
 * A GET of zero rows with the exact count (206, total in Content-Range), not a HEAD: Chromium reports
 * every fetch() HEAD as aborted (net::ERR_ABORTED), which made each page load's first count look
 * cancelled in the network log and in monitoring.
 */
export async function fetchUnreadCount(userId: string): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact' })
    .eq('user_id', userId)
    .eq('read', false)
    .limit(0);
  if (error) throw dbError(error);
  return count ?? 0;
}

export const unreadCountQuery = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.unreadCount(userId), queryFn: () => fetchUnreadCount(userId) });

/** The header badge's count: live through realtime, refreshed when the tab comes back; 0 signed out. */
export function useUnreadCount(): number {
  const userId = useSession((s) => s.user?.id ?? null);
  useNotificationsRealtime(userId);
  const query = useQuery({ ...unreadCountQuery(userId ?? ''), enabled: userId !== null, refetchOnWindowFocus: 'always' });
  return userId ? (query.data ?? 0) : 0;
}
