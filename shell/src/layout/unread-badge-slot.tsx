import { WIDGETS } from '@quadra/contracts';
import { useSession } from '@quadra/session';
import { RemoteWidget } from '../remotes/remote-widget';
import styles from './logo-menu.module.css';

/** Where mf_notifications' badge goes; a missing remote just leaves it empty. */
export function UnreadBadgeSlot() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  if (!signedIn) return null;
  return (
    <span className={styles.badge}>
      <RemoteWidget widget={WIDGETS.unreadBadge} />
    </span>
  );
}
