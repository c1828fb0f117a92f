import { clear, createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { queryClient } from '@quadra/data/singletons';
import { evaluationKeys } from '../keys';

/**
 * The page's query cache kept on the device for the signed-in athlete (IndexedDB, one entry per
 * athlete), so a returning visit shows their screens at once and refreshes them from the network
 * (their data is older than the queries' stale time). Never another account's: the entry is read
 * only for the athlete signed in now (and its buster names them), and it is deleted at sign-out and
 * when another account signs in on the device.
 */

/** An entry older than this is not shown: the screens wait for the network as on a first visit. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The cache changes in bursts (a screen's queries arrive together): saved once they settle. */
const SAVE_AFTER_MS = 1000;

/** An evaluation is a one-shot form: once sent, a reload must never draw it again from the device. */
const worthKeeping = (query: Query) => defaultShouldDehydrateQuery(query) && query.queryKey[0] !== evaluationKeys.all[0];

const entryKey = (userId: string) => `query-cache:${userId}`;

let store: UseStore | null = null;
/** Its own database: idb-keyval's default one is the onboarding draft's (mf_auth). */
const cacheStore = () => (store ??= createStore('quadra-query-cache', 'entries'));

interface AthletePersister extends Persister {
  /** Drops a save still waiting: nothing is written for an athlete after they left. */
  stop(): void;
}

function athletePersister(userId: string, isCurrent: () => boolean): AthletePersister {
  const key = entryKey(userId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    persistClient(client: PersistedClient) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (isCurrent()) void set(key, client, cacheStore()).catch(() => undefined);
      }, SAVE_AFTER_MS);
    },
    // Read while this athlete is still the one signed in, or not at all.
    // What the device kept is shown at once and asked again of the network: restored as invalidated,
    // whatever a query's staleTime (a write saved less than SAVE_AFTER_MS before a reload is not in it).
    restoreClient: async () => {
      const entry = await get<PersistedClient>(key, cacheStore());
      if (!entry || !isCurrent()) return undefined;
      const queries = entry.clientState.queries.map((q) => ({ ...q, state: { ...q.state, isInvalidated: true } }));
      return { ...entry, clientState: { ...entry.clientState, queries } };
    },
    removeClient: () => del(key, cacheStore()),
    stop: () => clearTimeout(timer),
  };
}

interface Following {
  userId: string;
  persister: AthletePersister;
  unsubscribe: () => void;
}

let following: Following | null = null;

function follow(userId: string | null): void {
  if (following?.userId === userId) return;
  following?.unsubscribe();
  following?.persister.stop();
  following = null;
  // Signed out: no athlete's cache stays on the device. Another account: only theirs stays.
  if (!userId) {
    void clear(cacheStore()).catch(() => undefined);
    return;
  }
  void keys(cacheStore())
    .then((all) => delMany(all.filter((key) => key !== entryKey(userId)), cacheStore()))
    .catch(() => undefined);
  const now: Following = { userId, persister: athletePersister(userId, () => following === now), unsubscribe: () => undefined };
  following = now;
  void persistQueryClientRestore({ queryClient, persister: now.persister, maxAge: MAX_AGE_MS, buster: userId })
    .catch(() => undefined)
    .then(() => {
      if (following === now) now.unsubscribe = persistQueryClientSubscribe({
          queryClient,
          persister: now.persister,
          buster: userId,
          dehydrateOptions: { shouldDehydrateQuery: worthKeeping },
        });
    });
}

let started = false;

/**
 * Keeps the page's cache on the device for whoever is signed in, from now on: the signed-in
 * athlete's saved cache is put back at once. Called once by the shell as it starts.
 */
export function persistQueryCache(): void {
  if (started) return;
  started = true;
  const settled = (state: ReturnType<typeof useSession.getState>) => state.status !== 'loading';
  if (settled(useSession.getState())) follow(useSession.getState().user?.id ?? null);
  useSession.subscribe((state) => {
    if (settled(state)) follow(state.user?.id ?? null);
  });
}
