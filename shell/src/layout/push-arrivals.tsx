import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSession } from '@quadra/session';

// Its code (a mutation, the push offer's widget) loads for a signed-in athlete only, after the
// first screen's: a visitor's /events never fetches it.
const SignedInPushArrivals = lazy(() => import('./signed-in-push-arrivals'));

const noSubscription = () => () => undefined;

/**
 * What pushes need from every screen of a signed-in athlete: the notification a tap opened is
 * marked read, and after a join mf_notifications may offer push once. Nothing for a visitor, and
 * nothing in the server's render of the frame (a signed-in athlete's too): it has no QueryClient,
 * and none of this is for a first paint.
 */
export function PushArrivals() {
  const userId = useSession((s) => s.user?.id ?? null);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!userId || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <SignedInPushArrivals userId={userId} />
    </Suspense>
  );
}
