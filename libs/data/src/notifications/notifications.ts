import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { notificationKeys } from '../keys';
import { useRealtimeInvalidation } from '../realtime/use-realtime-invalidation';
import type { Row } from '../rows';

export type Notification = Row<'notifications'>;

export const NOTIFICATIONS_PAGE_SIZE = 30;
const COLUMNS = 'id, user_id, type, title, message, read, data, created_at';

/** One page of the caller's notifications, newest first (RLS shows only their own). */
export async function fetchNotificationsPage(userId: string, page: number): Promise<Notification[]> {
  const from = page * NOTIFICATIONS_PAGE_SIZE;
  return unwrap(
    await supabase
      .from('notifications')
      .select(COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + NOTIFICATIONS_PAGE_SIZE - 1),
  );
}

export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => fetchNotificationsPage(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === NOTIFICATIONS_PAGE_SIZE ? pages.length : undefined),
  });

/** Every change to the caller's notifications (new, read, deleted) reloads the list and the badge. */
export function useNotificationsRealtime(userId: string | null) {
  useRealtimeInvalidation(userId ? [{ table: 'notifications', filter: `user_id=eq.${userId}` }] : null, [notificationKeys.all]);
}

/** The signed-in athlete's notifications, paged (infinite scroll) and live. */
export function useNotifications() {
  const userId = useSession((s) => s.user?.id ?? null);
  useNotificationsRealtime(userId);
  return useInfiniteQuery({ ...notificationsQuery(userId ?? ''), enabled: userId !== null });
}
