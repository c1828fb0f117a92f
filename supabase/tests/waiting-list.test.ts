// The waiting list of full events: joining a full event lines the athlete up; a freed place goes
// to the first in line (registered, or a pending request on approval-only events), under a lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athlete, athletes, createEvent, createTestStack, join, type Athlete, type TestStack } from './fixtures.js';

type Line = { user_id: string; position: number }[];

describe('waiting list', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  let eva: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda, eva] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Eva Nunes']);
  });
  afterAll(() => stack?.stop());

  const line = async (who: Athlete, eventId: string): Promise<Line> => {
    const { data, error } = await who.sb.rpc('get_waiting_list', { p_event_id: eventId });
    if (error) throw new Error(error.message);
    return data.map((r) => ({ user_id: r.user_id, position: r.position }));
  };
  const registered = async (eventId: string) => {
    const { rows } = await stack.pool.query(
      `select user_id, status from public.event_participants where event_id = $1 order by joined_at, user_id`, [eventId]);
    return rows as { user_id: string; status: string }[];
  };
  const spots = async (who: Athlete, eventId: string) => {
    const { rows } = await stack.pool.query(
      `select message, data from public.notifications where user_id = $1 and type = 'spots_available' and data ->> 'event_id' = $2`,
      [who.id, eventId]);
    return rows as { message: string; data: Record<string, unknown> }[];
  };
  const count = async (eventId: string) =>
    (await stack.pool.query('select participant_count from public.events where id = $1', [eventId])).rows[0].participant_count as number;

  it('a full event lines people up: each sees only their own place, the organiser the whole line; leaving the line closes the gap', async () => {
    const eventId = await createEvent(org, { max_participants: 1, min_participants: 1 });
    await join(ana, eventId);
    expect(await join(bia, eventId)).toEqual({ status: 'waiting', participant_count: 1, waiting_position: 1 });
    expect(await join(caio, eventId)).toEqual({ status: 'waiting', participant_count: 1, waiting_position: 2 });
    expect(await join(duda, eventId)).toMatchObject({ status: 'waiting', waiting_position: 3 });
    expect((await caio.sb.rpc('join_event', { p_event_id: eventId })).error?.message).toBe('Você já está na lista de espera');

    expect(await line(duda, eventId)).toEqual([{ user_id: duda.id, position: 3 }]);
    expect(await line(eva, eventId)).toEqual([]);
    expect(await line(org, eventId)).toEqual([
      { user_id: bia.id, position: 1 }, { user_id: caio.id, position: 2 }, { user_id: duda.id, position: 3 }]);
    // RLS: the table itself shows the same (own row; organiser all)
    expect((await eva.sb.from('event_waiting_list').select('user_id').eq('event_id', eventId)).data).toEqual([]);
    expect((await org.sb.from('event_waiting_list').select('user_id').eq('event_id', eventId)).data).toHaveLength(3);

    expect((await caio.sb.rpc('leave_waiting_list', { p_event_id: eventId })).data).toEqual({ waiting_count: 2 });
    expect((await caio.sb.rpc('leave_waiting_list', { p_event_id: eventId })).error?.message).toBe('Você não está na lista de espera');
    expect(await line(duda, eventId)).toEqual([{ user_id: duda.id, position: 2 }]);
    expect(await count(eventId)).toBe(1);
  });

  it('a participant leaving gives the place to the first in line, who is told; the organiser is not told a place is free', async () => {
    const eventId = await createEvent(org, { title: 'Futsal lotado', max_participants: 2, min_participants: 1 });
    await join(ana, eventId);
    await join(bia, eventId);
    await join(caio, eventId);
    await join(duda, eventId);
    expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).data).toEqual({ participant_count: 2 });
    expect((await registered(eventId)).map((r) => [r.user_id, r.status])).toEqual([[bia.id, 'registered'], [caio.id, 'registered']]);
    const told = await spots(caio, eventId);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe('Abriu uma vaga no evento "Futsal lotado" e você foi inscrito pela lista de espera.');
    expect(await spots(duda, eventId)).toHaveLength(0);
    expect(await spots(org, eventId)).toHaveLength(0);
    expect(await line(duda, eventId)).toEqual([{ user_id: duda.id, position: 1 }]);
    expect(await count(eventId)).toBe(2);
  });

  it('raising the limit promotes as many as the new places, in order; removing it promotes everyone', async () => {
    const eventId = await createEvent(org, { max_participants: 1, min_participants: 1 });
    for (const a of [ana, bia, caio, duda, eva]) await join(a, eventId);
    expect((await org.sb.from('events').update({ max_participants: 3 }).eq('id', eventId)).error).toBeNull();
    // (one transaction: the two promoted share joined_at; the line shows the order was kept)
    expect((await registered(eventId)).map((r) => r.user_id).sort()).toEqual([ana.id, bia.id, caio.id].sort());
    expect(await count(eventId)).toBe(3);
    expect(await line(org, eventId)).toEqual([{ user_id: duda.id, position: 1 }, { user_id: eva.id, position: 2 }]);
    expect((await org.sb.from('events').update({ max_participants: null }).eq('id', eventId)).error).toBeNull();
    expect(await count(eventId)).toBe(5);
    expect(await line(org, eventId)).toEqual([]);
  });

  it('on an approval-only event the first in line becomes a pending request when a place frees (also after a rejection)', async () => {
    const eventId = await createEvent(org, { requires_approval: true, max_participants: 1, min_participants: 1 });
    await join(ana, eventId);
    expect((await org.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: ana.id })).error).toBeNull();
    for (const a of [bia, caio, duda]) expect(await join(a, eventId)).toMatchObject({ status: 'waiting' });

    expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
    expect((await registered(eventId)).map((r) => [r.user_id, r.status])).toEqual([[bia.id, 'pending']]);
    expect((await spots(bia, eventId))[0]?.data).toMatchObject({ status: 'pending', from_waiting_list: true });
    const requests = await stack.pool.query(
      `select count(*)::int as n from public.notifications where user_id = $1 and type = 'participation_request' and data ->> 'participant_id' = $2`,
      [org.id, bia.id]);
    expect(requests.rows[0].n).toBe(1);

    expect((await org.sb.rpc('reject_participant', { p_event_id: eventId, p_participant_id: bia.id })).error).toBeNull();
    expect((await registered(eventId)).map((r) => [r.user_id, r.status])).toEqual([[caio.id, 'pending']]);
    expect((await org.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: caio.id })).data)
      .toEqual({ status: 'registered', participant_count: 1 });
    expect(await line(org, eventId)).toEqual([{ user_id: duda.id, position: 1 }]);
  });

  it('race: 100 athletes join a full 10-place line while its 10 participants leave at random moments', async () => {
    const eventId = await createEvent(org, { title: 'Corrida da fila', max_participants: 10, min_participants: 2 });
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => athlete(stack, `Titular ${i}`)));
    const crowd = await Promise.all(Array.from({ length: 100 }, (_, i) => athlete(stack, `Fila ${i}`)));
    for (const a of first) await join(a, eventId);
    // Observe arrival order in the line (this test's own database copy): every row ever added.
    await stack.pool.query(`create table public.test_line_log (id bigint, user_id uuid);
      create function public.test_line_log() returns trigger language plpgsql as $$
      begin insert into public.test_line_log values (new.id, new.user_id); return new; end $$;
      create trigger test_line_log after insert on public.event_waiting_list for each row execute function public.test_line_log();`);

    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const [joins, leaves] = await Promise.all([
      Promise.all(crowd.map(async (a) => {
        await wait(Math.random() * 400);
        return { a, r: await a.sb.rpc('join_event', { p_event_id: eventId }) };
      })),
      Promise.all(first.map(async (a) => {
        await wait(50 + Math.random() * 350); // some of the crowd is always in line by then
        return a.sb.rpc('leave_event', { p_event_id: eventId });
      })),
    ]);
    expect(joins.filter((j) => j.r.error).map((j) => j.r.error?.message)).toEqual([]);
    expect(leaves.filter((l) => l.error).map((l) => l.error?.message)).toEqual([]);

    const regs = await registered(eventId);
    expect(regs).toHaveLength(10);
    expect(regs.every((r) => r.status === 'registered')).toBe(true);
    expect(await count(eventId)).toBe(10);
    const regIds = new Set(regs.map((r) => r.user_id));
    expect(first.some((a) => regIds.has(a.id))).toBe(false);

    const direct = joins.filter((j) => (j.r.data as { status: string }).status === 'registered').map((j) => j.a.id);
    const log = (await stack.pool.query('select id, user_id from public.test_line_log order by id')).rows as { user_id: string }[];
    const promoted = [...regIds].filter((id) => !direct.includes(id));
    expect(direct.length + log.length).toBe(100);
    expect(promoted.length).toBeGreaterThan(0);
    // Promoted = exactly the first in line, in order: the line's head, as long as there were promotions.
    expect(new Set(log.slice(0, promoted.length).map((r) => r.user_id))).toEqual(new Set(promoted));
    const rest = await line(org, eventId);
    expect(rest.map((r) => r.user_id)).toEqual(log.slice(promoted.length).map((r) => r.user_id));

    // One spots_available per promotion, to the promoted person only (among the crowd).
    const { rows } = await stack.pool.query(
      `select user_id, count(*)::int as n from public.notifications
       where type = 'spots_available' and data ->> 'event_id' = $1 and (data ->> 'from_waiting_list')::boolean
       group by user_id`, [eventId]);
    expect(rows).toHaveLength(promoted.length);
    expect(rows.every((r) => r.n === 1 && regIds.has(r.user_id))).toBe(true);
  });
});
