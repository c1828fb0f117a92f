import { clear, createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { defaultShouldDehydrateQuery, onlineManager, type Query } from '@tanstack/react-query';
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

function athletePersister(userId: string, isCurrent: () => boolean): Persister {
  const key = entryKey(userId);
  return {
    persistClient: async (client: PersistedClient) => {
      if (isCurrent()) await set(key, client, cacheStore()).catch(() => undefined);
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
  };
}

/** A change of what the cache holds (not of who observes it): TanStack's own filter for saving. */
const isCacheChange = (type: string) => type === 'added' || type === 'removed' || type === 'updated';

/**
 * Saves the cache for `userId` SAVE_AFTER_MS after its last change; returns what stops it (a save
 * still waiting is dropped: nothing is written for an athlete after they left). TanStack's
 * persistQueryClientSubscribe dehydrated the whole cache on every change (dozens per load): here
 * it is dehydrated once, when saved.
 */
function saveWhenSettled(userId: string, persister: Persister): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () =>
    void persistQueryClientSave({ queryClient, persister, buster: userId, dehydrateOptions: { shouldDehydrateQuery: worthKeeping } });
  const changed = ({ type }: { type: string }) => {
    if (!isCacheChange(type)) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_AFTER_MS);
  };
  const stopQueries = queryClient.getQueryCache().subscribe(changed);
  const stopMutations = queryClient.getMutationCache().subscribe(changed);
  return () => {
    clearTimeout(timer);
    stopQueries();
    stopMutations();
  };
}

interface Following {
  userId: string;
  stop: () => void;
}

let following: Following | null = null;

function follow(userId: string | null): void {
  if (following?.userId === userId) return;
  following?.stop();
  following = null;
  // Signed out: no athlete's cache stays on the device. Another account: only theirs stays.
  if (!userId) {
    void clear(cacheStore()).catch(() => undefined);
    return;
  }
  void keys(cacheStore())
    .then((all) => delMany(all.filter((key) => key !== entryKey(userId)), cacheStore()))
    .catch(() => undefined);
  const now: Following = { userId, stop: () => undefined };
  following = now;
  const persister = athletePersister(userId, () => following === now);
  void persistQueryClientRestore({ queryClient, persister, maxAge: MAX_AGE_MS, buster: userId })
    .catch(() => undefined)
    .then(() => {
      if (following === now) now.stop = saveWhenSettled(userId, persister);
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
  // TanStack takes the device for online until an 'offline' event: a page opened with no network
  // (at the court, issue 53) would fail its queries, and drop from the device what it kept,
  // instead of showing that and waiting for the network. (Here, not on every first load: only a
  // signed-in athlete has anything kept.)
  if (!navigator.onLine) onlineManager.setOnline(false);
  const settled = (state: ReturnType<typeof useSession.getState>) => state.status !== 'loading';
  if (settled(useSession.getState())) follow(useSession.getState().user?.id ?? null);
  useSession.subscribe((state) => {
    if (settled(state)) follow(state.user?.id ?? null);
  });
}
