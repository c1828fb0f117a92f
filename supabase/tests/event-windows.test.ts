// The dashboard's windows, "Meus eventos" and search, computed and paged in the database
// (issue 9, 'Events at scale'): what each list holds, its filters on the São Paulo calendar,
// keyset/offset paging without gaps or duplicates, and the caller's own participation status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_SPORTS } from '@quadra/domain';
import {
  anonClient, athletes, createEvent, createTestStack, join, moveEventToPast, type Athlete, type Db, type TestStack,
} from './fixtures.js';

type CardRow = { id: string; starts_at: string };
const CARD_COLUMNS = [
  'id', 'title', 'location', 'date', 'time', 'starts_at', 'image_url', 'skill_level', 'status', 'sport_name',
  'participant_count', 'max_participants', 'requires_approval', 'is_organizer', 'my_status', 'my_evaluation_status',
  // the row's series, worded on the card as its rule ('Toda quinta às 19:00')
  'series_id', 'series_frequency', 'series_first_date', 'series_time',
  // the row's club, named on the card ('Jogo do {clube}')
  'club_id', 'club_name',
].sort();

describe('event windows', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let visitor: Db;
  /** São Paulo's calendar day as the database sees it, plus n days. */
  let spDay: (n: number) => string;

  beforeAll(async () => {
    stack = await createTestStack({ seed: true });
    [org, ana, bia] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa']);
    visitor = anonClient(stack);
    const today: string = (await stack.pool.query(`select public.sao_paulo_today()::text as d`)).rows[0].d;
    spDay = (n) => new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  });
  afterAll(() => stack?.stop());

  const sportId = async (name: string): Promise<string> =>
    (await stack.pool.query('select id from public.sports where name = $1', [name])).rows[0].id;

  /** Every page of a keyset list, following the last row's (starts_at, id). */
  async function allPages(fetchPage: (after: CardRow | null) => Promise<CardRow[]>, pageSize: number): Promise<string[]> {
    const ids: string[] = [];
    let after: CardRow | null = null;
    for (let guard = 0; guard < 500; guard++) {
      const page = await fetchPage(after);
      ids.push(...page.map((r) => r.id));
      if (page.length < pageSize) return ids;
      after = page[page.length - 1]!;
    }
    throw new Error('paging did not end');
  }

  /** The available window computed independently, straight from the tables. */
  const expectedAvailable = async (userId: string | null): Promise<string[]> =>
    (await stack.pool.query(
      `select e.id from public.events e
       where e.status in ('active', 'paused') and e.starts_at > now()
         and not exists (select 1 from public.event_participants p where p.event_id = e.id and p.user_id = $1 and p.status = 'registered')
       order by e.starts_at, e.id`, [userId])).rows.map((r) => r.id);

  describe('Eventos Disponíveis', () => {
    it('holds upcoming active and paused events the caller has not joined, with only card columns and a summary', async () => {
      const open = await createEvent(org, { title: 'Aberto para todos' });
      const paused = await createEvent(org, { title: 'Pausado por chuva' });
      await org.sb.from('events').update({ status: 'paused' }).eq('id', paused);
      const cancelled = await createEvent(org, { title: 'Cancelado de vez' });
      await org.sb.from('events').update({ status: 'cancelled' }).eq('id', cancelled);
      const started = await createEvent(org, { title: 'Já começou' });
      await moveEventToPast(stack, started, 1);
      const past = await createEvent(org, { title: 'Semana passada' });
      await moveEventToPast(stack, past, 24 * 7);
      const joined = await createEvent(org, { title: 'Ana já entrou' });
      await join(ana, joined);
      const requested = await createEvent(org, { title: 'Pede aprovação', requires_approval: true });
      await join(ana, requested);

      const { data, error } = await ana.sb.rpc('list_available_events', { p_limit: 50 });
      expect(error).toBeNull();
      const byId = new Map(data!.map((r) => [r.id, r]));
      expect(byId.has(open)).toBe(true);
      expect(byId.get(paused)?.status).toBe('paused');
      for (const gone of [cancelled, started, past, joined]) expect(byId.has(gone), gone).toBe(false);
      // A request waiting for approval is not a participation yet: still listed, with its status.
      expect(byId.get(requested)).toMatchObject({ my_status: 'pending', participant_count: 0 });
      expect(Object.keys(byId.get(open)!).sort()).toEqual(CARD_COLUMNS);
      expect(data!.every((r) => Date.parse(r.starts_at) > Date.now())).toBe(true);

      // The organiser sees their own event marked as such; a visitor sees it without any status.
      const own = (await org.sb.rpc('list_available_events', { p_limit: 50 })).data!.find((r) => r.id === joined);
      expect(own).toMatchObject({ is_organizer: true, my_status: null, participant_count: 1 });
      const seen = (await visitor.rpc('list_available_events', { p_limit: 50 })).data!.find((r) => r.id === joined);
      expect(seen).toMatchObject({ is_organizer: false, my_status: null });
    });

    it('pages by (starts_at, id) without gaps or duplicates, even when many events start at the same time', async () => {
      for (let i = 0; i < 17; i++) await createEvent(org, { title: `Mesmo horário ${i}`, date: spDay(5), time: '18:00:00' });
      await join(bia, (await createEvent(org, { title: 'Bia entrou', date: spDay(5), time: '18:00:00' })));
      for (const [who, userId] of [[bia.sb, bia.id], [visitor, null]] as const) {
        const ids = await allPages(async (after) => {
          const { data, error } = await who.rpc('list_available_events', {
            p_limit: 7, p_after_starts_at: after?.starts_at, p_after_id: after?.id,
          });
          expect(error).toBeNull();
          return data!;
        }, 7);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(await expectedAvailable(userId));
      }
    });

    it('applies the sport filter in SQL: spellings of one sport match, Outros is every other sport', async () => {
      const day = spDay(9);
      const tennis = await createEvent(org, { title: 'Tênis no clube', date: day, sport_id: await sportId('Tênis') });
      const tennisCustom = await createEvent(org, { title: 'Tennis custom', date: day, custom_sport_name: ' TENNIS ' });
      const volley = await createEvent(org, { title: 'Vôlei de praia', date: day, sport_id: await sportId('Vôlei') });
      const rugby = await createEvent(org, { title: 'Rugby na grama', date: day, sport_id: await sportId('Rugby') });
      const none = await createEvent(org, { title: 'Sem esporte', date: day });
      const curling = await createEvent(org, { title: 'Curling no gelo', date: day, custom_sport_name: 'Curling' });
      const mine = [tennis, tennisCustom, volley, rugby, none, curling];
      const pick = async (sports: string[]) => {
        const { data, error } = await ana.sb.rpc('list_available_events', { p_sports: sports, p_dates: [], p_limit: 50 });
        expect(error).toBeNull();
        return data!.map((r) => r.id).filter((id) => mine.includes(id));
      };
      // p_dates [] = no date filter; the week-ahead day keeps the seed's events out of the way only by id.
      expect((await pick(['Tennis'])).sort()).toEqual([tennis, tennisCustom].sort());
      expect(await pick(['Vôlei'])).toEqual([volley]);
      expect((await pick(['Outros'])).sort()).toEqual([rugby, none, curling].sort());
      expect((await pick(['Vôlei', 'Outros'])).sort()).toEqual([volley, rugby, none, curling].sort());
      expect((await pick([])).sort()).toEqual([...mine].sort());
      const row = (await ana.sb.rpc('list_available_events', { p_sports: ['Tennis'], p_limit: 50 })).data!.find((r) => r.id === tennisCustom);
      expect(row?.sport_name).toBe('TENNIS');
    });

    it('applies the date filter on the São Paulo calendar (23:58 today is 02:58 UTC tomorrow)', async () => {
      const late = await createEvent(org, { title: 'Hoje tarde da noite', date: spDay(0), time: '23:58:00' });
      const midnight = await createEvent(org, { title: 'Amanhã meia-noite', date: spDay(1), time: '00:00:00' });
      const inTwoDays = await createEvent(org, { title: 'Depois de amanhã', date: spDay(2), time: '10:00:00' });
      const mine = [late, midnight, inTwoDays];
      const pick = async (dates: string[]) => {
        const { data, error } = await visitor.rpc('list_available_events', { p_dates: dates, p_limit: 50 });
        expect(error).toBeNull();
        return data!.map((r) => r.id).filter((id) => mine.includes(id));
      };
      // Skipped only in the last two minutes of a São Paulo day, when 23:58 is no longer upcoming.
      if (Date.parse((await stack.pool.query(`select (public.sao_paulo_today() + time '23:58') at time zone 'America/Sao_Paulo' as t`)).rows[0].t) > Date.now()) {
        expect(await pick(['today'])).toEqual([late]);
      }
      expect(await pick(['tomorrow'])).toEqual([midnight]);
      expect(await pick(['tomorrow', 'today'])).toContain(midnight);
      const all = await visitor.rpc('list_available_events', { p_dates: ['today', 'tomorrow', 'weekend', 'next-week'], p_limit: 50 });
      expect(all.error).toBeNull();
      expect(all.data!.every((r) => r.date >= spDay(0) && r.date <= spDay(14))).toBe(true);
    });

    it('computes the filter days: weekend from any weekday, next week Monday to Sunday', async () => {
      const days = async (keys: string[], today: string): Promise<string[]> =>
        (await stack.pool.query(`select array(select d::text from unnest(public.filter_days($1, $2::date)) d) as d`, [keys, today])).rows[0].d;
      // 2026-11-23 is a Monday.
      expect(await days(['today'], '2026-11-23')).toEqual(['2026-11-23']);
      expect(await days(['tomorrow'], '2026-11-30')).toEqual(['2026-12-01']);
      expect(await days(['weekend'], '2026-11-23')).toEqual(['2026-11-28', '2026-11-29']);
      expect(await days(['weekend'], '2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
      expect(await days(['weekend'], '2026-11-29')).toEqual(['2026-11-29']);
      const nextWeek = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
      expect(await days(['next-week'], '2026-11-23')).toEqual(nextWeek);
      expect(await days(['next-week'], '2026-11-29')).toEqual(nextWeek);
      expect(await days(['next-week'], '2026-11-28')).toEqual(nextWeek);
      expect(await days(['today', 'weekend'], '2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
      expect(await days(['bogus'], '2026-11-28')).toEqual([]);
    });

    it("knows the events filter's named sports (FILTER_SPORTS of libs/domain)", async () => {
      const { rows } = await stack.pool.query(
        `select public.filter_sport_keys() as sql, array(select public.sport_key(n) from unnest($1::text[]) n) as domain`,
        [FILTER_SPORTS.filter((s) => s !== 'Outros')]);
      expect(rows[0].sql).toEqual(rows[0].domain);
    });
  });

  describe('Eventos Inscritos', () => {
    it("holds the caller's upcoming participations and the recent finished ones (to evaluate or evaluated), nobody else's", async () => {
      const [cleo, duda] = await athletes(stack, ['Cleo Dias', 'Duda Reis']);
      const upcoming = await createEvent(org, { title: 'Cleo vai jogar', date: spDay(3) });
      const paused = await createEvent(org, { title: 'Cleo pausado', date: spDay(4) });
      const cancelled = await createEvent(org, { title: 'Cleo cancelado' });
      const evaluable = await createEvent(org, { title: 'Cleo jogou ontem' });
      const evaluated = await createEvent(org, { title: 'Cleo já avaliou' });
      const oldOne = await createEvent(org, { title: 'Cleo avaliou há um mês' });
      const requested = await createEvent(org, { title: 'Cleo pediu', requires_approval: true });
      for (const id of [upcoming, paused, cancelled, evaluable, evaluated, oldOne, requested]) await join(cleo, id);
      await join(duda, upcoming);
      await org.sb.from('events').update({ status: 'paused' }).eq('id', paused);
      await org.sb.from('events').update({ status: 'cancelled' }).eq('id', cancelled);
      for (const id of [evaluable, evaluated]) await moveEventToPast(stack, id, 30);
      await moveEventToPast(stack, oldOne, 24 * 30);
      await stack.pool.query(`update public.event_participants set evaluation_status = 'evaluation_available'
        where user_id = $1 and event_id = $2`, [cleo.id, evaluable]);
      await stack.pool.query(`update public.event_participants set evaluation_status = 'completed'
        where user_id = $1 and event_id = any($2)`, [cleo.id, [evaluated, oldOne]]);

      const { data, error } = await cleo.sb.rpc('list_joined_events');
      expect(error).toBeNull();
      // The evaluated game of yesterday still shows ('Avaliado'); a month-old one does not.
      expect(data!.map((r) => r.id).sort()).toEqual([evaluable, evaluated, upcoming, paused].sort());
      expect(data!.slice(2).map((r) => r.id)).toEqual([upcoming, paused]);
      expect(data!.find((r) => r.id === evaluated)).toMatchObject({ my_evaluation_status: 'completed' });
      expect(data!.find((r) => r.id === evaluable)).toMatchObject({ my_status: 'registered', my_evaluation_status: 'evaluation_available' });
      expect(data!.find((r) => r.id === upcoming)).toMatchObject({ my_status: 'registered', participant_count: 2 });
      expect((await duda.sb.rpc('list_joined_events')).data!.map((r) => r.id)).toEqual([upcoming]);
      // A visitor has no participations.
      expect((await visitor.rpc('list_joined_events')).data).toEqual([]);

      const ids = await allPages(async (after) =>
        (await cleo.sb.rpc('list_joined_events', { p_limit: 1, p_after_starts_at: after?.starts_at, p_after_id: after?.id })).data!, 1);
      expect(ids).toEqual(data!.map((r) => r.id));
    });
  });

  describe('Meus eventos', () => {
    it('pages each section of the caller: active, closed, paused/cancelled, organising', async () => {
      const [eli, fabi] = await athletes(stack, ['Eli Prado', 'Fabi Luz']);
      const active = [] as string[];
      for (let i = 0; i < 5; i++) {
        const id = await createEvent(org, { title: `Eli ativo ${i}`, date: spDay(3 + (i % 2)), time: '08:00:00' });
        await join(eli, id);
        active.push(id);
      }
      const pending = await createEvent(org, { title: 'Eli aguardando', requires_approval: true, date: spDay(20) });
      await join(eli, pending);
      const closed = await createEvent(org, { title: 'Eli encerrado' });
      await join(eli, closed);
      await moveEventToPast(stack, closed, 5);
      expect((await eli.sb.rpc('open_due_evaluations')).error).toBeNull();
      const stopped = await createEvent(org, { title: 'Eli cancelado' });
      await join(eli, stopped);
      await org.sb.from('events').update({ status: 'cancelled' }).eq('id', stopped);
      const organised = [await createEvent(eli, { title: 'Eli organiza A', date: spDay(4) }), await createEvent(eli, { title: 'Eli organiza B', date: spDay(2) })];
      await join(fabi, organised[0]!);

      const section = async (s: string) => allPages(async (after) => {
        const { data, error } = await eli.sb.rpc('list_my_events', { p_section: s, p_limit: 2, p_after_starts_at: after?.starts_at, p_after_id: after?.id });
        expect(error).toBeNull();
        return data!;
      }, 2);
      const expectedActive = (await stack.pool.query(`select id from public.events where id = any($1) order by starts_at, id`, [[...active, pending]])).rows.map((r) => r.id);
      expect(await section('active')).toEqual(expectedActive);
      expect(await section('closed')).toEqual([closed]);
      expect(await section('paused_cancelled')).toEqual([stopped]);
      expect(await section('organizing')).toEqual([organised[1], organised[0]]);

      const rows = (await eli.sb.rpc('list_my_events', { p_section: 'closed' })).data!;
      expect(rows[0]).toMatchObject({ status: 'completed', my_status: 'registered', my_evaluation_status: 'evaluation_available' });
      const org1 = (await eli.sb.rpc('list_my_events', { p_section: 'organizing' })).data!;
      expect(org1.find((r) => r.id === organised[0])).toMatchObject({ is_organizer: true, my_status: null, participant_count: 1 });
      const waiting = (await eli.sb.rpc('list_my_events', { p_section: 'active' })).data!.find((r) => r.id === pending);
      expect(waiting?.my_status).toBe('pending');
      // Fabi's sections hold only Fabi's participation; a visitor may not ask.
      expect((await fabi.sb.rpc('list_my_events', { p_section: 'active' })).data!.map((r) => r.id)).toEqual([organised[0]]);
      expect((await visitor.rpc('list_my_events', { p_section: 'active' })).error?.code).toBe('42501');
    });
  });

  describe('search, paged', () => {
    const pagesOf = async <T,>(call: (offset: number) => Promise<T[]>, size: number): Promise<T[]> => {
      const out: T[] = [];
      for (let offset = 0; ; offset += size) {
        const page = await call(offset);
        out.push(...page);
        if (page.length < size) return out;
      }
    };

    it('events: pages of any size add up to the same ranked list, upcoming listed events only', async () => {
      // A frequent term (ranked within the soonest window) and a rare one (trigram index).
      await stack.pool.query(`insert into public.events (title, location, date, time, created_by)
        select 'Xyzzy maratona ' || g, 'Parque', public.sao_paulo_today() + 1 + g % 30, '09:00', $1
        from generate_series(1, 64) g`, [org.id]);
      await stack.pool.query(`insert into public.events (title, location, date, time, created_by, description)
        select 'Treino ' || g, 'Quadra', public.sao_paulo_today() + 1 + g % 5, '10:00', $1, 'com plugh'
        from generate_series(1, 9) g`, [org.id]);
      const pastId = await createEvent(org, { title: 'Xyzzy passada' });
      await moveEventToPast(stack, pastId, 48);
      for (const [term, total] of [['xyzzy', 64], ['plugh', 9], ['xy', 64]] as const) {
        const whole = (await visitor.rpc('search_events_normalized', { search_query: term })).data!;
        expect(whole.length, term).toBe(Math.min(total, 50));
        const paged = await pagesOf(async (offset) =>
          (await visitor.rpc('search_events_normalized', { search_query: term, p_limit: 7, p_offset: offset })).data!, 7);
        expect(paged.length, term).toBe(total);
        expect(new Set(paged.map((r) => r.id)).size).toBe(total);
        expect(paged.slice(0, 50).map((r) => r.id)).toEqual(whole.map((r) => r.id));
        expect(paged.some((r) => r.id === pastId)).toBe(false);
      }
    });

    it('profiles: prefix matches first, then the others, across pages without overlap', async () => {
      await stack.pool.query(`insert into auth.users (id, aud, role, email, raw_user_meta_data)
        select gen_random_uuid(), 'authenticated', 'authenticated', 'zq' || g || '@t.dev', jsonb_build_object('full_name', n)
        from generate_series(1, 60) g, lateral (select case when g <= 30 then 'Zuleica Quintas ' || g else 'Ana Zuleica ' || g end as n) x`);
      const whole = (await visitor.rpc('search_profiles_page', { search_query: 'zuleica', p_limit: 50 })).data!;
      expect(whole).toHaveLength(50);
      // The unpaged search (max 50) ranks the same way.
      const unpaged = (await visitor.rpc('search_profiles_normalized', { search_query: 'zuleica' })).data!;
      expect(unpaged.map((r) => r.user_id)).toEqual(whole.map((r) => r.user_id));
      const paged = await pagesOf(async (offset) =>
        (await visitor.rpc('search_profiles_page', { search_query: 'zuleica', p_limit: 6, p_offset: offset })).data!, 6);
      expect(paged).toHaveLength(60);
      expect(new Set(paged.map((r) => r.user_id)).size).toBe(60);
      expect(paged.slice(0, 50).map((r) => r.user_id)).toEqual(whole.map((r) => r.user_id));
      expect(paged.slice(0, 30).every((r) => r.full_name.startsWith('Zuleica'))).toBe(true);
      expect(paged.slice(30).every((r) => r.full_name.startsWith('Ana Zuleica'))).toBe(true);
      expect(paged[0]).toMatchObject({ rating: 5, stars: 1 });
    });
  });
});
