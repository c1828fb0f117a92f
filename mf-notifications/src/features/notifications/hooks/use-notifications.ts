import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@quadra/session';
import { fetchNotifications, subscribeToNotifications, type Notification } from '../data/notifications-api';

interface NotificationsState {
  items: Notification[];
  loading: boolean;
  error: string | null;
  refresh: () => Promise<void>;
}

/** The signed-in user's notifications, newest first, kept live by realtime. */
export function useNotifications(): NotificationsState {
  const userId = useSession((s) => s.user?.id ?? null);
  const [items, setItems] = useState<Notification[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(
    () =>
      userId
        ? fetchNotifications(userId).then(
            (list) => {
              setItems(list);
              setError(null);
              setLoading(false);
            },
            (e: unknown) => {
              setError((e as Error).message);
              setLoading(false);
            },
          )
        : Promise.resolve(),
    [userId],
  );

  useEffect(() => {
    if (!userId) return;
    const load = () => void refresh();
    load();
    return subscribeToNotifications(userId, load);
  }, [userId, refresh]);

  return { items, loading, error, refresh };
}
