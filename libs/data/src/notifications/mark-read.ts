import type { InfiniteData } from '@tanstack/react-query';
import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { unwrap } from '../client/unwrap';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { notificationKeys } from '../keys';
import type { Notification } from './notifications';

type Pages = InfiniteData<Notification[], number>;
const markPages = (old: Pages, isTarget: (n: Notification) => boolean): Pages => ({
  ...old,
  pages: old.pages.map((page) => page.map((n) => (isTarget(n) ? { ...n, read: true } : n))),
});

export async function markNotificationRead(id: string): Promise<void> {
  unwrap(await supabase.from('notifications').update({ read: true }).eq('id', id));
}

export async function markAllNotificationsRead(userId: string): Promise<void> {
  unwrap(await supabase.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false));
}

/** One notification read: shown at once (list and badge); a failure is only logged (spec section 8). */
export function useMarkRead(userId: string) {
  return useGuardedMutation<void, string>({
    name: 'mark-read',
    mutationFn: markNotificationRead,
    optimistic: [
      optimistic<Pages, string>(() => notificationKeys.list(userId), (old, id) => markPages(old, (n) => n.id === id)),
      optimistic<number, string>(() => notificationKeys.unreadCount(userId), (old) => Math.max(0, old - 1)),
    ],
    invalidates: () => [notificationKeys.all],
    onError: (error) => console.warn('Falha ao marcar notificação como lida', error),
  });
}

/** 'Marcar todas': every unread one read at once, the badge cleared; rolled back if refused. */
export function useMarkAllRead(userId: string) {
  return useGuardedMutation<void, void>({
    name: 'mark-all-read',
    lockKey: () => userId,
    mutationFn: () => markAllNotificationsRead(userId),
    optimistic: [
      optimistic<Pages, void>(() => notificationKeys.list(userId), (old) => markPages(old, () => true)),
      optimistic<number, void>(() => notificationKeys.unreadCount(userId), () => 0),
    ],
    invalidates: () => [notificationKeys.all],
    onSuccess: () => toast.success(messages.notifications.markAllSuccess, { id: 'mark-all' }),
    onError: () => toast.error(messages.notifications.markAllError, { id: 'mark-all' }),
  });
}
