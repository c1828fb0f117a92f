// The device's queue of game-day changes (issue 53), sent to the real local server: it survives a
// reload, keeps each event's order, is emptied of what the database answered (a refused change
// leaves with its reason), and a change sent twice is applied once.
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../client/unwrap';
import { adminClient, connectToDataStack, signInAs, signOut } from '../../testing';
import { changeQueue } from './change-queue';
import type { ChangePayloads, ChangeKind, QueuedChange } from './queued-change';
import { sendChanges, sendQueued } from './send-queued';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const BRUNO = 'a0000000-0000-4000-8000-000000000002';
const CARLA = 'a0000000-0000-4000-8000-000000000003';

/** Bruno's game starting in 30 min with Ana and Carla registered. */
async function brunosGame(): Promise<string> {
  const start = new Date(Date.now() + 30 * 60_000).toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const [date = '', time = ''] = start.split(' ');
  const admin = adminClient();
  const { id } = unwrap(await admin.from('events').insert({ title: 'Racha offline', location: 'Quadra', date, time, created_by: BRUNO }).select('id').single());
  unwrap(await admin.from('event_participants').insert([ANA, CARLA].map((user_id) => ({ event_id: id, user_id, status: 'registered' }))));
  return id;
}

let made = 0;
/** A change Bruno made offline, a second after the previous one. */
function change<K extends ChangeKind>(eventId: string, kind: K, payload: ChangePayloads[K]): QueuedChange {
  made += 1;
  return { id: crypto.randomUUID(), event_id: eventId, user_id: BRUNO, kind, made_at: new Date(Date.now() - 60_000 + made * 1000).toISOString(), clock_offset_ms: 0, payload } as QueuedChange;
}

let stores = 0;
/** A queue in a database of its own (the device's is one per origin). */
const freshQueue = () => {
  stores += 1;
  const name = `queue-test-${stores}`;
  return { queue: changeQueue(createStore(name, 'queue')), reopen: () => changeQueue(createStore(name, 'queue')) };
};

const marks = async (eventId: string) =>
  Object.fromEntries(unwrap(await adminClient().from('event_attendance').select('user_id, status').eq('event_id', eventId)).map((r) => [r.user_id, r.status]));

beforeAll(async () => {
  connectToDataStack();
  await signInAs('bruno@quadra.dev');
});
afterAll(() => signOut());

describe("the device's queue of game-day changes", () => {
  it('survives a reload: a new page reads the same changes, in the order they were made', async () => {
    const { queue, reopen } = freshQueue();
    const eventId = crypto.randomUUID();
    const queued = [
      change(eventId, 'mark', { user_ids: [ANA], status: 'present' }),
      change(eventId, 'score', { match_id: crypto.randomUUID(), team_a: 1, team_b: 2, score_a: 3, score_b: 2 }),
      change(eventId, 'mark', { user_ids: [CARLA], status: 'absent' }),
    ];
    for (const c of queued) await queue.add(c);
    await queue.add(queued[0]!); // the same change twice is kept once
    expect(await reopen().list()).toEqual(queued);
  });

  it("sends each event's changes in the order they were made, and leaves nothing answered in the queue", async () => {
    const [first, second] = [await brunosGame(), await brunosGame()];
    const { queue } = freshQueue();
    // Interleaved between two events; within each, the later mark of Ana must be the one that stays.
    for (const c of [
      change(first, 'mark', { user_ids: [ANA, CARLA], status: 'present' }),
      change(second, 'mark', { user_ids: [ANA], status: 'absent' }),
      change(first, 'mark', { user_ids: [ANA], status: 'absent' }),
      change(second, 'mark', { user_ids: [ANA], status: 'present' }),
    ])
      await queue.add(c);
    const report = await sendQueued(queue, BRUNO, sendChanges);
    expect(report).toMatchObject({ events: [first, second], notices: [], waiting: 0 });
    expect(await marks(first)).toEqual({ [ANA]: 'absent', [CARLA]: 'present' });
    expect(await marks(second)).toEqual({ [ANA]: 'present' });
    expect(await queue.list()).toEqual([]);
  });

  it('a change sent twice (its answer lost on the way) is applied once', async () => {
    const eventId = await brunosGame();
    const { queue } = freshQueue();
    const draw = change(eventId, 'teams', { drawn: true, draw_id: crypto.randomUUID(), base_draw_id: null, teams: [{ name: 'Time A', member_ids: [ANA] }, { name: 'Time B', member_ids: [CARLA] }] });
    const score = change(eventId, 'score', { match_id: crypto.randomUUID(), team_a: 1, team_b: 2, score_a: 3, score_b: 2 });
    await queue.add(draw);
    await queue.add(score);
    // The database applied them, but the answer never reached the phone: they are still queued.
    await sendQueued(queue, BRUNO, async (changes) => (await sendChanges(changes), Promise.reject(new Error('connection lost'))));
    expect(await queue.list()).toHaveLength(2);
    const again = await sendQueued(queue, BRUNO, sendChanges);
    expect(again).toMatchObject({ notices: [], waiting: 0 });
    expect(await queue.list()).toEqual([]);
    expect(unwrap(await adminClient().from('event_matches').select('score_a, score_b').eq('event_id', eventId))).toEqual([{ score_a: 3, score_b: 2 }]);
  });

  it('a refused change leaves the queue with its reason; the changes after it still apply', async () => {
    const eventId = await brunosGame();
    const { queue } = freshQueue();
    const stranger = 'a0000000-0000-4000-8000-000000000004';
    await queue.add(change(eventId, 'mark', { user_ids: [stranger], status: 'present' }));
    await queue.add(change(eventId, 'mark', { user_ids: [ANA], status: 'present' }));
    const report = await sendQueued(queue, BRUNO, sendChanges);
    expect(report.notices.map((n) => [n.result.status, n.result.message])).toEqual([['refused', 'Esta pessoa não está inscrita neste evento']]);
    expect(await queue.list()).toEqual([]);
    expect(await marks(eventId)).toEqual({ [ANA]: 'present' });
  });

  it("a request that fails keeps that event's changes waiting, in order; another athlete's are not sent", async () => {
    const eventId = await brunosGame();
    const { queue } = freshQueue();
    const mine = [change(eventId, 'mark', { user_ids: [ANA], status: 'present' }), change(eventId, 'mark', { user_ids: [ANA], status: 'absent' })];
    const anas = { ...change(eventId, 'check_in', { user_id: ANA }), user_id: ANA } as QueuedChange;
    for (const c of [mine[0]!, anas, mine[1]!]) await queue.add(c);
    const offline = await sendQueued(queue, BRUNO, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(offline).toMatchObject({ events: [], waiting: 2 });
    expect(await queue.list()).toEqual([mine[0], anas, mine[1]]);
    await sendQueued(queue, BRUNO, sendChanges);
    expect(await queue.list()).toEqual([anas]);
    expect(await marks(eventId)).toEqual({ [ANA]: 'absent' });
  });
});
