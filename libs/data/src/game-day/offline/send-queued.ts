import { supabase } from '@quadra/supabase';
import type { ChangeQueue } from './change-queue';
import type { ChangeResult, QueuedChange } from './queued-change';

/** Sends one event's changes, in order; rejects when they did not reach the database. */
export type SendChanges = (changes: QueuedChange[]) => Promise<{ server_now: string; results: ChangeResult[] }>;

/** One request: the database applies them in order, each in its own subtransaction. */
export const sendChanges: SendChanges = async (changes) => {
  const { data, error } = await supabase.rpc('apply_game_day_changes', {
    p_changes: changes.map(({ user_id: _madeBy, ...change }) => change),
  });
  if (error || !data) throw error ?? new Error('no answer');
  return data as unknown as Awaited<ReturnType<SendChanges>>;
};

export interface SendReport {
  /** The events whose changes the database answered. */
  events: string[];
  /** Changes it did not apply (refused, or superseded by the rules), with its reason. */
  notices: { change: QueuedChange; result: ChangeResult }[];
  /** The server's clock minus this device's, measured on the last answer (null: none arrived). */
  clockOffsetMs: number | null;
  /** Changes still waiting: the network failed before their answer. */
  waiting: number;
}

/**
 * Sends `userId`'s queued changes, each event's in the order they were made, and takes out of the
 * queue every change the database answered — applied, already applied, superseded or refused:
 * nothing stays stuck. A failed request leaves that event's changes (and those after) waiting.
 */
export async function sendQueued(queue: ChangeQueue, userId: string, send: SendChanges, now: () => number = Date.now): Promise<SendReport> {
  const mine = (await queue.list()).filter((c) => c.user_id === userId);
  const byEvent = new Map<string, QueuedChange[]>();
  for (const change of mine) byEvent.set(change.event_id, [...(byEvent.get(change.event_id) ?? []), change]);

  const report: SendReport = { events: [], notices: [], clockOffsetMs: null, waiting: 0 };
  for (const [eventId, changes] of byEvent) {
    let answer: Awaited<ReturnType<SendChanges>>;
    const sentAt = now();
    try {
      answer = await send(changes);
    } catch {
      report.waiting += changes.length;
      continue;
    }
    const receivedAt = now();
    report.clockOffsetMs = Date.parse(answer.server_now) - (sentAt + receivedAt) / 2;
    const answered = new Map(answer.results.map((r) => [r.id, r]));
    const done = changes.filter((c) => answered.has(c.id));
    await queue.remove(done.map((c) => c.id));
    report.waiting += changes.length - done.length;
    report.events.push(eventId);
    for (const change of done) {
      const result = answered.get(change.id)!;
      const status = result.status === 'duplicate' ? result.outcome : result.status;
      if ((status === 'superseded' || status === 'refused') && result.message) report.notices.push({ change, result });
    }
  }
  return report;
}
