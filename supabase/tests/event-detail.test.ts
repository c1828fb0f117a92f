// get_event_detail: an event's detail screen in one call, read as the caller (row-level security
// applies as to the reads it replaces): each caller sees their own participation and place in line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createEvent, createTestStack, join, type Athlete, type Db, type TestStack } from './fixtures.js';

type Detail = {
  event: { id: string; title: string; created_by: string; creator_name: string | null; sport_name: string | null; participant_count: number };
  participation: { status: string; evaluation_status: string } | null;
  reputation: { rating: number; stars: number } | null;
  waiting_position: number | null;
} | null;

describe('get_event_detail', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha']);
  });
  afterAll(() => stack?.stop());

  const detail = async (sb: Db, eventId: string): Promise<Detail> => {
    const { data, error } = await sb.rpc('get_event_detail', { p_event_id: eventId });
    if (error) throw new Error(error.message);
    return data as Detail;
  };

  it("gives each caller the event, its organiser's name and reputation, and only their own participation or place", async () => {
    const eventId = await createEvent(org, { title: 'Vôlei lotado', max_participants: 1, min_participants: 1 });
    await join(ana, eventId);
    await join(bia, eventId);
    await join(caio, eventId);

    const asAna = await detail(ana.sb, eventId);
    expect(asAna?.event).toMatchObject({ id: eventId, title: 'Vôlei lotado', created_by: org.id, creator_name: 'Olga Souza', participant_count: 1 });
    expect(asAna?.reputation).toEqual({ rating: 5, stars: 1 });
    expect(asAna?.participation?.status).toBe('registered');
    expect(asAna?.waiting_position).toBeNull();

    expect(await detail(bia.sb, eventId)).toMatchObject({ participation: null, waiting_position: 1 });
    expect(await detail(caio.sb, eventId)).toMatchObject({ participation: null, waiting_position: 2 });
    expect(await detail(org.sb, eventId)).toMatchObject({ participation: null, waiting_position: null });
    // A visitor: the event, nobody's participation.
    expect(await detail(anonClient(stack), eventId)).toMatchObject({ event: { id: eventId }, participation: null, waiting_position: null });
  });

  it('answers null for no such event, and a clear error for what is not an id', async () => {
    expect(await detail(ana.sb, '00000000-0000-4000-8000-000000000000')).toBeNull();
    const { error } = await ana.sb.rpc('get_event_detail', { p_event_id: 'abc' });
    expect(error?.message).toBe('ID do evento inválido');
  });
});
