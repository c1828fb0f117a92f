import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../client/unwrap';
import { usePublicProfile } from '../profiles/public-profile';
import { adminClient, connectToDataStack, renderDataHook, signInAs, signOut } from '../testing';
import { useEvaluation } from './evaluation';
import { useSubmitEvaluation } from './submit-evaluation';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const CARLA = 'a0000000-0000-4000-8000-000000000003';
const DIEGO = 'a0000000-0000-4000-8000-000000000004';
const BRUNO = 'a0000000-0000-4000-8000-000000000002';

/** A game that ended yesterday with Ana, Carla and Diego (the seed's own game 901 is left alone). */
let eventId: string;

beforeAll(async () => {
  connectToDataStack();
  const admin = adminClient();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  eventId = unwrap(
    await admin.from('events')
      .insert({ title: 'Vôlei de ontem', location: 'Praia', date: yesterday, time: '08:00', status: 'completed', created_by: BRUNO })
      .select('id').single(),
  ).id;
  unwrap(await admin.from('event_participants').insert([ANA, CARLA, DIEGO].map((user_id) => ({ event_id: eventId, user_id, status: 'registered' }))));
});
afterAll(() => signOut());

describe('evaluation', () => {
  it('loads the other players, submits once, and the praised profile moves at once', async () => {
    await signInAs('ana@quadra.dev');
    const { result } = renderDataHook(() => ({
      evaluation: useEvaluation(eventId),
      carla: usePublicProfile(CARLA),
      submit: useSubmitEvaluation(),
    }));
    await waitFor(() => expect(result.current.evaluation.isSuccess && result.current.carla.isSuccess).toBe(true));
    const evaluation = result.current.evaluation.data!;
    if (!evaluation.available) throw new Error(`not available: ${evaluation.reason}`);
    expect(evaluation.title).toBe('Vôlei de ontem');
    expect(evaluation.players.map((p) => p.user_id).sort()).toEqual([CARLA, DIEGO].sort());
    const praiseBefore = result.current.carla.data!.praise_count;

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.submit.runAsync({
        eventId, userId: ANA, praises: [{ userId: CARLA, tag: 'amigavel' }], comment: 'Valeu!',
      });
    });
    expect(outcome).toEqual({ praised_players: 1, praises: 1 });
    // The caches reload: Carla's figure moved, and the evaluation is no longer available.
    await waitFor(() => expect(result.current.carla.data!.praise_count).toBe(praiseBefore + 1));
    await waitFor(() => expect(result.current.evaluation.data).toMatchObject({ available: false, reason: 'Avaliação Não Disponível' }));
  });

  it("someone who did not play reads 'Acesso Negado' as an answer, not an error", async () => {
    await signInAs('joao@quadra.dev');
    const { result } = renderDataHook(() => useEvaluation(eventId));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      available: false,
      event_id: eventId,
      title: 'Vôlei de ontem',
      reason: 'Acesso Negado',
      detail: 'Você só pode avaliar eventos dos quais participou.',
    });
  });
});
