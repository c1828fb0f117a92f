// Issue 49: what the derived outputs show after each state change: the private calendar feed, an
// event's .ics, the search, 'Eventos Disponíveis' and 'Eventos Inscritos', after a cancellation,
// an end of series and a leave. Each output is read as its caller reads it (REST, RPC or HTTP).
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialiseSeries } from '@quadra/jobs';
import { athletes, createTestStack, dayOffset, join, type Athlete, type TestStack } from '../fixtures.js';

const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe('derived outputs after a state change', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let feedToken: string;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
    feedToken = (await ana.sb.rpc('calendar_feed_token', {})).data!;
  });
  afterAll(() => stack?.stop());

  let created = 0;
  const create = async (title: string, fields: Record<string, unknown> = {}) => {
    created += 1;
    const { data, error } = await org.sb.rpc('create_event', {
      p_event: { title, location: 'Quadra Rio Branco', sport_name: 'Futebol', date: dayOffset(3 + created), time: '19:00:00', time_zone: 'America/Rio_Branco', ...fields },
    });
    if (error) throw new Error(error.message);
    return data!;
  };
  /** Titles of the athlete's feed, as a calendar app reads it. */
  const feed = async () => vevents(await (await fetch(`${stack.url}/functions/v1/calendar/feed/${feedToken}.ics`)).text()).map((e) => e.summary);
  const searched = async (q: string) => ((await bia.sb.rpc('search_events_normalized', { search_query: q })).data ?? []).map((e) => e.title);
  const available = async (who: Athlete) => ((await who.sb.rpc('list_available_events', { p_limit: 50 })).data ?? []).map((e) => e.title);
  const joined = async (who: Athlete) => ((await who.sb.rpc('list_joined_events', { p_limit: 50 })).data ?? []).map((e) => `${e.title}: ${e.status}`);

  it('after a cancellation: out of the feed, the search, the available list and her own list', async () => {
    const id = await create('Racha cancelado');
    await join(ana, id);
    expect(await feed()).toContain('Racha cancelado');
    expect(await searched('Racha cancelado')).toEqual(['Racha cancelado']);
    expect(await available(bia)).toContain('Racha cancelado');
    expect(await joined(ana)).toContain('Racha cancelado: active');

    expect((await org.sb.from('events').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    expect(await feed()).not.toContain('Racha cancelado');
    expect(await searched('Racha cancelado')).toEqual([]);
    expect(await available(bia)).not.toContain('Racha cancelado');
    expect((await joined(ana)).filter((t) => t.startsWith('Racha cancelado'))).toEqual([]);
  });

  it("after 'Encerrar série': no occurrence to come in the feed, the search or the lists; the series' .ics ends there", async () => {
    const first = await create('Série encerrada', { repeat: 'weekly', repeat_count: 10 });
    await materialiseSeries(stack.pool);
    await join(ana, first);
    const { rows } = await stack.pool.query(`select id from public.events where series_id = (select series_id from public.events where id = $1) order by date`, [first]);
    for (const r of rows.slice(1)) await join(ana, r.id);
    expect((await feed()).filter((t) => t === 'Série encerrada').length).toBe(rows.length);

    expect((await org.sb.rpc('end_series', { p_event_id: first })).error).toBeNull();
    await materialiseSeries(stack.pool);
    expect(await feed()).not.toContain('Série encerrada');
    expect(await searched('Série encerrada')).toEqual([]);
    expect(await available(bia)).not.toContain('Série encerrada');
    expect((await joined(ana)).filter((t) => t.startsWith('Série encerrada'))).toEqual([]);
    // 'Adicionar à agenda' of an occurrence: the whole series, with no date left to come.
    const [series] = vevents(await (await fetch(`${stack.url}/functions/v1/calendar/events/${first}.ics`)).text());
    const excluded = new Set(Object.values(series!.exdate ?? {}).map((d) => (d as Date).toISOString()));
    // Ended from its first date (issue 48): the one VEVENT is cancelled and repeats nothing.
    expect(series!.rrule ? 'a rule' : series!.status).toBe('CANCELLED');
    const ahead = (series!.rrule?.all((_d, i) => i < 52) ?? []).filter((d) => d.getTime() > Date.now() && !excluded.has(d.toISOString()));
    expect(ahead.map((d) => d.toISOString())).toEqual([]);
  });

  it('after a leave: out of her feed and her list, back in her available list; the others still see it', async () => {
    const id = await create('Racha que ela deixou');
    await join(ana, id);
    await join(bia, id);
    expect((await ana.sb.rpc('leave_event', { p_event_id: id })).error).toBeNull();
    expect(await feed()).not.toContain('Racha que ela deixou');
    expect((await joined(ana)).filter((t) => t.startsWith('Racha que ela deixou'))).toEqual([]);
    expect(await available(ana)).toContain('Racha que ela deixou');
    expect(await joined(bia)).toContain('Racha que ela deixou: active');
    expect(await searched('Racha que ela deixou')).toEqual(['Racha que ela deixou']);
  });
});
