// The weekly game (issue 26): a series' occurrences kept ahead by the scheduler (rrule), never
// duplicated, never past the end, a cancelled one never recreated; regulars registered and told on
// each new occurrence; and only the organiser changes a series or its regulars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialiseSeries, seriesDates } from '@quadra/jobs';
import { anonClient, athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type TestStack } from './fixtures.js';

describe('series of events', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda] = await athletes(stack, ['Olga Pelada', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Reis']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const q = async (sql: string, args: unknown[] = []) => (await stack.pool.query(sql, args)).rows;
  const pelada = (fields: Record<string, unknown> = {}) => ({
    title: 'Pelada de quinta', location: 'Quadra do Parque', sport_name: 'Futebol', date: dayOffset(1), time: '19:00:00',
    max_participants: 3, repeat: 'weekly', repeat_count: 8, ...fields,
  });
  const create = async (fields: Record<string, unknown> = {}) => {
    const { data, error } = await org.sb.rpc('create_event', { p_event: pelada(fields) });
    if (error) throw new Error(error.message);
    return data!;
  };
  const seriesOf = async (eventId: string) => (await q('select series_id from public.events where id = $1', [eventId]))[0].series_id as string;
  const occurrences = async (seriesId: string) =>
    q(`select id, to_char(date, 'YYYY-MM-DD') as date, time::text, status, to_char(starts_at at time zone 'UTC', 'HH24:MI') as utc
       from public.events where series_id = $1 order by date`, [seriesId]);

  it('the rule is expanded by rrule in wall-clock dates: weekly, every 2 weeks, monthly (a missing day is skipped)', () => {
    const from = new Date('2026-12-01T12:00:00Z');
    expect(seriesDates('FREQ=WEEKLY;INTERVAL=1;COUNT=8', '2026-12-03', from).slice(0, 3)).toEqual(['2026-12-03', '2026-12-10', '2026-12-17']);
    expect(seriesDates('FREQ=WEEKLY;INTERVAL=2;UNTIL=20270101T235959Z', '2026-12-05', from)).toEqual(['2026-12-05', '2026-12-19']);
    expect(seriesDates('FREQ=MONTHLY;INTERVAL=1;COUNT=4', '2027-01-31', from)).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('every week for 8 weeks: the next 4 occurrences exist, a week apart at the same wall clock, whatever the runs', async () => {
    const first = await create();
    const seriesId = await seriesOf(first);
    const [series] = await q('select rrule, frequency, occurrence_count from public.event_series where id = $1', [seriesId]);
    expect(series).toEqual({ rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=8', frequency: 'weekly', occurrence_count: 8 });
    // Two scheduler runs at once, then two more: never a duplicate.
    await Promise.all([materialiseSeries(stack.pool), materialiseSeries(stack.pool)]);
    await Promise.all([materialiseSeries(stack.pool), materialiseSeries(stack.pool)]);
    const rows = await occurrences(seriesId);
    expect(rows.map((r) => r.date)).toEqual([dayOffset(1), dayOffset(8), dayOffset(15), dayOffset(22)]);
    expect(new Set(rows.map((r) => `${r.time} ${r.utc}`))).toEqual(new Set(['19:00:00 22:00']));
    expect(rows.every((r) => r.status === 'active')).toBe(true);
  });

  it('the card lists carry the series of each row, so cards say the rule and my events groups it', async () => {
    const first = await create({ title: 'Pelada dos cartões' });
    const seriesId = await seriesOf(first);
    await materialiseSeries(stack.pool);
    const { data: mine, error } = await org.sb.rpc('list_my_events', { p_section: 'organizing' });
    expect(error).toBeNull();
    const cards = (mine ?? []).filter((e) => e.series_id === seriesId);
    expect(cards).toHaveLength(4);
    expect(cards[0]).toMatchObject({ series_frequency: 'weekly', series_first_date: dayOffset(1), series_time: '19:00:00' });
    const { data: open } = await ana.sb.rpc('list_available_events', { p_limit: 50 });
    expect(open?.find((e) => e.id === first)).toMatchObject({ series_id: seriesId, series_frequency: 'weekly' });
    // A single event, made for this check (an assertion behind an `if` could never run).
    const singleId = await createEvent(org, { title: 'Jogo avulso', date: dayOffset(2) });
    const { data: withSingle } = await ana.sb.rpc('list_available_events', { p_limit: 50 });
    expect(withSingle?.find((e) => e.id === singleId)).toMatchObject({ series_id: null, series_frequency: null, series_first_date: null, series_time: null });
  });

  it('materialising from many concurrent connections still leaves one row per date (the unique key)', async () => {
    const seriesId = await seriesOf(await create({ title: 'Pelada concorrida' }));
    const dates = [dayOffset(8), dayOffset(15), dayOffset(22)];
    await Promise.all(Array.from({ length: 6 }, () => stack.pool.query('select public.materialise_series_occurrences($1, $2::date[])', [seriesId, dates])));
    expect((await occurrences(seriesId)).map((r) => r.date)).toEqual([dayOffset(1), ...dates]);
    const dup = await stack.pool.query(
      `insert into public.events (title, location, date, created_by, series_id, occurrence_date) values ('Cópia', 'Quadra', $2, $3, $1, $2)`,
      [seriesId, dayOffset(8), org.id],
    ).catch((e: { code: string }) => e);
    expect((dup as { code: string }).code).toBe('23505');
  });

  it("the end is respected: 'Depois de' 2 vezes gives 2 occurrences; 'Em' a date none after it", async () => {
    const twice = await seriesOf(await create({ title: 'Duas vezes', repeat_count: 2 }));
    const until = await seriesOf(await create({ title: 'Até a data', repeat_count: null, repeat: 'biweekly', repeat_until: dayOffset(20) }));
    await materialiseSeries(stack.pool);
    await materialiseSeries(stack.pool);
    expect((await occurrences(twice)).map((r) => r.date)).toEqual([dayOffset(1), dayOffset(8)]);
    expect((await occurrences(until)).map((r) => r.date)).toEqual([dayOffset(1), dayOffset(15)]);
  });

  it("a cancelled occurrence ('Cancelar só este') stays cancelled: the next date is created instead", async () => {
    const first = await create({ title: 'Pelada cancelável' });
    const seriesId = await seriesOf(first);
    await materialiseSeries(stack.pool);
    const second = (await occurrences(seriesId))[1]!;
    expect((await org.sb.from('events').update({ status: 'cancelled' }).eq('id', second.id)).error).toBeNull();
    await materialiseSeries(stack.pool);
    await materialiseSeries(stack.pool);
    const rows = await occurrences(seriesId);
    expect(rows.map((r) => [r.date, r.status])).toEqual([
      [dayOffset(1), 'active'], [dayOffset(8), 'cancelled'], [dayOffset(15), 'active'], [dayOffset(22), 'active'], [dayOffset(29), 'active'],
    ]);
  });

  it('regulars are registered on each new occurrence and told; never more regulars than places', async () => {
    const first = await create({ title: 'Pelada com fixos' });
    const seriesId = await seriesOf(first);
    for (const a of [ana, bia, caio]) await join(a, first);
    const mark = (a: Athlete, regular = true) => org.sb.rpc('set_series_regular', { p_event_id: first, p_user_id: a.id, p_regular: regular });
    expect((await mark(ana)).error).toBeNull();
    expect((await mark(bia)).error).toBeNull();
    expect((await mark(caio)).error).toBeNull();
    // 3 places: a fourth regular is one too many, and only someone registered can be one.
    const notIn = await mark(duda);
    expect(notIn.error?.message).toBe('Só um participante inscrito pode ser fixo');
    expect((await mark(caio, false)).error).toBeNull();

    await materialiseSeries(stack.pool);
    const second = (await occurrences(seriesId))[1]!;
    const registered = await q(`select user_id from public.event_participants where event_id = $1 and status = 'registered' order by joined_at, user_id`, [second.id]);
    expect(registered.map((r) => r.user_id).sort()).toEqual([ana.id, bia.id].sort());
    const [note] = await q(`select message from public.notifications where user_id = $1 and data ->> 'event_id' = $2`, [ana.id, second.id]);
    const day = `${dayOffset(8).slice(8, 10)}/${dayOffset(8).slice(5, 7)}`;
    expect(note.message).toBe(`Você está confirmado em Pelada com fixos, ${day} às 19:00. Não vai? Libere sua vaga.`);
  });

  it("'Tornar fixo' also registers the regular on the occurrences already ahead that have a place, told once", async () => {
    const first = await create({ title: 'Pelada já agendada', max_participants: 2 });
    const seriesId = await seriesOf(first);
    await materialiseSeries(stack.pool);
    const [, second, third, fourth] = await occurrences(seriesId);
    await join(ana, first);
    // The third game is already full: no place for the new regular there.
    await join(bia, third!.id);
    await join(caio, third!.id);
    expect((await org.sb.rpc('set_series_regular', { p_event_id: first, p_user_id: ana.id, p_regular: true })).error).toBeNull();
    const registeredOn = async (id: string) =>
      (await q(`select 1 from public.event_participants where event_id = $1 and user_id = $2 and status = 'registered'`, [id, ana.id])).length;
    expect([await registeredOn(second!.id), await registeredOn(third!.id), await registeredOn(fourth!.id)]).toEqual([1, 0, 1]);
    const notes = await q(`select data ->> 'event_id' as event_id from public.notifications where user_id = $1 and data ->> 'series_id' = $2`, [ana.id, seriesId]);
    expect(notes.map((n) => n.event_id)).toEqual([second!.id]);
  });

  it("'Não vou desta vez' frees a regular's place; 'Limite de fixos atingido' when regulars would outnumber the places", async () => {
    const first = await create({ title: 'Pelada pequena', max_participants: 2 });
    const seriesId = await seriesOf(first);
    for (const a of [ana, bia]) await join(a, first);
    for (const a of [ana, bia]) expect((await org.sb.rpc('set_series_regular', { p_event_id: first, p_user_id: a.id, p_regular: true })).error).toBeNull();
    await materialiseSeries(stack.pool);
    const second = (await occurrences(seriesId))[1]!;
    // Ana cannot come this time: her place goes to Duda, who is not a regular.
    expect((await ana.sb.rpc('leave_event', { p_event_id: second.id })).error).toBeNull();
    await join(duda, second.id);
    const tooMany = await org.sb.rpc('set_series_regular', { p_event_id: second.id, p_user_id: duda.id, p_regular: true });
    expect(tooMany.error).toMatchObject({ message: 'Limite de fixos atingido', details: 'O evento tem 2 vagas: não pode ter mais fixos que vagas.' });
    expect((await org.sb.rpc('set_series_regular', { p_event_id: second.id, p_user_id: ana.id, p_regular: false })).error).toBeNull();
    expect((await org.sb.rpc('set_series_regular', { p_event_id: second.id, p_user_id: duda.id, p_regular: true })).error).toBeNull();
  });

  it("'Este e os próximos' changes this occurrence, the later ones and the ones still to come; 'Só este' only itself", async () => {
    const first = await create({ title: 'Pelada editável' });
    const seriesId = await seriesOf(first);
    await materialiseSeries(stack.pool);
    const [, second, third] = await occurrences(seriesId);
    expect((await org.sb.from('events').update({ location: 'Só no primeiro' }).eq('id', first)).error).toBeNull();
    const { data: changed, error } = await org.sb.rpc('update_series_from', { p_event_id: second!.id, p_changes: { time: '20:30:00', location: 'Arena Nova' } });
    expect(error).toBeNull();
    expect(changed).toBe(3);
    const rows = await q(`select location, time::text from public.events where series_id = $1 order by date`, [seriesId]);
    expect(rows).toEqual([
      { location: 'Só no primeiro', time: '19:00:00' },
      { location: 'Arena Nova', time: '20:30:00' }, { location: 'Arena Nova', time: '20:30:00' }, { location: 'Arena Nova', time: '20:30:00' },
    ]);
    expect(third).toBeDefined();
    await stack.pool.query(`update public.events set status = 'cancelled' where id = $1`, [first]);
    await materialiseSeries(stack.pool);
    const fifth = (await q(`select location, time::text from public.events where series_id = $1 order by date desc limit 1`, [seriesId]))[0];
    expect(fifth).toEqual({ location: 'Arena Nova', time: '20:30:00' });
  });

  it('a regular with 2 no-shows in the last 5 games is not registered on the next one, and the organiser is told', async () => {
    const first = await create({ title: 'Pelada com faltas', max_participants: 5 });
    const seriesId = await seriesOf(first);
    for (const a of [ana, bia]) await join(a, first);
    for (const a of [ana, bia]) expect((await org.sb.rpc('set_series_regular', { p_event_id: first, p_user_id: a.id, p_regular: true })).error).toBeNull();
    await materialiseSeries(stack.pool);
    const [one, two, three] = await occurrences(seriesId);
    // The first two games are played (moved into the past by hand): Ana missed both, Bia one.
    await q(`set session_replication_role = replica`);
    try {
      await q(`update public.events set starts_at = now() - interval '8 days', status = 'completed' where id = $1`, [one!.id]);
      await q(`update public.events set starts_at = now() - interval '1 day', status = 'completed' where id = $1`, [two!.id]);
      await q(`insert into public.event_attendance (event_id, user_id, status) values ($1, $3, 'absent'), ($2, $3, 'absent'), ($1, $4, 'absent'), ($2, $4, 'present')`,
        [one!.id, two!.id, ana.id, bia.id]);
    } finally {
      await q(`set session_replication_role = origin`);
    }
    // A game is cancelled, so the next run makes a new date: Bia is registered, Ana is not.
    expect((await org.sb.from('events').update({ status: 'cancelled' }).eq('id', three!.id)).error).toBeNull();
    await materialiseSeries(stack.pool);
    const newest = (await occurrences(seriesId)).at(-1)!;
    const registered = await q(`select user_id from public.event_participants where event_id = $1 and status = 'registered'`, [newest.id]);
    expect(registered.map((r) => r.user_id)).toEqual([bia.id]);
    const told = await q(`select title, message from public.notifications where user_id = $1 and data ->> 'event_id' = $2 and type <> 'event_join'`, [org.id, newest.id]);
    expect(told).toEqual([{ title: 'Fixo não inscrito', message: 'Ana Lima faltou 2 vezes nos últimos 5 jogos e não foi inscrito em Pelada com faltas.' }]);
  });

  it("a new occurrence takes the first one's cost and Pix key; a player's share is made at once", async () => {
    const first = await create({ title: 'Pelada paga', max_participants: 10 });
    const seriesId = await seriesOf(first);
    const cost = { total_cents: 12000, include_organiser: false, pix_key_type: 'email', pix_key: 'olga@exemplo.com', recipient_name: 'Olga Pelada', recipient_city: 'Recife' };
    expect((await org.sb.rpc('set_event_cost', { p_event_id: first, p_cost: cost } as never)).error).toBeNull();
    await join(ana, first);
    expect((await org.sb.rpc('set_series_regular', { p_event_id: first, p_user_id: ana.id, p_regular: true })).error).toBeNull();
    await materialiseSeries(stack.pool);
    const [, second] = await occurrences(seriesId);
    const [copied] = await q(`select total_cents, pix_key, recipient_city from public.event_costs where event_id = $1`, [second!.id]);
    expect(copied).toEqual({ total_cents: 12000, pix_key: 'olga@exemplo.com', recipient_city: 'Recife' });
    const shares = await q(`select user_id, amount_cents from public.event_payment_shares where event_id = $1`, [second!.id]);
    expect(shares).toEqual([{ user_id: ana.id, amount_cents: 12000 }]);
  });

  it("'Encerrar série' cancels every occurrence to come, tells their participants, and no new one is created", async () => {
    const first = await create({ title: 'Pelada encerrada' });
    const seriesId = await seriesOf(first);
    await materialiseSeries(stack.pool);
    const [, second] = await occurrences(seriesId);
    await join(duda, second!.id);
    const { data, error } = await org.sb.rpc('end_series', { p_event_id: first });
    expect(error).toBeNull();
    expect(data).toBe(4);
    await materialiseSeries(stack.pool);
    expect((await occurrences(seriesId)).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    // One notice for the whole end (issue 48), naming his date.
    const notes = await q(`select title, message from public.notifications where user_id = $1 and type = 'event_cancelled'`, [duda.id]);
    expect(notes).toEqual([{ title: 'Série encerrada', message: expect.stringContaining(`Data cancelada: ${second!.date.slice(8, 10)}/${second!.date.slice(5, 7)}.`) }]);
  });

  describe('only the organiser changes a series or its regulars; nobody creates occurrences by hand', () => {
    it('each refusal with its reason', async () => {
      const first = await create({ title: 'Pelada protegida' });
      const seriesId = await seriesOf(first);
      await join(ana, first);
      const denied = { message: 'Acesso Negado' };
      expect((await ana.sb.rpc('set_series_regular', { p_event_id: first, p_user_id: ana.id, p_regular: true })).error)
        .toMatchObject({ ...denied, details: 'Apenas o organizador pode escolher os fixos.' });
      expect((await ana.sb.rpc('update_series_from', { p_event_id: first, p_changes: { location: 'Invadido' } })).error)
        .toMatchObject({ ...denied, details: 'Apenas o organizador pode editar a série.' });
      expect((await ana.sb.rpc('end_series', { p_event_id: first })).error)
        .toMatchObject({ ...denied, details: 'Apenas o organizador pode encerrar a série.' });
      expect((await org.sb.rpc('update_series_from', { p_event_id: first, p_changes: { created_by: ana.id } })).error?.message)
        .toBe('Dados do evento inválidos');
      // No grant: occurrences, series and regulars are written only by the database's functions.
      const byHand = await org.sb.from('events').insert({ title: 'Ocorrência falsa', location: 'Quadra', date: dayOffset(30), series_id: seriesId, occurrence_date: dayOffset(30) } as never);
      expect(byHand.error?.code).toBe('42501');
      expect((await org.sb.from('events').update({ series_id: null } as never).eq('id', first)).error?.code).toBe('42501');
      expect((await org.sb.from('event_series').update({ ended_at: new Date().toISOString() }).eq('id', seriesId)).error?.code).toBe('42501');
      expect((await ana.sb.from('event_series_regulars').insert({ series_id: seriesId, user_id: ana.id })).error?.code).toBe('42501');
      expect((await org.sb.rpc('materialise_series_occurrences' as never, { p_series_id: seriesId, p_dates: [dayOffset(8)] } as never)).error?.code).toBe('42501');
      expect((await q('select count(*)::int as n from public.events where series_id = $1', [seriesId]))[0].n).toBe(1);
      expect((await q('select count(*)::int as n from public.event_series_regulars where series_id = $1', [seriesId]))[0].n).toBe(0);
    });

    it('create_event refuses a bad repetition with its reason', async () => {
      const bad: [Record<string, unknown>, string][] = [
        [{ repeat: 'daily' }, 'Repetição inválida'],
        [{ repeat_count: 1 }, 'Escolha entre 2 e 52 vezes'],
        [{ repeat_count: 53 }, 'Escolha entre 2 e 52 vezes'],
        [{ repeat_count: null }, 'Escolha quando a série termina'],
        [{ repeat_count: null, repeat_until: dayOffset(1) }, 'A série deve terminar depois do primeiro evento'],
        [{ repeat_count: null, repeat_until: dayOffset(800) }, 'A data do evento não pode passar de 2 anos a partir de hoje'],
      ];
      for (const [fields, message] of bad) {
        expect((await org.sb.rpc('create_event', { p_event: pelada({ title: 'Série ruim', ...fields }) })).error?.message).toBe(message);
      }
      expect((await q(`select count(*)::int as n from public.events where title = 'Série ruim'`))[0].n).toBe(0);
    });

    it('visitors calling a series function get 42501 (no grant), as the contract says', async () => {
      const first = await create({ title: 'Pelada sem visitantes' });
      const visitor = anonClient(stack);
      for (const [fn, args] of [
        ['update_series_from', { p_event_id: first, p_changes: { location: 'Invadido' } }],
        ['end_series', { p_event_id: first }],
        ['set_series_regular', { p_event_id: first, p_user_id: ana.id, p_regular: true }],
      ] as const) {
        expect((await visitor.rpc(fn as never, args as never)).error?.code, fn).toBe('42501');
      }
    });

    it("'Este e os próximos' checks the series' template as an event's, even when no occurrence is left to change (issue 56)", async () => {
      // The attack: every occurrence ahead cancelled, then an invalid change went only to the template,
      // and the next materialisation failed every minute for everyone.
      const first = await create({ title: 'Pelada blindada', repeat_count: 2 });
      const seriesId = await seriesOf(first);
      expect((await org.sb.from('events').update({ status: 'cancelled' }).eq('id', first)).error).toBeNull();
      const bad: [Record<string, string | number>, string][] = [
        [{ max_participants: 0 }, 'O número de jogadores deve ser pelo menos 1.'],
        [{ min_participants: 0 }, 'O número de jogadores deve ser pelo menos 1.'],
        [{ min_participants: 5 }, 'O mínimo de jogadores não pode ser maior que o máximo.'],
        [{ location: ' ' }, 'Campos obrigatórios faltando: local'],
        [{ location: 'x'.repeat(201) }, 'Local muito longo (máximo 200 caracteres)'],
        [{ description: 'x'.repeat(2001) }, 'Informações do evento muito longas (máximo 2000 caracteres)'],
        [{ skill_level: 'Profissional' }, 'Nível de habilidade inválido'],
        [{ max_participants: 'muitos' }, 'Dados do evento inválidos'],
        [{ time: '25:99' }, 'Dados do evento inválidos'],
        [{ gender: 'Outro' }, 'Dados do evento inválidos'],
        [{ location: 'Quadra\r\nBEGIN:VEVENT' }, 'Local contém caracteres não permitidos'],
      ];
      for (const [changes, message] of bad) {
        const { error } = await org.sb.rpc('update_series_from', { p_event_id: first, p_changes: changes });
        expect(error, JSON.stringify(changes)).toMatchObject({ code: 'P0001', message });
      }
      const [series] = await q('select template from public.event_series where id = $1', [seriesId]);
      expect(series.template).toMatchObject({ max_participants: 3, min_participants: 2, location: 'Quadra do Parque' });
      // A valid change still reaches the template.
      expect((await org.sb.rpc('update_series_from', { p_event_id: first, p_changes: { max_participants: 12 } })).error).toBeNull();
      expect((await q('select template from public.event_series where id = $1', [seriesId]))[0].template.max_participants).toBe(12);
    });
  });
});
