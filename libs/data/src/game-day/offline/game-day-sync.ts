import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { queryClient, toast } from '@quadra/data/singletons';
import { RULE_CODE } from '../../client/errors';
import { useOnline } from '../../client/use-online';
import { gameDayKeys } from '../../keys';
import { deviceQueue, type ChangeQueue } from './change-queue';
import { clockOffsetMs, keepClockOffset } from './clock-offset';
import type { ChangePayloads, ChangeKind, ChangeResult, QueuedChange } from './queued-change';
import { sendChanges, sendQueued } from './send-queued';

/**
 * Game day's writes at the court: each change is applied on screen at once, kept in the device's
 * queue and sent when there is a connection (at once when online, else when it returns), in order,
 * through apply_game_day_changes; the database decides conflicts and answers each change's fate.
 * Only game day queues: every other write still fails at once offline.
 */

interface QueueState {
  /** The queue as on the device: what the screens show on top of what the database last said. */
  changes: QueuedChange[];
  /** Something was sent since this page opened and nothing waits now: 'Tudo sincronizado'. */
  synced: boolean;
}

const useQueueState = create<QueueState>(() => ({ changes: [], synced: false }));

/** When the network fails mid-sync while the phone says it is online. */
const RETRY_AFTER_MS = 5000;

let queue: ChangeQueue | null = null;
const theQueue = () => (queue ??= deviceQueue());

async function reload(): Promise<void> {
  useQueueState.setState({ changes: await theQueue().list() });
}

function showNotice(result: ChangeResult): void {
  if (result.status === 'refused') {
    // A rule of the database speaks pt-BR; anything else is not for the screen.
    const ours = !result.code || result.code === RULE_CODE;
    toast.error(ours && result.message ? result.message : messages.gameDay.changeRefused, {
      description: ours ? (result.detail ?? messages.gameDay.changeDropped) : messages.gameDay.changeDropped,
    });
  } else if (result.message) {
    toast.warning(result.message);
  }
}

let retry: ReturnType<typeof setTimeout> | undefined;

async function sendOnce(): Promise<void> {
  const userId = useSession.getState().user?.id;
  if (!userId || !navigator.onLine) return;
  const report = await sendQueued(theQueue(), userId, sendChanges);
  if (report.clockOffsetMs !== null) keepClockOffset(report.clockOffsetMs);
  // The database's answer first, then the queue without what it answered: the screen never
  // shows the game day without a change that was just applied.
  await Promise.all(report.events.map((eventId) => queryClient.invalidateQueries({ queryKey: gameDayKeys.event(eventId) })));
  await reload();
  for (const { result } of report.notices) showNotice(result);
  if (report.waiting > 0) {
    clearTimeout(retry);
    retry = setTimeout(() => void syncGameDay(), RETRY_AFTER_MS);
  } else if (report.events.length > 0) {
    useQueueState.setState({ synced: true });
  }
}

let running: Promise<void> | null = null;
let runAgain = false;

/** Sends what waits; one sync at a time (a call during one runs once more after it). */
export function syncGameDay(): Promise<void> {
  if (running) {
    runAgain = true;
    return running;
  }
  running = (async () => {
    do {
      runAgain = false;
      await sendOnce().catch(() => undefined);
    } while (runAgain);
  })().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/** Loads the device's queue and sends it whenever the connection returns (from the first game day shown). */
function startSync(): void {
  if (started) return;
  started = true;
  void reload().then(syncGameDay);
  window.addEventListener('online', () => void syncGameDay());
}

/** Queues a change made now by the signed-in athlete, shows it at once and sends it when it can. */
export async function queueChange<K extends ChangeKind>(kind: K, eventId: string, payload: ChangePayloads[K]): Promise<void> {
  const userId = useSession.getState().user?.id;
  if (!userId) return;
  startSync();
  const change = {
    id: crypto.randomUUID(),
    event_id: eventId,
    user_id: userId,
    kind,
    made_at: new Date().toISOString(),
    clock_offset_ms: clockOffsetMs(),
    payload,
  } as QueuedChange;
  useQueueState.setState((s) => ({ changes: [...s.changes, change], synced: false }));
  await theQueue().add(change);
  void syncGameDay();
}

/** The signed-in athlete's changes to this event still waiting, in order. */
export function useQueuedChanges(eventId: string, userId: string | null): QueuedChange[] {
  useEffect(startSync, []);
  const all = useQueueState((s) => s.changes);
  return useMemo(() => all.filter((c) => c.event_id === eventId && c.user_id === userId), [all, eventId, userId]);
}

/** The same, read once (a draw names the draw the screen shows). */
export function queuedChanges(eventId: string, userId: string): QueuedChange[] {
  return useQueueState.getState().changes.filter((c) => c.event_id === eventId && c.user_id === userId);
}

/** The bar's state: the connection, how many changes wait (all of the athlete's), and whether all were sent. */
export function useGameDaySync(): { online: boolean; waiting: number; synced: boolean } {
  useEffect(startSync, []);
  const userId = useSession((s) => s.user?.id ?? null);
  const online = useOnline();
  const waiting = useQueueState((s) => s.changes.filter((c) => c.user_id === userId).length);
  const synced = useQueueState((s) => s.synced);
  return { online, waiting, synced };
}
