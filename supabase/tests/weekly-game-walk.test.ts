// Issue 48, the database's part: 'Encerrar série' from a later date never touches a date before it;
// one notification per series action naming the dates and the change; the cost preview counts whom
// the app charges (the shares recompute_event_shares writes); the series' calendar is one UID, cut
// where the series ended, with no empty line, read by a strict RFC 5545 parser (ical.js).
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialiseSeries } from '@quadra/jobs';
import { athletes, createEvent, createTestStack, dayOffset, join, moveEventToPast, type Athlete, type TestStack } from './fixtures.js';

const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The calendar as a strict parser reads it; throws on what RFC 5545 does not allow ical.js to read. */
function strictCalendar(text: string) {
  // A property without a value ('EXDATE;TZID=America/Sao_Paulo:') is not a content line (RFC 5545 3.1).
  const empty = text.split('\r\n').filter((line) => line !== '' && /:$/.test(line));
  expect(empty, 'properties without a value').toEqual([]);
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    const rule = v.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    return { uid: event.uid, rule: rule?.toString() ?? null, exdates: v.getAllProperties('exdate').length, status: v.getFirstPropertyValue('status') };
  });
}

describe('the weekly game walked (issue 48)', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let players: readonly Athlete[];

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia] = await athletes(stack, ['Olga Série', 'Ana Fixa', 'Bia Fixa']);
    players = await athletes(stack, ['P1 Lima', 'P2 Costa', 'P3 Rocha', 'P4 Alves', 'P5 Nunes', 'P6 Reis', 'P7 Prado', 'P8 Dias']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const q = async (sql: string, args: unknown[] = []) => (await stack.pool.query(sql, args)).rows;
  const series = async (title: string, fields: Record<string, unknown> = {}) => {
    const { data, error } = await org.sb.rpc('create_event', {
      p_event: { title, location: 'Quadra do Parque', sport_name: 'Futebol', date: dayOffset(1), time: '19:30:00',
        max_participants: 10, repeat: 'weekly', repeat_count: 8, ...fields },
    });
    if (error) throw new Error(error.message);
    await materialiseSeries(stack.pool);
    const rows = await q(`select id, to_char(date, 'YYYY-MM-DD') as date, status from public.events
                          where series_id = (select series_id from public.events where id = $1) order by date`, [data]);
    return rows as { id: string; date: string; status: string }[];
  };
  const notes = async (who: Athlete) =>
    (await q(`select title, message from public.notifications where user_id = $1 order by created_at`, [who.id])) as { title: string; message: string }[];

  it("'Encerrar série' from the third date cancels it and the later ones, never the two before; each participant is told once, with his dates", async () => {
    const dates = await series('Pelada de quinta');
    const [one, two, three, four] = dates as [(typeof dates)[0], (typeof dates)[0], (typeof dates)[0], (typeof dates)[0]];
    for (const o of [one, two, three, four]) await join(ana, o.id);
    await join(bia, four.id);
    const { data, error } = await org.sb.rpc('end_series', { p_event_id: three.id });
    expect(error).toBeNull();
    expect(data).toBe(2);
    await materialiseSeries(stack.pool);
    const after = await q(`select status from public.events where series_id = (select series_id from public.events where id = $1) order by date`, [one.id]);
    expect(after.map((r) => r.status)).toEqual(['active', 'active', 'cancelled', 'cancelled']);
    expect(await notes(ana)).toEqual([{
      title: 'Série encerrada',
      message: `A série "Pelada de quinta" foi encerrada pelo organizador. Datas canceladas: ${ddmm(three.date)} e ${ddmm(four.date)}.`,
    }]);
    expect(await notes(bia)).toEqual([{
      title: 'Série encerrada',
      message: `A série "Pelada de quinta" foi encerrada pelo organizador. Data cancelada: ${ddmm(four.date)}.`,
    }]);
    // Ending again from the first date still reaches the two left.
    expect((await org.sb.rpc('end_series', { p_event_id: one.id })).data).toBe(2);
  });

  it("'Este e os próximos' tells each participant once, naming his dates and the change (19:30 → 20:00)", async () => {
    const [, two, three] = await series('Pelada de sexta');
    await join(ana, two!.id);
    await join(ana, three!.id);
    const { error } = await org.sb.rpc('update_series_from', { p_event_id: two!.id, p_changes: { time: '20:00', location: 'Arena Nova' } });
    expect(error).toBeNull();
    expect((await notes(ana)).filter((n) => n.message.includes('Pelada de sexta'))).toEqual([{
      title: 'Série atualizada',
      message: `A série "Pelada de sexta" mudou em ${ddmm(two!.date)} e ${ddmm(three!.date)}: horário 19:30 → 20:00; local Quadra do Parque → Arena Nova.`,
    }]);
    // 'Só este evento' names its change too.
    await org.sb.from('events').update({ time: '21:00:00' }).eq('id', three!.id);
    const last = (await notes(ana)).at(-1)!;
    expect(last).toEqual({ title: 'Evento atualizado', message: `O evento "Pelada de sexta" de ${ddmm(three!.date)} mudou: horário 20:00 → 21:00.` });
  });

  describe('the cost preview counts whom the app charges', () => {
    const preview = async (eventId: string, includeOrganiser: boolean) => {
      const { data, error } = await org.sb.rpc('event_split_preview', { p_event_id: eventId, p_include_organiser: includeOrganiser });
      if (error) throw new Error(error.message);
      return data as { payers: number; can_grow: boolean };
    };
    const charged = async (eventId: string) =>
      (await q('select count(*)::int as n from public.event_payment_shares where event_id = $1 and amount_cents > 0', [eventId]))[0].n as number;
    const setCost = (eventId: string, includeOrganiser: boolean) =>
      org.sb.rpc('set_event_cost', { p_event_id: eventId, p_cost: {
        total_cents: 12000, pix_key_type: 'email', pix_key: 'olga@exemplo.com', recipient_name: 'Olga', recipient_city: 'Recife',
        include_organiser: includeOrganiser } } as never);

    it('by registration (8 of 12 places: it can still grow), with or without the organiser, as the shares', async () => {
      const eventId = await createEvent(org, { max_participants: 12 });
      for (const p of players) await join(p, eventId);
      expect(await preview(eventId, false)).toEqual({ payers: 8, can_grow: true });
      expect((await setCost(eventId, false)).error).toBeNull();
      expect(await charged(eventId)).toBe(8);
      expect(await preview(eventId, true)).toEqual({ payers: 9, can_grow: true });
      expect((await setCost(eventId, true)).error).toBeNull();
      expect(await charged(eventId)).toBe(9);
    });

    it('by attendance once marked (6 present of 8: it cannot grow), as the shares', async () => {
      const eventId = await createEvent(org, { max_participants: 12 });
      for (const p of players) await join(p, eventId);
      await moveEventToPast(stack, eventId, 1);
      for (const [i, p] of players.entries()) {
        const mark = await org.sb.from('event_attendance').insert({ event_id: eventId, user_id: p.id, status: i < 6 ? 'present' : 'absent' } as never);
        expect(mark.error).toBeNull();
      }
      expect(await preview(eventId, false)).toEqual({ payers: 6, can_grow: false });
      expect((await setCost(eventId, false)).error).toBeNull();
      expect(await charged(eventId)).toBe(6);
    });

    it("is the organiser's only", async () => {
      const eventId = await createEvent(org);
      expect((await ana.sb.rpc('event_split_preview', { p_event_id: eventId, p_include_organiser: false })).error)
        .toMatchObject({ code: 'P0001', message: 'Acesso Negado', details: 'Apenas o organizador pode ver os pagamentos.' });
    });
  });

  it('the .ics of a series: one UID from any date, no empty EXDATE, the rule cut where the series ended', async () => {
    const dates = await series('Pelada da agenda', { time_zone: 'America/Sao_Paulo' });
    const ics = async (eventId: string) => (await fetch(`${stack.url}/functions/v1/calendar/events/${eventId}.ics`)).text();
    const [fromFirst] = strictCalendar(await ics(dates[0]!.id));
    const [fromThird] = strictCalendar(await ics(dates[2]!.id));
    expect(fromFirst!.uid).toBe(fromThird!.uid);
    expect(fromFirst!.exdates).toBe(0);
    expect(fromFirst!.rule).toBe('FREQ=WEEKLY;COUNT=8');

    await org.sb.from('events').update({ status: 'cancelled' }).eq('id', dates[1]!.id);
    expect((await org.sb.rpc('end_series', { p_event_id: dates[2]!.id })).error).toBeNull();
    const [ended] = strictCalendar(await ics(dates[0]!.id));
    expect(ended!.uid).toBe(fromFirst!.uid);
    expect(ended!.exdates).toBe(1);
    // UNTIL is the second before the first date the end cancelled (19:30 in São Paulo = 22:30 UTC).
    expect(ended!.rule).toBe(`FREQ=WEEKLY;UNTIL=${dates[2]!.date.replaceAll('-', '')}T222959Z`);
  });
});
