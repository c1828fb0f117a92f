import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@quadra/data/singletons';
import { unwrap } from '../client/unwrap';
import { adminClient, connectToDataStack, renderDataHook, signInAs, signOut } from '../testing';
import { useMarkAttendance } from './attendance';
import { useGameDay } from './game-day';
import { useGameDaySync } from './offline/game-day-sync';
import { useSaveMatch } from './matches';
import { useSaveTeams, useTeamStrengths } from './teams';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const CARLA = 'a0000000-0000-4000-8000-000000000003';
const BRUNO = 'a0000000-0000-4000-8000-000000000002';

/** Bruno's game starting in 30 min (São Paulo wall clock) with Ana and Carla registered. */
let eventId: string;

beforeAll(async () => {
  connectToDataStack();
  const start = new Date(Date.now() + 30 * 60_000).toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const [date = '', time = ''] = start.split(' ');
  const admin = adminClient();
  eventId = unwrap(
    await admin.from('events').insert({ title: 'Racha do dia', location: 'Quadra', date, time, created_by: BRUNO }).select('id').single(),
  ).id;
  unwrap(await admin.from('event_participants').insert([ANA, CARLA].map((user_id) => ({ event_id: eventId, user_id, status: 'registered' }))));
});
afterAll(() => signOut());

const inDatabase = async () => {
  const admin = adminClient();
  const [marks, teams, matches] = await Promise.all([
    admin.from('event_attendance').select('user_id, status').eq('event_id', eventId).then(unwrap),
    admin.from('event_teams').select('name, member_ids').eq('event_id', eventId).order('team_no').then(unwrap),
    admin.from('event_matches').select('team_a, team_b, score_a, score_b').eq('event_id', eventId).then(unwrap),
  ]);
  return { marks: Object.fromEntries(marks.map((m) => [m.user_id, m.status])), teams, matches };
};

describe('game day data', () => {
  it('the organiser marks, draws and scores: shown at once, sent in order, the cache ends on what the database stored', async () => {
    await signInAs('bruno@quadra.dev');
    // The page's one cache: what the queue refreshes once the database has answered.
    const { result } = renderDataHook(
      () => ({
        day: useGameDay(eventId, true),
        strengths: useTeamStrengths(eventId, true),
        mark: useMarkAttendance(),
        teams: useSaveTeams(),
        match: useSaveMatch(),
      }),
      queryClient,
    );
    await waitFor(() => expect(result.current.day.isSuccess && result.current.strengths.isSuccess).toBe(true));
    expect([...result.current.strengths.data!.keys()].sort()).toEqual([ANA, CARLA].sort());
    for (const strength of result.current.strengths.data!.values()) expect(strength).toBeGreaterThanOrEqual(1);

    await act(async () => {
      await result.current.mark.runAsync({ eventId, userIds: [ANA, CARLA], status: 'present' });
      await result.current.teams.runAsync({ eventId, drawn: true, teams: [{ name: 'Time A', member_ids: [ANA] }, { name: 'Com colete', member_ids: [CARLA] }] });
      await result.current.match.runAsync({ eventId, score: { team_a: 1, team_b: 2, score_a: 3, score_b: 2 } });
    });
    const expected = {
      marks: { [ANA]: 'present', [CARLA]: 'present' },
      teams: [{ team_no: 1, name: 'Time A', member_ids: [ANA] }, { team_no: 2, name: 'Com colete', member_ids: [CARLA] }],
      matches: [{ team_a: 1, team_b: 2, score_a: 3, score_b: 2 }],
    };
    expect(result.current.day.data).toMatchObject(expected);
    await waitFor(async () =>
      expect(await inDatabase()).toEqual({
        marks: expected.marks,
        teams: [{ name: 'Time A', member_ids: [ANA] }, { name: 'Com colete', member_ids: [CARLA] }],
        matches: expected.matches,
      }),
      { timeout: 10_000 }, // sent by the queue, then read back
    );
    await waitFor(() => expect(result.current.day.data).toMatchObject({ ...expected, draw: { by: BRUNO, byName: expect.any(String) } }), { timeout: 10_000 });
  });

  it("a participant's refused mark leaves the screen and the queue", async () => {
    await signInAs('ana@quadra.dev');
    const { result } = renderDataHook(() => ({ day: useGameDay(eventId, true), mark: useMarkAttendance(), sync: useGameDaySync() }), queryClient);
    await waitFor(() => expect(result.current.day.isSuccess).toBe(true));
    expect(result.current.day.data!.marks).toEqual({ [ANA]: 'present' }); // only her own mark
    await act(async () => {
      await result.current.mark.runAsync({ eventId, userIds: [CARLA], status: 'absent' });
    });
    // The database answered (refused) and the change left the queue: the screen is back to what is stored.
    await waitFor(() => expect(result.current.sync).toMatchObject({ waiting: 0, synced: true }), { timeout: 10_000 });
    expect(result.current.day.data!.marks).toEqual({ [ANA]: 'present' });
    expect((await inDatabase()).marks[CARLA]).toBe('present');
  });
});
