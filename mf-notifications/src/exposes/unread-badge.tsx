import { useUnreadCount } from '@quadra/data';
import { Badge } from '@quadra/ui';

/** The header's unread badge: hidden at 0, the count up to 10, then '10+'. */
export default function UnreadBadge() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return <Badge count={count} aria-label={`${count} notificações não lidas`} data-testid="unread-badge" />;
}
