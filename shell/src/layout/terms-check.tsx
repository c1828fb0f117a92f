import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSession } from '@quadra/session';

// Loads for a signed-in athlete only, after the first screen's code: a visitor never fetches it.
const SignedInTermsCheck = lazy(() => import('./signed-in-terms-check'));

const noSubscription = () => () => undefined;

/**
 * A new version of the terms is asked once at the next visit (issue 46): the signed-in athlete who
 * has not accepted the current one sees the notice until they do. Nothing in a server render.
 */
export function TermsCheck() {
  const userId = useSession((s) => s.user?.id ?? null);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!userId || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <SignedInTermsCheck userId={userId} />
    </Suspense>
  );
}
