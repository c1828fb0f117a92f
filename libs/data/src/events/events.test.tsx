import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../client/errors';
import { unwrap } from '../client/unwrap';
import { adminClient, connectToDataStack, holdRestAnswers, renderDataHook, signInAs, signOut, watchChannelJoins } from '../testing';
import { useAvailableEvents } from './available-events';
import { useDecideParticipant } from './decide-participant';
import { useEventDetail } from './event-detail';
import { useJoinedEvents } from './joined-events';
import { useJoinEvent, useLeaveEvent, useLeaveWaitingList } from './join-leave';
import { useEventParticipants, type EventParticipants } from './participants';

// Seed athletes used only by this file (other files use ana, bruno, carla).
const JOAO = 'a0000000-0000-4000-8000-000000000010';
const LARISSA = 'a0000000-0000-4000-8000-000000000011';
const MARCOS = 'a0000000-0000-4000-8000-000000000012';
const admin = adminClient();
const NO_FILTER = { sports: [], dates: [] };

async function newEvent(fields: Record<string, unknown> = {}): Promise<string> {
  const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  return unwrap(
    await admin
      .from('events')
      .insert({ title: 'Evento do teste de dados', location: 'Quadra 9', date: day, time: '20:00', created_by: MARCOS, ...fields })
      .select('id')
      .single(),
  ).id;
}

beforeAll(() => {
  connectToDataStack();
});
afterAll(() => signOut());

describe('events windows and join/leave', () => {
  it('shows a join at once on the card, then the database moves the event to Eventos Inscritos; leaving brings it back', async () => {
    const eventId = await newEvent({ title: 'Racha aberto do João', max_participants: 10 });
    await signInAs('joao@quadra.dev');
    const { result } = renderDataHook(() => ({
      available: useAvailableEvents(NO_FILTER),
      joined: useJoinedEvents(),
      join: useJoinEvent(),
      leave: useLeaveEvent(),
    }));
    const availableCard = () => result.current.available.data?.pages.flat().find((e) => e.id === eventId);
    const joinedCard = () => result.current.joined.data?.pages.flat().find((e) => e.id === eventId);
    await waitFor(() => expect(availableCard()).toMatchObject({ is_participant: false, participant_count: 0 }));
    expect(joinedCard()).toBeUndefined();

    // While the database's answer (and any reload) is held back, the card already reads 'inscrito'.
    const joinAnswer = holdRestAnswers();
    act(() => void result.current.join.run(eventId));
    await joinAnswer.arrived();
    await waitFor(() => expect(availableCard()).toMatchObject({ is_participant: true, participant_count: 1 }));
    joinAnswer.release();
    await waitFor(() => expect(joinedCard()).toMatchObject({ is_participant: true, participant_count: 1 }));
    await waitFor(() => expect(availableCard()).toBeUndefined());

    act(() => void result.current.leave.run(eventId));
    await waitFor(() => expect(availableCard()).toMatchObject({ is_participant: false, participant_count: 0 }));
    await waitFor(() => expect(joinedCard()).toBeUndefined());
    expect(unwrap(await admin.from('event_participants').select('user_id').eq('event_id', eventId))).toEqual([]);
  });

  it('joining a full event lines the caller up (nothing shown as joined) and leaving the line takes the place away', async () => {
    const eventId = await newEvent({ title: 'Racha lotado da Larissa', max_participants: 1, min_participants: 1 });
    unwrap(await admin.from('event_participants').insert({ event_id: eventId, user_id: LARISSA, status: 'registered' }));
    await signInAs('joao@quadra.dev');
    const { result, client } = renderDataHook(() => ({ detail: useEventDetail(eventId), join: useJoinEvent(), leaveLine: useLeaveWaitingList() }));
    await waitFor(() => expect(result.current.detail.data).toMatchObject({ participant_count: 1, is_participant: false, waiting_position: null }));
    const seen: unknown[] = [];
    client.getQueryCache().subscribe(() => seen.push(result.current.detail.data?.participant_count));

    await act(async () => void (await result.current.join.runAsync(eventId)));
    expect(result.current.join.error).toBeNull();
    await waitFor(() => expect(result.current.detail.data).toMatchObject({ participant_count: 1, is_participant: false, waiting_position: 1 }));
    expect(seen).not.toContain(2); // never shown as joined
    expect(unwrap(await admin.from('event_waiting_list').select('user_id').eq('event_id', eventId))).toEqual([{ user_id: JOAO }]);

    await act(async () => void (await result.current.leaveLine.runAsync(eventId)));
    await waitFor(() => expect(result.current.detail.data).toMatchObject({ waiting_position: null }));
    expect(unwrap(await admin.from('event_waiting_list').select('user_id').eq('event_id', eventId))).toEqual([]);
  });

  it("pages 'Eventos Disponíveis' through the database and applies its filters there", async () => {
    await signOut();
    const { result } = renderDataHook(() => useAvailableEvents({ sports: ['Xadrez'], dates: [] }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const chess = result.current.data!.pages.flat();
    expect(chess.length).toBeGreaterThan(0);
    expect(chess.every((e) => /xadrez/i.test(e.sport_name ?? ''))).toBe(true);
    expect(chess.every((e) => Date.parse(e.starts_at) > Date.now())).toBe(true);
  });
});

describe('approve and reject (one mutation for every screen)', () => {
  it('moves an approved request to the participants at once; a refusal puts it back', async () => {
    const open = await newEvent({ title: 'Com aprovação', requires_approval: true, max_participants: 5 });
    const full = await newEvent({ title: 'Com aprovação e lotado', requires_approval: true, max_participants: 1, min_participants: 1 });
    unwrap(await admin.from('event_participants').insert([
      { event_id: open, user_id: JOAO, status: 'pending' },
      { event_id: full, user_id: LARISSA, status: 'registered' },
      { event_id: full, user_id: JOAO, status: 'pending' },
    ]));
    await signInAs('marcos@quadra.dev');
    const { result } = renderDataHook(() => ({
      open: useEventParticipants(open),
      full: useEventParticipants(full),
      decide: useDecideParticipant(),
    }));
    await waitFor(() => expect(result.current.open.data?.pending.map((p) => p.user_id)).toEqual([JOAO]));
    await waitFor(() => expect(result.current.full.data?.pending.map((p) => p.user_id)).toEqual([JOAO]));
    const lists = (data: EventParticipants | undefined) => ({
      pending: data?.pending.map((p) => p.user_id),
      registered: data?.registered.map((p) => p.user_id),
    });

    // At once, while the database's answer is held back: the request left the pending list and joined the registered one.
    const approval = holdRestAnswers();
    act(() => void result.current.decide.run({ eventId: open, userId: JOAO, approve: true }));
    await approval.arrived();
    await waitFor(() => expect(lists(result.current.open.data)).toEqual({ pending: [], registered: [JOAO] }));
    approval.release();
    await waitFor(() => expect(result.current.decide.isPending({ eventId: open, userId: JOAO, approve: true })).toBe(false));
    expect(result.current.decide.error).toBeNull();
    expect(result.current.open.data).toMatchObject({ pending: [], registered: [{ user_id: JOAO, status: 'registered' }] });
    expect(unwrap(await admin.from('event_participants').select('status').eq('event_id', open).eq('user_id', JOAO))).toEqual([{ status: 'registered' }]);

    // The full event: shown approved at once, then refused; the request is back before any reload answers.
    const refusal = holdRestAnswers();
    act(() => void result.current.decide.run({ eventId: full, userId: JOAO, approve: true }));
    await refusal.arrived();
    await waitFor(() => expect(lists(result.current.full.data)).toEqual({ pending: [], registered: [LARISSA, JOAO] }));
    const reloads = refusal.releaseAndHoldNext();
    await reloads.arrived();
    await waitFor(() => expect(lists(result.current.full.data)).toEqual({ pending: [JOAO], registered: [LARISSA] }));
    reloads.release();
    await waitFor(() => expect(result.current.decide.error).not.toBeNull());
    expect(errorText(result.current.decide.error, 'x')).toBe('Evento está lotado');
    expect(lists(result.current.full.data)).toEqual({ pending: [JOAO], registered: [LARISSA] });
  });
});

describe('realtime', () => {
  it("reloads the event's detail and participants when someone else joins", async () => {
    const eventId = await newEvent({ title: 'Ao vivo' });
    await signInAs('joao@quadra.dev');
    const joins = watchChannelJoins();
    const { result, client } = renderDataHook(() => ({ detail: useEventDetail(eventId), people: useEventParticipants(eventId) }));
    await waitFor(() => expect(result.current.detail.data?.participant_count).toBe(0));
    // Someone joins once the channels have joined and re-read: only the change they send can show it.
    await joins.joined();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    unwrap(await admin.from('event_participants').insert({ event_id: eventId, user_id: LARISSA, status: 'registered' }));
    await waitFor(() => expect(result.current.detail.data?.participant_count).toBe(1), { timeout: 5_000 });
    await waitFor(() => expect(result.current.people.data?.registered.map((p) => p.user_id)).toEqual([LARISSA]));
  });
});
