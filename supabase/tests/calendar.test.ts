// Calendars (issue 26, item 7): 'Adicionar à agenda' (.ics of an event or its whole series) and the
// private feed ('Assinar minha agenda'), parsed back by an independent parser (node-ical).
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialiseSeries } from '@quadra/jobs';
import { athletes, createTestStack, dayOffset, join, type Athlete, type TestStack } from './fixtures.js';

const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe('calendars', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana] = await athletes(stack, ['Olga Manaus', 'Ana Lima']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const create = async (fields: Record<string, unknown>) => {
    const { data, error } = await org.sb.rpc('create_event', {
      p_event: { location: 'Arena da Amazônia', sport_name: 'Futebol', date: dayOffset(3), time: '19:00:00', time_zone: 'America/Manaus', ...fields },
    });
    if (error) throw new Error(error.message);
    return data!;
  };
  const get = (path: string) => fetch(`${stack.url}/functions/v1/calendar/${path}`);

  it("an event's .ics: text/calendar, 19:00 in Manaus (23:00 UTC) with its TZID, location, description and a link back", async () => {
    const id = await create({ title: 'Pelada em Manaus', description: 'Traga água', location_reference: 'Portão 3' });
    const response = await get(`events/${id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`DTSTART;TZID=America/Manaus:${dayOffset(3).replaceAll('-', '')}T190000`);
    const [event] = vevents(text);
    expect(event!.summary).toBe('Pelada em Manaus');
    expect(event!.start.toISOString()).toBe(`${dayOffset(3)}T23:00:00.000Z`);
    expect((event!.start as Date & { tz?: string }).tz).toBe('America/Manaus');
    expect(event!.location).toBe('Arena da Amazônia — Portão 3');
    expect(event!.description).toContain('Traga água');
    const url = event!.url as unknown as string | { val: string };
    expect(typeof url === 'string' ? url : url.val).toMatch(new RegExp(`/event/${id}$`));
    expect(event!.rrule).toBeUndefined();
    expect((await get('events/a0000000-0000-4000-8000-00000000dead.ics')).status).toBe(404);
  });

  it('a series is one VEVENT with its RRULE and an EXDATE per cancelled occurrence', async () => {
    const first = await create({ title: 'Pelada de quinta', repeat: 'weekly', repeat_count: 8 });
    await materialiseSeries(stack.pool);
    const { rows } = await stack.pool.query(`select id from public.events where series_id = (select series_id from public.events where id = $1) order by date`, [first]);
    await org.sb.from('events').update({ status: 'cancelled' }).eq('id', rows[1].id);
    const text = await (await get(`events/${rows[2].id}.ics`)).text();
    const events = vevents(text);
    expect(events).toHaveLength(1);
    const series = events[0]!;
    expect(series.start.toISOString()).toBe(`${dayOffset(3)}T23:00:00.000Z`);
    expect(series.rrule?.toString()).toMatch(/RRULE:FREQ=WEEKLY;COUNT=8$/);
    expect(text).toContain("RRULE:FREQ=WEEKLY;COUNT=8;INTERVAL=1");
    const excluded = [...new Set(Object.values(series.exdate ?? {}).map((d) => (d as Date).toISOString()))];
    expect(excluded).toEqual([`${dayOffset(10)}T23:00:00.000Z`]);
    // The rule's dates, as a calendar app expands them: the cancelled one is not among them.
    const dates = series.rrule!.all((_d, i) => i < 3).map((d) => d.toISOString().slice(0, 10));
    expect(dates[0]).toBe(dayOffset(3));
  });

  it("the feed lists the athlete's upcoming games as they join and leave; private caching; 'Gerar novo link' makes the old one 404", async () => {
    const a = await create({ title: 'Jogo A', date: dayOffset(4) });
    const b = await create({ title: 'Jogo B', date: dayOffset(5), time_zone: 'America/Sao_Paulo' });
    await create({ title: 'Jogo dos outros', date: dayOffset(6) });
    await join(ana, a);
    await join(ana, b);
    const { data: token, error } = await ana.sb.rpc('calendar_feed_token', {});
    expect(error).toBeNull();
    expect((await ana.sb.rpc('calendar_feed_token', {})).data).toBe(token);
    const feed = async () => {
      const response = await get(`feed/${token}.ics`);
      return { response, events: response.status === 200 ? vevents(await response.text()) : [] };
    };
    const { response, events: firstEvents } = await feed();
    let events = firstEvents;
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(events.map((e) => e.summary)).toEqual(['Jogo A', 'Jogo B']);
    expect(events[1]!.start.toISOString()).toBe(`${dayOffset(5)}T22:00:00.000Z`);
    // Nothing of anyone else: no attendee, no organiser, no e-mail.
    expect(await (await get(`feed/${token}.ics`)).text()).not.toMatch(/ATTENDEE|ORGANIZER|@test\.quadra\.dev/);

    await ana.sb.rpc('leave_event', { p_event_id: b });
    ({ events } = await feed());
    expect(events.map((e) => e.summary)).toEqual(['Jogo A']);

    const { data: renewed } = await ana.sb.rpc('calendar_feed_token', { p_renew: true });
    expect(renewed).not.toBe(token);
    expect((await feed()).response.status).toBe(404);
    expect((await get(`feed/${renewed}.ics`)).status).toBe(200);
    expect((await get('feed/not-a-token.ics')).status).toBe(404);
    // Nobody reads the tokens, not even their own row; visitors get no token.
    expect((await ana.sb.from('calendar_feeds' as never).select('*')).error?.code).toBe('42501');
    const { anonClient } = await import('./fixtures.js');
    expect((await anonClient(stack).rpc('calendar_feed_token', {})).error?.code).toBe('42501');
  });
  describe('a title cannot add events to a calendar (issue 56)', () => {
    const injected = 'Pelada\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nSUMMARY:Falso\r\nDTSTART:20270101T100000Z';

    it('the database refuses control characters in titles and the other single-line texts', async () => {
      expect((await org.sb.rpc('create_event', { p_event: {
        title: injected, location: 'Arena', sport_name: 'Futebol', date: dayOffset(3) } })).error)
        .toMatchObject({ code: 'P0001', message: 'Nome do evento contém conteúdo não permitido' });
      const id = await create({ title: 'Pelada limpa' });
      const update = (fields: { title?: string; location?: string; location_reference?: string; description?: string }) =>
        org.sb.from('events').update(fields).eq('id', id);
      expect((await update({ title: 'Pelada\u2028nova' })).error).toMatchObject({ code: 'P0001', message: 'Nome do evento contém conteúdo não permitido' });
      expect((await update({ location: 'Arena\nBEGIN:VEVENT' })).error).toMatchObject({ code: 'P0001', message: 'Local contém caracteres não permitidos' });
      expect((await update({ location_reference: 'Portão\t3' })).error?.message).toBe('Referência do local contém caracteres não permitidos');
      expect((await update({ description: 'Traga\u0007 água' })).error?.message).toBe('Informações do evento contém caracteres não permitidos');
      // Line breaks stay allowed where a text has lines.
      expect((await update({ description: 'Traga água\r\nE chuteira' })).error).toBeNull();
    });

    it("a title already stored with CR/LF (written before the rule) gives one VEVENT, in the .ics and in the feed", async () => {
      const id = await create({ title: 'Pelada antiga', description: 'Linha 1\r\nEND:VEVENT\r\nBEGIN:VEVENT' });
      await join(ana, id);
      // As a row from before the rule: written past the trigger, as the database's owner.
      await stack.pool.query(`alter table public.events disable trigger events_refuse_control_characters`);
      try {
        await stack.pool.query(`update public.events set title = $2, location = $3 where id = $1`, [id, injected, 'Arena\nX-INJ:1']);
      } finally {
        await stack.pool.query(`alter table public.events enable trigger events_refuse_control_characters`);
      }
      const text = await (await get(`events/${id}.ics`)).text();
      expect(text).not.toMatch(/^(UID:evil|SUMMARY:Falso|X-INJ)/m);
      const events = vevents(text);
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toBe('Pelada END:VEVENT BEGIN:VEVENT UID:evil@x SUMMARY:Falso DTSTART:20270101T100000Z');
      expect(events[0]!.location).toBe('Arena X-INJ:1');
      expect(events[0]!.description).toContain('Linha 1\nEND:VEVENT\nBEGIN:VEVENT');
      // The calendar's name (X-WR-CALNAME) is the title too.
      expect(text.match(/^X-WR-CALNAME:.*$/m)?.[0]).not.toMatch(/[\r\n]/);
      expect(text.split(/\r\n/).filter((l) => l.startsWith('BEGIN:VEVENT'))).toHaveLength(1);

      const { data: token } = await ana.sb.rpc('calendar_feed_token', {});
      const feed = vevents(await (await get(`feed/${token}.ics`)).text());
      expect(feed.filter((e) => String(e.summary).startsWith('Pelada END:VEVENT'))).toHaveLength(1);
      expect(feed.some((e) => e.summary === 'Falso')).toBe(false);
    });
  });
});
