import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { QueuedChange } from './queued-change';

/**
 * The device's queue of game-day changes, in the order they were made (IndexedDB through
 * idb-keyval: it survives closing the app and restarting the phone). One list, written with
 * idb-keyval's update (read and write in one transaction), so two writes never lose one another.
 */
export interface ChangeQueue {
  list(): Promise<QueuedChange[]>;
  add(change: QueuedChange): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
}

const KEY = 'changes';

export function changeQueue(store: UseStore): ChangeQueue {
  return {
    list: async () => (await get<QueuedChange[]>(KEY, store)) ?? [],
    add: (change) => update<QueuedChange[]>(KEY, (queued = []) => (queued.some((c) => c.id === change.id) ? queued : [...queued, change]), store),
    remove: (ids) => update<QueuedChange[]>(KEY, (queued = []) => queued.filter((c) => !ids.includes(c.id)), store),
  };
}

let deviceStore: UseStore | null = null;
/** Its own database: the query cache and the onboarding draft have theirs. */
export const deviceQueue = (): ChangeQueue => changeQueue((deviceStore ??= createStore('quadra-game-day-queue', 'queue')));
