import { lazy, Suspense, type ComponentType } from 'react';
import { WIDGETS, type WidgetProps } from '@quadra/contracts';
import { useSession } from '@quadra/session';
import { loadExposed, reportSectionError } from '../remotes/remote-registry';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import styles from './logo-menu.module.css';

const { remote, module } = WIDGETS.unreadBadge;
const UnreadBadge = lazy(() => loadExposed<ComponentType<WidgetProps['unreadBadge']>>(remote, module));

/** Where mf_notifications' badge goes; a missing remote just leaves it empty. */
export function UnreadBadgeSlot() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  if (!signedIn) return null;
  return (
    <span className={styles.badge}>
      <RemoteErrorBoundary fallback={() => null} onError={(error) => reportSectionError(remote, error)}>
        <Suspense fallback={null}>
          <UnreadBadge />
        </Suspense>
      </RemoteErrorBoundary>
    </span>
  );
}
