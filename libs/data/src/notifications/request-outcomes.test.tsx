import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../client/unwrap';
import { useDecideParticipant } from '../events/decide-participant';
import { adminClient, connectToDataStack, renderDataHook, signInAs, signOut } from '../testing';
import type { Notification } from './notifications';
import { requestKey, useRequestOutcomes } from './request-outcomes';

const FELIPE = 'a0000000-0000-4000-8000-000000000006';
const JOAO = 'a0000000-0000-4000-8000-000000000010';
const LARISSA = 'a0000000-0000-4000-8000-000000000011';

beforeAll(() => connectToDataStack());
afterAll(() => signOut());

describe('participation request outcomes', () => {
  it('follow the database: pending, accepted after Aceitar, gone after a rejection made elsewhere', async () => {
    const admin = adminClient();
    // Felipe's own approval-only event with two requests (the trigger notifies him of each).
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const event = unwrap(
      await admin.from('events')
        .insert({ title: 'Vôlei com pedidos', location: 'Quadra 2', date, time: '19:00', created_by: FELIPE, requires_approval: true, max_participants: 6 })
        .select('id').single(),
    );
    unwrap(await admin.from('event_participants').insert([
      { event_id: event.id, user_id: JOAO, status: 'pending' },
      { event_id: event.id, user_id: LARISSA, status: 'pending' },
    ]));
    const requests = unwrap(
      await admin.from('notifications').select('*').eq('user_id', FELIPE).eq('type', 'participation_request')
        .eq('data->>event_id', event.id),
    ) as Notification[];
    expect(requests).toHaveLength(2);
    const accept = `${event.id}:${JOAO}`;
    const reject = `${event.id}:${LARISSA}`;
    expect(requests.map(requestKey).sort()).toEqual([accept, reject].sort());

    await signInAs('felipe@quadra.dev');
    const { result } = renderDataHook(() => ({ outcomes: useRequestOutcomes(requests), decide: useDecideParticipant() }));
    await waitFor(() => expect(result.current.outcomes.data?.[accept]).toBe('pending'));
    expect(result.current.outcomes.data?.[reject]).toBe('pending');

    const [eventId, userId] = accept.split(':') as [string, string];
    await act(async () => void (await result.current.decide.runAsync({ eventId, userId, approve: true })));
    await waitFor(() => expect(result.current.outcomes.data?.[accept]).toBe('accepted'));

    // Rejected on another device: the next load shows it answered.
    const [otherEvent, otherUser] = reject.split(':') as [string, string];
    unwrap(await admin.from('event_participants').delete().eq('event_id', otherEvent).eq('user_id', otherUser));
    await act(async () => void (await result.current.outcomes.refetch()));
    await waitFor(() => expect(result.current.outcomes.data?.[reject]).toBe('gone'));
  });
});
