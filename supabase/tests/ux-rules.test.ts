// Issue 25's database rules: pause and resume, withdrawing a request, the waiting list of an unknown
// event, 'Organizando' in sections, one list of event genders, who is outside an event's criteria.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, createEvent, createTestStack, dayOffset, join, moveEventToPast, type Athlete, type TestStack } from './fixtures.js';

describe('issue 25 rules', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa']);
  });
  afterAll(() => stack?.stop());

  const status = async (eventId: string) =>
    (await stack.pool.query('select status from public.events where id = $1', [eventId])).rows[0].status;
  const setStatus = (who: Athlete, eventId: string, value: string) =>
    who.sb.from('events').update({ status: value }).eq('id', eventId).select('id');

  it("the organiser pauses and resumes ('Retomar evento'); participants hear it reopened", async () => {
    const eventId = await createEvent(org);
    await join(ana, eventId);
    expect((await setStatus(org, eventId, 'paused')).error).toBeNull();
    expect((await setStatus(org, eventId, 'active')).error).toBeNull();
    expect(await status(eventId)).toBe('active');
    const notes = await stack.pool.query(`select title from public.notifications where user_id = $1 and data->>'event_id' = $2`, [ana.id, eventId]);
    expect(notes.rows.map((r) => r.title)).toEqual(expect.arrayContaining(['Evento pausado', 'Evento reaberto']));
    // Nobody else may: RLS updates no row.
    await setStatus(org, eventId, 'paused');
    expect((await setStatus(bia, eventId, 'active')).data).toEqual([]);
    expect(await status(eventId)).toBe('paused');
  });

  it('does not reopen a paused game that has started', async () => {
    const started = await createEvent(org);
    await setStatus(org, started, 'paused');
    await moveEventToPast(stack, started, 1);
    expect((await setStatus(org, started, 'active')).error?.message).toBe('Este evento já aconteceu');
    expect(await status(started)).toBe('paused');
  });

  it('a requester withdraws a pending request (leave_event), and may ask again', async () => {
    const eventId = await createEvent(org, { requires_approval: true });
    expect(await join(ana, eventId)).toMatchObject({ status: 'pending' });
    expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
    expect((await stack.pool.query('select 1 from public.event_participants where event_id = $1', [eventId])).rowCount).toBe(0);
    expect(await join(ana, eventId)).toMatchObject({ status: 'pending' });
  });

  it('the waiting list of an unknown event is empty, not an error', async () => {
    const { data, error } = await ana.sb.rpc('get_waiting_list', { p_event_id: '00000000-0000-4000-8000-000000000000' });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await ana.sb.rpc('get_waiting_list', { p_event_id: 'x' })).error?.message).toBe('ID do evento inválido');
  });

  it("'Organizando': upcoming soonest first, then the past newest first, each paged by its own cursor", async () => {
    const [o] = await athletes(stack, ['Otto Prado']);
    const soon = await createEvent(o, { date: dayOffset(2) });
    const later = await createEvent(o, { date: dayOffset(9) });
    const old = await createEvent(o, { date: dayOffset(1) });
    const older = await createEvent(o, { date: dayOffset(1) });
    await moveEventToPast(stack, old, 24 * 10);
    await moveEventToPast(stack, older, 24 * 300);
    const cancelled = await createEvent(o, { date: dayOffset(5) });
    await setStatus(o, cancelled, 'cancelled');
    const section = async (p_section: string, after?: { starts_at: string; id: string }) =>
      (await o.sb.rpc('list_my_events', { p_section, p_limit: 2, p_after_starts_at: after?.starts_at, p_after_id: after?.id })).data!;

    expect((await section('organizing_upcoming')).map((e) => e.id)).toEqual([soon, later]);
    const firstPast = await section('organizing_past');
    expect(firstPast.map((e) => e.id)).toEqual([cancelled, old]);
    expect((await section('organizing_past', firstPast[1])).map((e) => e.id)).toEqual([older]);
  });

  it("keeps one list of event genders: 'Masculino', 'Feminino', 'Misto'", async () => {
    expect(await createEvent(org, { gender: 'Misto' })).toBeTruthy();
    await expect(createEvent(org, { gender: 'Todos' })).rejects.toThrow(/events_gender_allowed/);
  });

  it('tells only the organiser who is outside the criteria, and never blocks joining', async () => {
    const eventDay = dayOffset(4);
    const eventId = await createEvent(org, { gender: 'Masculino', age_group: '36+', date: eventDay, requires_approval: true });
    await stack.pool.query(`update public.profiles set gender = 'feminino', birth_date = $2::date - interval '29 years' where user_id = $1`, [ana.id, eventDay]);
    await stack.pool.query(`update public.profiles set gender = 'masculino', birth_date = $2::date - interval '40 years' where user_id = $1`, [bia.id, eventDay]);
    expect(await join(ana, eventId)).toMatchObject({ status: 'pending' });
    expect(await join(bia, eventId)).toMatchObject({ status: 'pending' });
    const { data } = await org.sb.rpc('event_criteria_mismatches', { p_event_id: eventId });
    expect(data).toEqual([{ user_id: ana.id, gender_mismatch: true, age_mismatch: true }]);
    expect((await ana.sb.rpc('event_criteria_mismatches', { p_event_id: eventId })).data).toEqual([]);
  });
});
