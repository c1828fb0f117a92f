import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabase } from '@quadra/supabase';
import { DbError, errorText } from './client/errors';
import { createQueryClient } from './client/query-client';
import { unwrap } from './client/unwrap';
import { optimistic, useGuardedMutation } from './client/use-guarded-mutation';
import { useRealtimeInvalidation } from './realtime/use-realtime-invalidation';
import { adminClient, connectToDataStack, holdRestAnswers, renderDataHook, signInAs, signOut, watchChannelJoins } from './testing';

const BRUNO = 'a0000000-0000-4000-8000-000000000002';
const CARLA = 'a0000000-0000-4000-8000-000000000003';

const admin = adminClient();

/** A paused one-place event organised by Bruno, with Carla in the place: joining it is refused. */
let pausedEventId: string;

/** An event organised by Bruno, three days ahead. */
async function brunosEvent(fields: { title: string; status?: 'paused'; max_participants?: number; min_participants?: number }) {
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return unwrap(
    await admin.from('events').insert({ location: 'Quadra 1', date: inThreeDays, time: '19:00', created_by: BRUNO, ...fields }).select('id').single(),
  ).id;
}

beforeAll(async () => {
  connectToDataStack();
  pausedEventId = await brunosEvent({ title: 'Racha pausado', min_participants: 1, max_participants: 1, status: 'paused' });
  unwrap(await admin.from('event_participants').insert({ event_id: pausedEventId, user_id: CARLA, status: 'registered' }));
});
afterAll(() => signOut());

const fetchComments = async (eventId: string) =>
  unwrap(await supabase.from('event_comments').select('comment_text').eq('event_id', eventId)).length;

const fetchCount = async (eventId: string) =>
  unwrap(await supabase.from('events').select('participant_count').eq('id', eventId).single()).participant_count;

describe('the error path (CONTRACT.md)', () => {
  it("shows a rule's pt-BR text as the database wrote it", async () => {
    await signInAs('ana@quadra.dev');
    const { result } = renderDataHook(() =>
      useQuery({
        queryKey: ['bad-id'],
        queryFn: async () => unwrap(await supabase.rpc('join_event', { p_event_id: 'nao-e-um-id' })),
        retry: false,
      }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(DbError);
    expect(errorText(result.current.error, 'Erro ao se inscrever no evento.')).toBe('ID do evento inválido');
  });

  it("turns a visitor's permission denied into 'Login necessário' and SQL errors into the screen text", async () => {
    await signOut();
    const refused = await supabase.rpc('join_event', { p_event_id: pausedEventId });
    expect(errorText(unwrapError(refused.error), 'x')).toBe('Login necessário');
    const sqlError = await supabase.from('events').select('no_such_column').limit(1);
    expect(sqlError.error?.message).toMatch(/no_such_column/);
    expect(errorText(unwrapError(sqlError.error), 'Erro ao carregar eventos')).toBe('Erro ao carregar eventos');
  });
});

function unwrapError(error: unknown): unknown {
  try {
    unwrap({ data: null, error: error as { message: string } });
  } catch (e) {
    return e;
  }
  throw new Error('unwrap did not throw');
}

describe('useGuardedMutation', () => {
  it('shows the change at once, rolls it back when the database refuses, and reloads what is stored', async () => {
    await signInAs('ana@quadra.dev');
    const countKey = ['count', pausedEventId];
    const { result } = renderDataHook(() => {
      const count = useQuery({ queryKey: countKey, queryFn: () => fetchCount(pausedEventId) });
      const join = useGuardedMutation({
        name: 'join',
        mutationFn: async (eventId: string) => unwrap(await supabase.rpc('join_event', { p_event_id: eventId })),
        optimistic: [optimistic<number, string>(() => countKey, (old) => old + 1)],
        invalidates: () => [countKey],
      });
      return { count, join };
    });
    await waitFor(() => expect(result.current.count.data).toBe(1));

    const joinAnswer = holdRestAnswers();
    let first = false;
    let second = true;
    act(() => {
      first = result.current.join.run(pausedEventId);
      // A double tap while the first call is in flight sends nothing.
      second = result.current.join.run(pausedEventId);
    });
    expect([first, second]).toEqual([true, false]);
    // While the database's answer is held back, the change is on screen.
    await joinAnswer.arrived();
    await waitFor(() => expect(result.current.count.data).toBe(2));
    // The refusal arrives; the reload it starts is held: the stored value is back before it.
    const reload = joinAnswer.releaseAndHoldNext();
    await reload.arrived();
    await waitFor(() => expect(result.current.count.data).toBe(1));
    reload.release();
    await waitFor(() => expect(result.current.join.error).not.toBeNull());
    expect(reload.held).toEqual(['/rest/v1/events']);
    expect(errorText(result.current.join.error, 'Erro ao se inscrever no evento.')).toBe('As inscrições deste evento estão pausadas');
    expect(result.current.count.data).toBe(1);
    expect(result.current.join.isPending(pausedEventId)).toBe(false);
    const stored = unwrap(await admin.from('event_participants').select('user_id').eq('event_id', pausedEventId));
    expect(stored).toEqual([{ user_id: CARLA }]);
  });

  it('rolls the optimistic change back on its own, before any reload', async () => {
    await signInAs('ana@quadra.dev');
    const countKey = ['count-no-reload', pausedEventId];
    const { result, client } = renderDataHook(() => ({
      count: useQuery({ queryKey: countKey, queryFn: () => fetchCount(pausedEventId), staleTime: Infinity }),
      join: useGuardedMutation({
        name: 'join-no-reload',
        mutationFn: async (eventId: string) => unwrap(await supabase.rpc('join_event', { p_event_id: eventId })),
        optimistic: [optimistic<number, string>(() => countKey, (old) => old + 1)],
        invalidates: () => [],
      }),
    }));
    await waitFor(() => expect(result.current.count.data).toBe(1));
    const cached: unknown[] = [];
    client.getQueryCache().subscribe(() => cached.push(client.getQueryData(countKey)));
    act(() => void result.current.join.run(pausedEventId));
    await waitFor(() => expect(result.current.join.error).not.toBeNull());
    expect(cached).toContain(2);
    expect(client.getQueryData(countKey)).toBe(1);
  });
});

describe('useRealtimeInvalidation', () => {
  it("reloads a query when another athlete's change reaches the caller, once per burst", async () => {
    await signInAs('ana@quadra.dev');
    let loads = 0;
    const key = ['comments', pausedEventId];
    const joins = watchChannelJoins();
    const { result, client } = renderDataHook(() => {
      useRealtimeInvalidation([{ table: 'event_comments', filter: `event_id=eq.${pausedEventId}` }], [key]);
      return useQuery({
        queryKey: key,
        queryFn: async () => {
          loads++;
          return unwrap(await supabase.from('event_comments').select('comment_text').eq('event_id', pausedEventId)).length;
        },
        staleTime: Infinity,
      });
    });
    await waitFor(() => expect(result.current.data).toBe(0));
    // The change happens once the channel has joined (and its re-read on joining is over).
    await joins.joined();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const loadsBefore = loads;
    unwrap(
      await admin.from('event_comments').insert([
        { event_id: pausedEventId, user_id: CARLA, comment_text: 'Alguém leva bola?' },
        { event_id: pausedEventId, user_id: CARLA, comment_text: 'Eu levo!' },
      ]),
    );
    await waitFor(() => expect(result.current.data).toBe(2), { timeout: 5_000 });
    await new Promise((r) => setTimeout(r, 400));
    expect(loads - loadsBefore).toBe(1);
  });

  it('does not lose a change made between the first read and the channel joining', async () => {
    await signInAs('ana@quadra.dev');
    // Its own event: a channel of an earlier test still open on the server must not bring the change.
    const eventId = await brunosEvent({ title: 'Racha comentado' });
    const key = ['comment-count', eventId];
    const joins = watchChannelJoins({ hold: true });
    const { result } = renderDataHook(() => {
      useRealtimeInvalidation([{ table: 'event_comments', filter: `event_id=eq.${eventId}` }], [key]);
      return useQuery({ queryKey: key, queryFn: () => fetchComments(eventId), staleTime: Infinity });
    });
    await waitFor(() => expect(result.current.data).toBe(0));
    // The channel has asked to join; the server has not subscribed it yet when the row changes.
    await joins.asked();
    unwrap(await admin.from('event_comments').insert({ event_id: eventId, user_id: CARLA, comment_text: 'Cheguei antes do canal' }));
    joins.release();
    await waitFor(() => expect(result.current.data).toBe(1), { timeout: 5_000 });
  });

  // A page opens with nothing cached, or with what the device kept (restored, then reloaded).
  it.each([
    ['the first read', undefined],
    ['the reload of what the device kept', 7],
  ])('%s, still on its way when the channel joins, is read again after its answer, never beside it', async (_, kept) => {
    await signInAs('ana@quadra.dev');
    const eventId = await brunosEvent({ title: 'Racha lento' });
    const key = ['comment-count', eventId];
    const client = createQueryClient();
    if (kept !== undefined) client.setQueryData(key, kept, { updatedAt: Date.now() - 3_600_000 });
    let loads = 0;
    const answers = holdRestAnswers();
    const joins = watchChannelJoins();
    const { result } = renderDataHook(() => {
      useRealtimeInvalidation([{ table: 'event_comments', filter: `event_id=eq.${eventId}` }], [key]);
      return useQuery({ queryKey: key, queryFn: () => (loads++, fetchComments(eventId)) });
    }, client);
    await answers.arrived();
    await joins.joined();
    await new Promise((r) => setTimeout(r, 300));
    expect(loads, 'no second read while the first is on its way').toBe(1);
    answers.release();
    await waitFor(() => expect(loads, 'read again once the first has answered').toBe(2));
    await waitFor(() => expect(result.current.data).toBe(0));
  });
});
