// Issue 49: the database's time rules exactly at each edge and one step (a microsecond) either
// side, for events in Manaus (UTC-4) and Rio Branco (UTC-5), not São Paulo. A rule read against
// now() is tested in one transaction whose now() is fixed: the event is moved to start at an exact
// distance from it, the call is made as the athlete (JWT claims), and everything is rolled back.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialiseSeries } from '@quadra/jobs';
import { athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type Db, type TestStack } from '../fixtures.js';

const MANAUS = 'America/Manaus';
const RIO_BRANCO = 'America/Rio_Branco';
const STEP = '1 microsecond';

describe('time rules at their edges, outside São Paulo', () => {
  let stack: TestStack;
  let service: Db;
  let org: Athlete;
  let ana: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never },
    }) as Db;
    [org, ana] = await athletes(stack, ['Olga Souza', 'Ana Lima']);
  });
  afterAll(() => stack?.stop());

  /**
   * In one transaction (rolled back): the event starts at now() + `startIn` on its own clock, then
   * `sql` runs as `actor` (the JWT's subject). The pt-BR refusal, or null when it was allowed.
   */
  async function atMoment(eventId: string, startIn: string, actor: Athlete, sql: string, args: unknown[] = []): Promise<string | null> {
    const client = await stack.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `update public.events set date = ((now() + $2::interval) at time zone time_zone)::date,
           time = ((now() + $2::interval) at time zone time_zone)::time where id = $1`, [eventId, startIn]);
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: actor.id, role: 'authenticated' })]);
      try {
        await client.query(sql, args);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  describe("game day's clock (an event in Rio Branco)", () => {
    let eventId: string;
    const checkIn = (startIn: string) =>
      atMoment(eventId, startIn, ana, `insert into public.event_attendance (event_id, user_id, status) values ($1, $2, 'present')`, [eventId, ana.id]);
    const organiserMarks = (startIn: string) =>
      atMoment(eventId, startIn, org, `insert into public.event_attendance (event_id, user_id, status) values ($1, $2, 'absent')`, [eventId, ana.id]);

    beforeAll(async () => {
      eventId = await createEvent(org, { title: 'Pelada no Acre', time_zone: RIO_BRANCO, max_participants: 10 });
      await join(ana, eventId);
    });

    it("'Cheguei' opens exactly 2 h before the start: a microsecond sooner it is refused", async () => {
      expect(await checkIn(`2 hours ${STEP}`)).toBe('O Dia do jogo abre 2 h antes do início');
      expect(await checkIn('2 hours')).toBeNull();
      expect(await checkIn(`2 hours -${STEP}`)).toBeNull();
      expect(await organiserMarks(`2 hours ${STEP}`)).toBe('O Dia do jogo abre 2 h antes do início');
      expect(await organiserMarks('2 hours')).toBeNull();
    });

    it("'Cheguei' closes exactly 12 h after the start: a microsecond later it is refused", async () => {
      expect(await checkIn(`-12 hours ${STEP}`)).toBeNull();
      expect(await checkIn('-12 hours')).toBeNull();
      expect(await checkIn(`-12 hours -${STEP}`)).toBe('O Dia do jogo já terminou');
    });

    it('the organiser corrects until exactly 48 h after the close (start + 3 h): a microsecond later attendance is final', async () => {
      expect(await organiserMarks(`-51 hours ${STEP}`)).toBeNull();
      expect(await organiserMarks('-51 hours')).toBeNull();
      expect(await organiserMarks(`-51 hours -${STEP}`)).toBe('O Dia do jogo deste evento já foi encerrado');
    });
  });

  describe("an event's start (Rio Branco's clock)", () => {
    it('a start exactly now is already past; a microsecond later is accepted', async () => {
      const eventId = await createEvent(org, { title: 'Começo no Acre', time_zone: RIO_BRANCO });
      expect(await atMomentEdit(eventId, `-${STEP}`)).toBe('A data do evento não pode estar no passado');
      expect(await atMomentEdit(eventId, '0')).toBe('A data do evento não pode estar no passado');
      expect(await atMomentEdit(eventId, STEP)).toBeNull();
    });

    it('a start exactly two years ahead is accepted; a microsecond later is refused', async () => {
      const eventId = await createEvent(org, { title: 'Daqui a dois anos', time_zone: RIO_BRANCO });
      const { rows } = await stack.pool.query(`select public.event_start_horizon()::text as h`);
      const horizon = rows[0].h as string;
      expect(await atMomentEdit(eventId, `${horizon} -${STEP}`)).toBeNull();
      expect(await atMomentEdit(eventId, horizon)).toBeNull();
      expect(await atMomentEdit(eventId, `${horizon} ${STEP}`)).toBe('A data do evento não pode passar de 2 anos a partir de hoje');
    });
  });

  describe('the 24 h and 2 h reminders (a game in Manaus)', () => {
    const reminders = async (eventId: string) => (await stack.pool.query(
      `select data ->> 'reminder' as kind from public.notifications where type = 'event_reminder' and data ->> 'event_id' = $1 order by kind`,
      [eventId])).rows.map((r) => r.kind as string);
    const firstRunAt = async (startIn: string) => {
      const eventId = await createEvent(org, { title: 'Pelada lembrada', time_zone: MANAUS, date: dayOffset(12) });
      await join(ana, eventId);
      const at = (await stack.pool.query(`select (starts_at - $2::interval)::text as t from public.events where id = $1`, [eventId, startIn])).rows[0].t;
      const { error } = await service.rpc('run_scheduled_jobs' as never, { p_now: at } as never);
      if (error) throw new Error(error.message);
      return reminders(eventId);
    };

    it('the 24 h reminder is due from exactly 24 h before until a microsecond before the 2 h one; then only the 2 h one', async () => {
      expect(await firstRunAt(`24 hours ${STEP}`)).toEqual([]);
      expect(await firstRunAt('24 hours')).toEqual(['24h']);
      expect(await firstRunAt(`2 hours ${STEP}`)).toEqual(['24h']);
      expect(await firstRunAt('2 hours')).toEqual(['2h']);
      expect(await firstRunAt(`2 hours -${STEP}`)).toEqual(['2h']);
    });
  });

  describe("a series' last date ('Termina em')", () => {
    it('an occurrence on the last date is created; with the last date a day sooner it is not', async () => {
      await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
      const datesOf = async (until: string) => {
        const { data, error } = await org.sb.rpc('create_event', { p_event: {
          title: 'Pelada até a data', location: 'Quadra', sport_name: 'Futebol', date: dayOffset(1), time: '19:00:00',
          time_zone: RIO_BRANCO, repeat: 'weekly', repeat_until: until } });
        if (error) throw new Error(error.message);
        await materialiseSeries(stack.pool);
        return (await stack.pool.query(
          `select to_char(date, 'YYYY-MM-DD') as d from public.events where series_id = (select series_id from public.events where id = $1) order by date`,
          [data])).rows.map((r) => r.d as string);
      };
      expect(await datesOf(dayOffset(16))).toEqual([dayOffset(1), dayOffset(8), dayOffset(15)]);
      expect(await datesOf(dayOffset(15))).toEqual([dayOffset(1), dayOffset(8), dayOffset(15)]);
      expect(await datesOf(dayOffset(14))).toEqual([dayOffset(1), dayOffset(8)]);
    });
  });

  /** The organiser moves his event (time zone kept) to start at now() + `startIn`. */
  async function atMomentEdit(eventId: string, startIn: string): Promise<string | null> {
    const client = await stack.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: org.id, role: 'authenticated' })]);
      await client.query('set local role authenticated');
      try {
        await client.query(
          `update public.events set date = ((now() + $2::interval) at time zone time_zone)::date,
             time = ((now() + $2::interval) at time zone time_zone)::time where id = $1`, [eventId, startIn]);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  describe("'Pagamento pendente' at 10:00 on the event's clock", () => {
    const runAt = async (at: string) => {
      const { error } = await service.rpc('run_scheduled_jobs' as never, { p_now: at } as never);
      if (error) throw new Error(error.message);
    };
    /** The instant `days` after the event's date at `clock` on its own clock, plus `shift` (an interval). */
    const moment = async (eventId: string, days: number, clock: string, shift = '0') => (await stack.pool.query(
      `select (((date + $2::int) + $3::time) at time zone time_zone + $4::interval)::text as t from public.events where id = $1`,
      [eventId, days, clock, shift])).rows[0].t as string;
    const sent = async (eventId: string) => (await stack.pool.query(
      `select data ->> 'reminder' as kind from public.notifications where type = 'payment_reminder' and data ->> 'event_id' = $1 order by created_at`,
      [eventId])).rows.map((r) => r.kind as string);

    let day = 30;
    /** A game in `zone` on a day of its own, Ana's R$ 20,00 share pending. */
    async function unpaid(zone: string): Promise<string> {
      day += 9;
      const eventId = await createEvent(org, { title: 'Pelada paga', time_zone: zone, date: dayOffset(day) });
      await join(ana, eventId);
      const { error } = await org.sb.rpc('set_event_cost', { p_event_id: eventId, p_cost: {
        total_cents: 2000, pix_key_type: 'email', pix_key: 'olga@exemplo.com.br', recipient_name: 'Olga', recipient_city: 'Manaus' } } as never);
      if (error) throw new Error(error.message);
      return eventId;
    }

    /** 'Pagamento pendente' the day after: not at 10:00 in São Paulo, nor a microsecond before 10:00 on the event's clock. */
    async function dayAfterAtTen(zone: string) {
      const eventId = await unpaid(zone);
      const saoPaulo10 = (await stack.pool.query(
        `select (((date + 1) + time '10:00') at time zone 'America/Sao_Paulo')::text as t from public.events where id = $1`, [eventId])).rows[0].t;
      await runAt(saoPaulo10);
      await runAt(await moment(eventId, 1, '10:00', `-${STEP}`));
      expect(await sent(eventId)).toEqual([]);
      await runAt(await moment(eventId, 1, '10:00'));
      expect(await sent(eventId)).toEqual(['day_after']);
      await runAt(await moment(eventId, 1, '10:00', STEP));
      expect(await sent(eventId)).toEqual(['day_after']);
    }

    it('the day after, at 10:00 in America/Manaus: not at 10:00 in São Paulo, nor a microsecond before 10:00 there', () => dayAfterAtTen(MANAUS));

    it('the day after, at 10:00 in America/Rio_Branco: not at 10:00 in São Paulo, nor a microsecond before 10:00 there', () => dayAfterAtTen(RIO_BRANCO));

    it('the day-after reminder is due until a microsecond before day 4 at 10:00 (Rio Branco), when the second one takes over', async () => {
      const late = await unpaid(RIO_BRANCO);
      await runAt(await moment(late, 4, '10:00', `-${STEP}`));
      expect(await sent(late)).toEqual(['day_after']);
      const atEdge = await unpaid(RIO_BRANCO);
      await runAt(await moment(atEdge, 4, '10:00'));
      expect(await sent(atEdge)).toEqual(['three_days_later']);
    });

    it('the three-days-later reminder is due until a microsecond before day 7 at 10:00 (Manaus); at 10:00 no reminder is left', async () => {
      const late = await unpaid(MANAUS);
      await runAt(await moment(late, 7, '10:00', `-${STEP}`));
      expect(await sent(late)).toEqual(['three_days_later']);
      const atEdge = await unpaid(MANAUS);
      await runAt(await moment(atEdge, 7, '10:00'));
      expect(await sent(atEdge)).toEqual([]);
    });
  });

  describe("quiet hours, 22:00 to 07:00 on the athlete's clock", () => {
    /** When a push made at `clock` on `zone`'s clock (a December day) may go out, on that clock. */
    const goesOutAt = async (zone: string, clock: string, shift = '0') => (await stack.pool.query(
      `select to_char(public.quiet_hours_end(t, $1) at time zone $1, 'YYYY-MM-DD HH24:MI:SS.US') as out
       from (select ((date '2026-12-10' + $2::time) at time zone $1) + $3::interval as t) x`, [zone, clock, shift])).rows[0].out as string;

    it('in Rio Branco: 21:59:59.999999 goes at once; from 22:00 it waits for 07:00 the next day', async () => {
      expect(await goesOutAt(RIO_BRANCO, '22:00', `-${STEP}`)).toBe('2026-12-10 21:59:59.999999');
      expect(await goesOutAt(RIO_BRANCO, '22:00')).toBe('2026-12-11 07:00:00.000000');
      expect(await goesOutAt(RIO_BRANCO, '22:00', STEP)).toBe('2026-12-11 07:00:00.000000');
    });

    it('in Manaus: 06:59:59.999999 waits for 07:00; from 07:00 it goes at once', async () => {
      expect(await goesOutAt(MANAUS, '07:00', `-${STEP}`)).toBe('2026-12-10 07:00:00.000000');
      expect(await goesOutAt(MANAUS, '07:00')).toBe('2026-12-10 07:00:00.000000');
      expect(await goesOutAt(MANAUS, '07:00', STEP)).toBe('2026-12-10 07:00:00.000001');
    });

    it("22:00 in São Paulo is 20:00 in Rio Branco: an athlete there is not in his quiet hours", async () => {
      const { rows } = await stack.pool.query(
        `select public.quiet_hours_end(t, $1) = t as at_once from (select timestamptz '2026-12-10 22:00-03' as t) x`, [RIO_BRANCO]);
      expect(rows[0].at_once).toBe(true);
    });
  });

  describe('what lists and feeds show around the start', () => {
    /** In one transaction (rolled back): the game starts at now() + `startIn`; then `sql` runs as `who`. */
    async function listedAt(eventId: string, startIn: string, who: Athlete, sql: string, args: unknown[]): Promise<unknown[]> {
      const client = await stack.pool.connect();
      try {
        await client.query('begin');
        await client.query(
          `update public.events set date = ((now() + $2::interval) at time zone time_zone)::date,
             time = ((now() + $2::interval) at time zone time_zone)::time where id = $1`, [eventId, startIn]);
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: who.id, role: 'authenticated' })]);
        return (await client.query(sql, args)).rows;
      } finally {
        await client.query('rollback');
        client.release();
      }
    }

    it("the calendar feed keeps a game until 3 h after its start: at exactly 3 h it is gone", async () => {
      const eventId = await createEvent(org, { title: 'Pelada no feed', time_zone: MANAUS });
      await join(ana, eventId);
      const token = (await ana.sb.rpc('calendar_feed_token', {})).data!;
      const inFeed = async (startIn: string) => (await listedAt(eventId, startIn, ana,
        `select exists (select 1 from jsonb_array_elements(public.calendar_feed($1)) e where e ->> 'id' = $2) as listed`, [token, eventId]))[0];
      expect(await inFeed(`-3 hours ${STEP}`)).toEqual({ listed: true });
      expect(await inFeed('-3 hours')).toEqual({ listed: false });
      expect(await inFeed(`-3 hours -${STEP}`)).toEqual({ listed: false });
    });

    it("'Eventos Disponíveis' lists a game until it starts: at its start it is gone", async () => {
      const eventId = await createEvent(org, { title: 'Pelada disponível', time_zone: RIO_BRANCO });
      const available = async (startIn: string) => (await listedAt(eventId, startIn, ana,
        `select exists (select 1 from public.list_available_events(p_limit => 50) e where e.id = $1) as listed`, [eventId]))[0];
      expect(await available(STEP)).toEqual({ listed: true });
      expect(await available('0')).toEqual({ listed: false });
      expect(await available(`-${STEP}`)).toEqual({ listed: false });
    });
  });

  describe("a canary's health: the last N minutes (remote_health)", () => {
    it('a report exactly 10 min old is out of a 10-minute window; a microsecond younger is in', async () => {
      const client = await stack.pool.connect();
      const entry = 'http://localhost:4302/canary-edge/mf-manifest.json';
      try {
        await client.query('begin');
        await client.query(
          `insert into public.remote_events (remote, channel, entry, route, kind, at, reporter) values
             ('mf_events', 'canary', $1, '/events', 'load-failed', now() - interval '10 minutes', 'quem-falhou-antes'),
             ('mf_events', 'canary', $1, '/events', 'load', now() - interval '10 minutes' + interval '${STEP}', 'quem-carregou'),
             ('mf_events', 'canary', $1, '/events', 'stalled', now() - interval '10 minutes' + interval '${STEP}', 'quem-travou')`, [entry]);
        const { rows } = await client.query(
          `select loads::int, failures::int, reporters::int, failing_reporters::int from public.remote_health(10) where entry = $1`, [entry]);
        expect(rows).toEqual([{ loads: 1, failures: 1, reporters: 2, failing_reporters: 1 }]);
      } finally {
        await client.query('rollback');
        client.release();
      }
    });
  });

  describe("a regular's no-shows: the last 5 games of the series", () => {
    /** A series with games 1..n days ago (newest first: game 1 was yesterday); Ana absent from `absent`. */
    async function seriesWithGames(n: number, absent: number[], cancelled: number[] = []): Promise<string> {
      const series = (await stack.pool.query(
        `insert into public.event_series (created_by, frequency, rrule, first_date, time, time_zone, occurrence_count, template)
         values ($1, 'weekly', 'FREQ=WEEKLY;COUNT=20', current_date - 30, '19:00', $2, 20, '{"title": "Pelada semanal", "location": "Quadra", "max_participants": 10, "min_participants": 2, "skill_level": "Iniciante/Diversão", "requires_approval": false}') returning id`,
        [org.id, MANAUS])).rows[0].id as string;
      const client = await stack.pool.connect();
      try {
        await client.query('set session_replication_role = replica');
        for (let i = 1; i <= n; i++) {
          const { rows } = await client.query(
            `insert into public.events (title, location, date, time, time_zone, created_by, series_id, occurrence_date, status, starts_at)
             values ('Pelada semanal', 'Quadra', current_date - $1::int, '19:00', $2, $3, $4, current_date - $1::int, $5, now() - make_interval(days => $1::int))
             returning id`, [i, MANAUS, org.id, series, cancelled.includes(i) ? 'cancelled' : 'completed']);
          await client.query(`insert into public.event_attendance (event_id, user_id, status) values ($1, $2, $3)`,
            [rows[0].id, ana.id, absent.includes(i) ? 'absent' : 'present']);
        }
      } finally {
        await client.query('set session_replication_role = origin');
        client.release();
      }
      return series;
    }
    const noShows = async (series: string) =>
      (await stack.pool.query(`select public.series_recent_no_shows($1, $2) as n`, [series, ana.id])).rows[0].n as number;

    it('a no-show in the 5th game back counts; in the 6th it does not; a cancelled game is no game', async () => {
      expect(await noShows(await seriesWithGames(6, [4, 5]))).toBe(2);
      expect(await noShows(await seriesWithGames(6, [4, 6]))).toBe(1);
      expect(await noShows(await seriesWithGames(6, [1, 6], [3]))).toBe(2);
    });

    it('a game that starts exactly now is not yet one of the last 5; a microsecond ago it is', async () => {
      const series = await seriesWithGames(5, [5]);
      const client = await stack.pool.connect();
      try {
        await client.query('begin');
        await client.query('set local session_replication_role = replica');
        const { rows } = await client.query(
          `insert into public.events (title, location, date, time, time_zone, created_by, series_id, occurrence_date, status, starts_at)
           values ('Pelada agora', 'Quadra', current_date, '19:00', $1, $2, $3, current_date, 'active', now()) returning id`, [MANAUS, org.id, series]);
        await client.query(`insert into public.event_attendance (event_id, user_id, status) values ($1, $2, 'present')`, [rows[0].id, ana.id]);
        const count = async () => (await client.query(`select public.series_recent_no_shows($1, $2) as n`, [series, ana.id])).rows[0].n;
        expect(await count()).toBe(1);
        await client.query(`update public.events set starts_at = now() - interval '${STEP}' where id = $1`, [rows[0].id]);
        expect(await count()).toBe(0);
      } finally {
        await client.query('rollback');
        client.release();
      }
    });
  });
});
