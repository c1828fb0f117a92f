import { formatRelativeNotificationTime, messages, notificationTypeLabel } from '@quadra/domain';
import { Button, cx } from '@quadra/ui';
import type { Notification, RequestOutcome } from '@quadra/data';
import styles from './notification-item.module.css';

/** What a participation_request shows: its buttons while pending, else the outcome. */
export type RequestState = RequestOutcome | 'rejected' | 'unknown';

interface Props {
  notification: Notification;
  onOpen: (n: Notification) => void;
  /** participation_request only: where the request stands and how to answer it. */
  request?: { state: RequestState; busy: boolean; onDecide: (n: Notification, decision: 'approve' | 'reject') => void };
}

const m = messages.notifications;
const OUTCOME: Partial<Record<RequestState, string>> = {
  accepted: m.requestAccepted,
  rejected: m.requestRejected,
  gone: m.requestGone,
};

/** 'Aceitar Isa Martins': a screen reader hears whose request each button answers. */
function withName(action: string, n: Notification): string {
  const name = ((n.data ?? {}) as { participant_name?: unknown }).participant_name;
  return typeof name === 'string' && name.trim() ? `${action} ${name.trim()}` : action;
}

export function NotificationItem({ notification: n, onOpen, request }: Props) {
  const outcome = request ? OUTCOME[request.state] : undefined;
  return (
    <li className={cx(styles.item, !n.read && styles.unread)}>
      <button type="button" className={styles.body} onClick={() => onOpen(n)}>
        <span className={styles.type}>{notificationTypeLabel(n.type)}</span>
        <span className={styles.title}>{n.title || notificationTypeLabel(n.type)}</span>
        <span className={styles.message}>{n.message}</span>
        <span className={styles.time}>{formatRelativeNotificationTime(n.created_at)}</span>
      </button>
      {request && request.state === 'pending' && (
        <div className={styles.actions}>
          <Button size="sm" aria-label={withName(m.accept, n)} loading={request.busy} onClick={() => request.onDecide(n, 'approve')}>
            {m.accept}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={withName(m.decline, n)}
            disabled={request.busy}
            onClick={() => request.onDecide(n, 'reject')}
          >
            {m.decline}
          </Button>
        </div>
      )}
      {outcome && (
        <p className={cx(styles.outcome, request?.state === 'accepted' && styles.accepted)} role="status">
          {outcome}
        </p>
      )}
    </li>
  );
}
