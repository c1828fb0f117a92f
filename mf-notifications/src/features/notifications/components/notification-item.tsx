import { formatRelativeNotificationTime } from '@quadra/domain';
import { Button, cx } from '@quadra/ui';
import type { Notification } from '@quadra/data';
import styles from './notification-item.module.css';

interface Props {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onDecide?: (n: Notification, decision: 'approve' | 'reject') => void;
}

export function NotificationItem({ notification: n, onOpen, onDecide }: Props) {
  const isRequest = n.type === 'participation_request' && onDecide;
  return (
    <li className={cx(styles.item, !n.read && styles.unread)}>
      <button type="button" className={styles.body} onClick={() => onOpen(n)}>
        <span className={styles.title}>{n.title}</span>
        <span className={styles.message}>{n.message}</span>
        <span className={styles.time}>{formatRelativeNotificationTime(n.created_at)}</span>
      </button>
      {isRequest && (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => onDecide(n, 'approve')}>
            Aceitar
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide(n, 'reject')}>
            Recusar
          </Button>
        </div>
      )}
    </li>
  );
}
