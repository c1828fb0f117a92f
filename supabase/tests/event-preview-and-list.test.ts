// Issue 52: what a shared link shows of an event (get_event_preview, to anyone: counts, never who)
// and the list the group pastes (get_event_list, to the organiser and registered participants only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createEvent, createTestStack, join, type Athlete, type TestStack } from './fixtures.js';

const MEMBERS_ONLY = 'Só quem participa do evento pode copiar a lista.';

describe('event preview and list', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let fora: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, fora] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Fábio Fora']);
  });
  afterAll(() => stack?.stop());

  /** A full event of 2 (Ana, Bia) with Caio in line. */
  async function fullEvent(): Promise<string> {
    const eventId = await createEvent(org, { title: 'Pelada do Zé', max_participants: 2, time_zone: 'America/Manaus', time: '19:30:00' });
    await join(ana, eventId);
    await join(bia, eventId);
    await join(caio, eventId);
    return eventId;
  }

  it('a visitor reads the preview: the places and the line as counts, no one named', async () => {
    const eventId = await fullEvent();
    const { data, error } = await anonClient(stack).rpc('get_event_preview', { p_event_id: eventId });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: eventId, title: 'Pelada do Zé', time: '19:30:00', time_zone: 'America/Manaus', location: 'Parque Ibirapuera',
      status: 'active', max_participants: 2, participant_count: 2, waiting_count: 1,
    });
    expect(JSON.stringify(data)).not.toMatch(/Ana|Bia|Caio|Olga|created_by/);
    expect((await anonClient(stack).rpc('get_event_preview', { p_event_id: crypto.randomUUID() })).data).toBeNull();
  });

  it('the organiser and each participant get the list: confirmed in order with payments, then the line', async () => {
    const eventId = await fullEvent();
    await stack.pool.query(
      `insert into public.event_costs (event_id, per_person_cents, pix_key_type, pix_key, recipient_name, recipient_city)
       values ($1, 1500, 'email', 'olga@exemplo.com', 'Olga Souza', 'Manaus')`, [eventId]);
    await stack.pool.query(
      `insert into public.event_payment_shares (event_id, user_id, amount_cents, status) values ($1, $2, 1500, 'confirmed'), ($1, $3, 1500, 'reported')
       on conflict (event_id, user_id) do update set status = excluded.status`, [eventId, ana.id, bia.id]);
    for (const who of [org, ana, bia]) {
      const { data, error } = await who.sb.rpc('get_event_list', { p_event_id: eventId });
      expect(error).toBeNull();
      expect(data).toMatchObject({
        title: 'Pelada do Zé', time_zone: 'America/Manaus', has_cost: true, max_participants: 2,
        confirmed: [{ name: 'Ana Lima', paid: true }, { name: 'Bia Costa', paid: false }],
        waiting: [{ name: 'Caio Rocha' }],
      });
    }
  });

  it('someone in line, an outsider or a visitor cannot copy the list', async () => {
    const eventId = await fullEvent();
    for (const who of [caio, fora]) {
      expect((await who.sb.rpc('get_event_list', { p_event_id: eventId })).error?.message).toBe(MEMBERS_ONLY);
    }
    const visitor = await anonClient(stack).rpc('get_event_list', { p_event_id: eventId });
    expect(visitor.error?.code).toBe('42501');
  });
});
