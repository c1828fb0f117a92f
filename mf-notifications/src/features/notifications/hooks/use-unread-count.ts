import { useEffect, useState } from 'react';
import { useSession } from '@quadra/session';
import { countUnread, subscribeToNotifications } from '../data/notifications-api';

/** The signed-in user's unread count, kept live by realtime (and refreshed when the tab returns). */
export function useUnreadCount(): number {
  const userId = useSession((s) => s.user?.id ?? null);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const refresh = () =>
      countUnread(userId).then(
        (n) => active && setCount(n),
        () => undefined, // keep the last known count; the badge is not worth an error
      );
    refresh();
    const unsubscribe = subscribeToNotifications(userId, refresh);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId]);

  return userId ? count : 0;
}
