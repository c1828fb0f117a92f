// Each event in its own time zone (issue 26, item 6) and the bounds of a start (issue 32, point 15):
// the start is computed in the event's zone, the scheduler's reminders follow it, and a start in
// the past (in the event's zone) or beyond the horizon is refused on create and on edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type TestStack } from './fixtures.js';

/** The wall clock `hours` from now in `zone`: { date: 'yyyy-MM-dd', time: 'HH:MM:SS' }. */
async function wallClock(stack: TestStack, zone: string, hours: number) {
  const { rows } = await stack.pool.query(
    `select to_char(t, 'YYYY-MM-DD') as date, to_char(t, 'HH24:MI:00') as time
     from (select (now() + make_interval(hours => $2)) at time zone $1 as t) x`,
    [zone, hours],
  );
  return rows[0] as { date: string; time: string };
}

describe('the event time zone', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana] = await athletes(stack, ['Olga Manaus', 'Ana Lima']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const startOf = async (id: string) =>
    (await stack.pool.query(`select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as utc, time_zone from public.events where id = $1`, [id])).rows[0];

  it('a 19:00 game in Manaus starts at 23:00 UTC; the same wall clock in São Paulo at 22:00 UTC', async () => {
    const day = dayOffset(10);
    const { data: manaus, error } = await org.sb.rpc('create_event', {
      p_event: { title: 'Pelada em Manaus', location: 'Arena da Amazônia', sport_name: 'Futebol', date: day, time: '19:00:00', time_zone: 'America/Manaus' },
    });
    expect(error).toBeNull();
    expect(await startOf(manaus!)).toEqual({ utc: `${day}T23:00`, time_zone: 'America/Manaus' });
    const saoPaulo = await createEvent(org, { date: day, time: '19:00:00' });
    expect(await startOf(saoPaulo)).toEqual({ utc: `${day}T22:00`, time_zone: 'America/Sao_Paulo' });
  });

  it("a 23:00 game in Manaus (00:00 of the next day in São Paulo) is found under its own day's filter", async () => {
    const { rows } = await stack.pool.query(`select to_char(public.sao_paulo_today() + 1, 'YYYY-MM-DD') as day`);
    const day = rows[0].day as string;
    const { data: id, error } = await org.sb.rpc('create_event', {
      p_event: { title: 'Pelada tarde em Manaus', location: 'Arena', sport_name: 'Futebol', date: day, time: '23:00:00', time_zone: 'America/Manaus' },
    });
    expect(error).toBeNull();
    const found = async (days: string[]) =>
      ((await ana.sb.rpc('list_available_events', { p_dates: days, p_limit: 50 })).data ?? []).some((e) => e.id === id);
    expect(await found(['tomorrow'])).toBe(true);
    expect(await found(['today'])).toBe(false);
  });

  it('a zone outside Brazil is refused, by the function and by the table', async () => {
    const { error } = await org.sb.rpc('create_event', {
      p_event: { title: 'Pelada em Lisboa', location: 'Alvalade', sport_name: 'Futebol', date: dayOffset(10), time_zone: 'Europe/Lisbon' },
    });
    expect(error?.message).toBe('Fuso horário inválido');
    const direct = await org.sb.from('events').insert({ title: 'Pelada', location: 'Quadra', date: dayOffset(10), time_zone: 'Europe/Lisbon' });
    expect(direct.error?.code).toBe('23514');
  });

  it('changing the zone moves the start and tells the participants', async () => {
    const id = await createEvent(org, { date: dayOffset(10), time: '19:00:00' });
    await join(ana, id);
    expect((await org.sb.from('events').update({ time_zone: 'America/Rio_Branco' }).eq('id', id)).error).toBeNull();
    expect((await startOf(id)).utc).toBe(`${dayOffset(11)}T00:00`);
    const { rows } = await stack.pool.query(
      `select title from public.notifications where user_id = $1 and data ->> 'event_id' = $2`, [ana.id, id]);
    expect(rows.map((r) => r.title)).toEqual(['Evento atualizado']);
  });

  it("the 2 h reminder of a Manaus game goes out at 17:00 Manaus time, not São Paulo's", async () => {
    const day = dayOffset(12);
    const id = await createEvent(org, { title: 'Reminder Manaus', date: day, time: '19:00:00', time_zone: 'America/Manaus' });
    await join(ana, id);
    await stack.pool.query(`update public.event_participants set joined_at = now() - interval '30 days' where event_id = $1`, [id]);
    const run = async (at: string) =>
      (await stack.pool.query(`select public.run_scheduled_jobs(($1::timestamp) at time zone 'America/Manaus') as r`, [at])).rows[0].r;
    const reminders = async () =>
      (await stack.pool.query(`select data ->> 'reminder' as kind from public.notifications where user_id = $1 and type = 'event_reminder' and data ->> 'event_id' = $2`, [ana.id, id])).rows.map((r) => r.kind);
    // 16:59 in Manaus is 17:59 in São Paulo: too early for the 2 h reminder, whichever zone one thinks in.
    await run(`${day} 16:59`);
    expect(await reminders()).toEqual(['24h']);
    await run(`${day} 17:00`);
    expect(await reminders()).toEqual(['24h', '2h']);
  });

  describe('the start is neither past nor beyond two years (issue 32, point 15)', () => {
    it('create_event today four hours ago, or at 00:00 today, is refused; in an hour it is accepted', async () => {
      const event = (at: { date: string; time: string }, zone = 'America/Sao_Paulo') => ({
        title: 'Avaliação instantânea', location: 'Quadra', sport_name: 'Futebol', ...at, time_zone: zone,
      });
      const ago = await wallClock(stack, 'America/Sao_Paulo', -4);
      expect((await org.sb.rpc('create_event', { p_event: event(ago) })).error?.message).toBe('A data do evento não pode estar no passado');
      const today = await wallClock(stack, 'America/Sao_Paulo', 0);
      if (today.time > '00:00:00') {
        expect((await org.sb.rpc('create_event', { p_event: event({ date: today.date, time: '00:00:00' }) })).error?.message)
          .toBe('A data do evento não pode estar no passado');
      }
      // Past in the event's zone: an hour ahead on Rio Branco's clock (2 h behind São Paulo's) is an hour
      // ago on São Paulo's. The same date and time are refused in São Paulo and accepted in Rio Branco.
      const rioBrancoSoon = await wallClock(stack, 'America/Rio_Branco', 1);
      expect((await org.sb.rpc('create_event', { p_event: event(rioBrancoSoon, 'America/Sao_Paulo') })).error?.message)
        .toBe('A data do evento não pode estar no passado');
      expect((await org.sb.rpc('create_event', { p_event: event(rioBrancoSoon, 'America/Rio_Branco') })).error).toBeNull();
    });

    it('moving a start to earlier today, or into another zone that makes it past, is refused on edit', async () => {
      const id = await createEvent(org, { date: dayOffset(2), time: '19:00:00' });
      const today = await wallClock(stack, 'America/Sao_Paulo', -1);
      const moved = await org.sb.from('events').update({ date: today.date, time: today.time }).eq('id', id);
      expect(moved.error?.message).toBe('A data do evento não pode estar no passado');
      const { rows } = await stack.pool.query(`select to_char(date, 'YYYY-MM-DD') as date, time::text from public.events where id = $1`, [id]);
      expect(rows[0]).toEqual({ date: dayOffset(2), time: '19:00:00' });
    });

    it('a date more than two years ahead is refused on create and on edit; two years less a day is accepted', async () => {
      const far = { title: 'Copa de 99999', location: 'Quadra', sport_name: 'Futebol', date: '99999-01-01' };
      expect((await org.sb.rpc('create_event', { p_event: far })).error?.message).toBe('A data do evento não pode passar de 2 anos a partir de hoje');
      expect((await org.sb.rpc('create_event', { p_event: { ...far, date: dayOffset(2 * 365 + 2) } })).error?.message)
        .toBe('A data do evento não pode passar de 2 anos a partir de hoje');
      expect((await org.sb.rpc('create_event', { p_event: { ...far, date: dayOffset(2 * 365 - 1) } })).error).toBeNull();
      const id = await createEvent(org);
      expect((await org.sb.from('events').update({ date: '3000-01-01' }).eq('id', id)).error?.message)
        .toBe('A data do evento não pode passar de 2 anos a partir de hoje');
    });

    it('an event already past can still have its other fields edited (the start is checked only when it moves)', async () => {
      const id = await createEvent(org);
      await stack.pool.query(`update public.events set date = current_date - 1 where id = $1`, [id]);
      expect((await org.sb.from('events').update({ description: 'Placar: 3 x 2' }).eq('id', id)).error).toBeNull();
    });
  });
});
