import { preloadRemote } from '@module-federation/enhanced/runtime';
import { ROUTES } from '@quadra/contracts';
import { readyForTheCourt } from '@quadra/data/ready-for-the-court';
import { useSession } from '@quadra/session';

/** The page game day is on: its code is fetched too, so the service worker keeps it for the court. */
const EVENT_PAGE = ROUTES.find((route) => route.path === '/event/:id');

async function prepare(): Promise<void> {
  const userId = useSession.getState().user?.id;
  if (!userId || !navigator.onLine) return;
  const ready = await readyForTheCourt(userId).catch(() => []);
  if (ready.length > 0 && EVENT_PAGE && 'module' in EVENT_PAGE)
    await preloadRemote([{ nameOrAlias: EVENT_PAGE.remote, exposes: [EVENT_PAGE.module], share: false }]).catch(() => undefined);
}

/**
 * Keeps the signed-in athlete's next games ready for the court (issue 53): now, whenever the
 * connection returns, and when someone signs in. Loaded after the page and its service worker.
 */
export function keepReadyForTheCourt(): void {
  void prepare();
  addEventListener('online', () => void prepare());
  useSession.subscribe((state, before) => {
    if (state.user?.id && state.user.id !== before.user?.id) void prepare();
  });
}
