// Game day (issue 27) in the database: who may mark attendance, draw teams and keep the score, and
// when; what each person sees; the no-show rule at its 2 h boundary; evaluation only for who came.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createEvent, createTestStack, join, type Athlete, type TestStack } from './fixtures.js';

const ORGANISER_ONLY_MARKS = 'Apenas o organizador pode marcar a presença dos participantes.';
const ORGANISER_ONLY_TEAMS = 'Apenas o organizador pode sortear ou editar os times.';

describe('game day', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  let fora: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda, fora] = await athletes(stack,
      ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Fábio Fora']);
  });
  afterAll(() => stack?.stop());

  /** Moves the start to now + `minutes` (negative = already started), to the microsecond. */
  async function startIn(eventId: string, minutes: number): Promise<void> {
    await stack.pool.query(
      `update public.events set date = ((now() + make_interval(secs => $2 * 60)) at time zone 'America/Sao_Paulo')::date,
         time = ((now() + make_interval(secs => $2 * 60)) at time zone 'America/Sao_Paulo')::time
       where id = $1`,
      [eventId, minutes],
    );
  }

  /** An event with these athletes registered, starting `minutes` from now. */
  async function game(players: Athlete[], minutes = 30, fields = {}): Promise<string> {
    const eventId = await createEvent(org, { title: 'Pelada do dia', max_participants: 20, ...fields });
    for (const p of players) await join(p, eventId);
    await startIn(eventId, minutes);
    return eventId;
  }

  async function marks(eventId: string) {
    const { rows } = await stack.pool.query<{ user_id: string; status: string; marked_by: string | null }>(
      'select user_id, status, marked_by from public.event_attendance where event_id = $1', [eventId]);
    return Object.fromEntries(rows.map((r) => [r.user_id, { status: r.status, marked_by: r.marked_by }]));
  }

  const mark = (who: Athlete, eventId: string, target: Athlete, status: 'present' | 'absent') =>
    who.sb.from('event_attendance').upsert({ event_id: eventId, user_id: target.id, status }, { onConflict: 'event_id,user_id' });
  const checkIn = (who: Athlete, eventId: string) =>
    who.sb.from('event_attendance').insert({ event_id: eventId, user_id: who.id, status: 'present' });
  const record = async (a: Athlete) =>
    (await anonClient(stack).rpc('get_attendance_record', { p_user_id: a.id })).data as
      { games: number; no_shows: number; percentage: number | null };

  describe('attendance', () => {
    it('the organiser marks every registered participant, all at once or one by one', async () => {
      const eventId = await game([ana, bia, caio]);
      const all = await org.sb.from('event_attendance').upsert(
        [ana, bia, caio].map((p) => ({ event_id: eventId, user_id: p.id, status: 'present' as const })), { onConflict: 'event_id,user_id' });
      expect(all.error).toBeNull();
      expect((await mark(org, eventId, caio, 'absent')).error).toBeNull();
      expect(await marks(eventId)).toEqual({
        [ana.id]: { status: 'present', marked_by: org.id },
        [bia.id]: { status: 'present', marked_by: org.id },
        [caio.id]: { status: 'absent', marked_by: org.id },
      });
    });

    it('the organiser cannot mark before the window, nor someone not registered, nor on a cancelled event', async () => {
      const early = await game([ana], 2 * 60 + 5);
      expect((await mark(org, early, ana, 'present')).error?.message).toBe('O Dia do jogo abre 2 h antes do início');

      const eventId = await game([ana]);
      expect((await mark(org, eventId, fora, 'present')).error?.message).toBe('Esta pessoa não está inscrita neste evento');
      const approval = await game([bia], 30, { requires_approval: true }); // bia's request is still pending
      expect((await mark(org, approval, bia, 'present')).error?.message).toBe('Esta pessoa não está inscrita neste evento');

      await stack.pool.query(`update public.events set status = 'cancelled' where id = $1`, [eventId]);
      expect((await mark(org, eventId, ana, 'present')).error?.message).toBe('Evento cancelado');
      expect(await marks(early)).toEqual({});
      expect(await marks(eventId)).toEqual({});
    });

    it("a participant only checks himself in as present ('Cheguei'), once", async () => {
      const eventId = await game([ana, bia]);
      const other = await mark(ana, eventId, bia, 'present');
      expect(other.error?.message).toBe('Acesso Negado');
      expect(other.error?.details).toBe(ORGANISER_ONLY_MARKS);
      const absent = await ana.sb.from('event_attendance').insert({ event_id: eventId, user_id: ana.id, status: 'absent' });
      expect(absent.error?.message).toBe('Acesso Negado');
      expect(absent.error?.details).toBe('Você só pode confirmar a sua chegada.');

      expect((await checkIn(ana, eventId)).error).toBeNull();
      expect((await checkIn(ana, eventId)).error?.message).toBe('Sua presença já foi marcada');
      expect(await marks(eventId)).toEqual({ [ana.id]: { status: 'present', marked_by: ana.id } });
    });

    it("a participant cannot overturn or remove the organiser's mark", async () => {
      const eventId = await game([ana]);
      await mark(org, eventId, ana, 'absent');
      expect((await checkIn(ana, eventId)).error?.message).toBe('Sua presença já foi marcada');
      const update = await ana.sb.from('event_attendance').update({ status: 'present' }).eq('event_id', eventId).select();
      expect(update.error?.message ?? update.data).toEqual([]); // RLS: no row of his to update
      await ana.sb.from('event_attendance').delete().eq('event_id', eventId);
      expect(await marks(eventId)).toEqual({ [ana.id]: { status: 'absent', marked_by: org.id } });
    });

    it("'Cheguei' only inside the window (2 h before to 12 h after the start), only if registered, not when cancelled", async () => {
      const early = await game([ana], 2 * 60 + 5);
      expect((await checkIn(ana, early)).error?.message).toBe('O Dia do jogo abre 2 h antes do início');
      const late = await game([ana], -(12 * 60 + 5));
      expect((await checkIn(ana, late)).error?.message).toBe('O Dia do jogo já terminou');
      const justIn = await game([ana], -(12 * 60 - 5));
      expect((await checkIn(ana, justIn)).error).toBeNull();

      const eventId = await game([bia]);
      expect((await checkIn(fora, eventId)).error?.message).toBe('Você não está inscrito neste evento');
      await stack.pool.query(`update public.events set status = 'cancelled' where id = $1`, [eventId]);
      expect((await checkIn(bia, eventId)).error?.message).toBe('Evento cancelado');
      expect(await marks(eventId)).toEqual({});
    });

    it('each mark is seen by the organiser and the person only', async () => {
      const eventId = await game([ana, bia]);
      await mark(org, eventId, ana, 'present');
      await mark(org, eventId, bia, 'absent');
      const seen = async (a: Athlete) =>
        ((await a.sb.from('event_attendance').select('user_id').eq('event_id', eventId)).data ?? []).map((r) => r.user_id).sort();
      expect(await seen(org)).toEqual([ana.id, bia.id].sort());
      expect(await seen(ana)).toEqual([ana.id]);
      expect(await seen(bia)).toEqual([bia.id]);
      expect(await seen(fora)).toEqual([]);
      expect((await anonClient(stack).from('event_attendance').select('user_id')).error?.code).toBe('42501');
    });

    it('after the event closes the organiser corrects for 48 h, then attendance is final', async () => {
      const closed = await game([ana, bia], -(50 * 60)); // closed at start + 3 h: 47 h ago
      await stack.pool.query(`update public.events set status = 'completed' where id = $1`, [closed]);
      expect((await mark(org, closed, ana, 'absent')).error).toBeNull();
      expect((await mark(org, closed, ana, 'present')).error).toBeNull();
      expect((await checkIn(bia, closed)).error?.message).toBe('O Dia do jogo já terminou');

      const final = await game([ana], -(51 * 60 + 5)); // closed 48 h 5 min ago
      await stack.pool.query(`update public.events set status = 'completed' where id = $1`, [final]);
      const refused = await mark(org, final, ana, 'absent');
      expect(refused.error?.message).toBe('O Dia do jogo deste evento já foi encerrado');
      expect(refused.error?.details).toBe('Presença, times e placar podem ser corrigidos até 48 h depois do fim do evento.');
      expect(await marks(final)).toEqual({});
      expect(await marks(closed)).toEqual({ [ana.id]: { status: 'present', marked_by: org.id } });
    });
  });

  describe('no-shows', () => {
    it('the rule at its boundary: freed 2 h before the start or earlier is in time, any later is late', async () => {
      const { rows } = await stack.pool.query<Record<string, boolean>>(`
        select public.is_late_cancellation(s, s - interval '2 hours') as at_2h,
               public.is_late_cancellation(s, s - interval '2 hours' - interval '1 microsecond') as before,
               public.is_late_cancellation(s, s - interval '2 hours' + interval '1 microsecond') as after,
               public.is_late_cancellation(s, s + interval '1 hour') as started
        from (select timestamptz '2026-12-05 19:00-03' as s) t`);
      expect(rows[0]).toEqual({ at_2h: false, before: false, after: true, started: true });
    });

    it('leaving in time is never a no-show; leaving late is one; coming back clears it', async () => {
      const [a, b] = await athletes(stack, ['Gil Tempo', 'Hugo Tarde']);
      const inTime = await game([a], 2 * 60 + 1);
      expect((await a.sb.rpc('leave_event', { p_event_id: inTime })).error).toBeNull();
      expect(await record(a)).toEqual({ games: 0, no_shows: 0, percentage: null });

      const lateGame = await game([b], 2 * 60 - 1);
      expect((await b.sb.rpc('leave_event', { p_event_id: lateGame })).error).toBeNull();
      expect(await record(b)).toEqual({ games: 0, no_shows: 1, percentage: 0 });
      expect((await stack.pool.query('select public.is_no_show($1, $2) as n', [lateGame, b.id])).rows[0].n).toBe(true);

      await stack.pool.query(`update public.events set date = date + 1 where id = $1`, [lateGame]);
      await join(b, lateGame);
      expect(await record(b)).toEqual({ games: 0, no_shows: 0, percentage: null });
    });

    it('on an approval-only event a withdrawn request keeps the no-show; an approved one clears it (issue 56, point 10)', async () => {
      const [g] = await athletes(stack, ['Gui Pedido']);
      const eventId = await game([g], 2 * 60 - 1, { requires_approval: true });
      expect((await org.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: g.id })).error).toBeNull();
      expect((await g.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
      expect(await record(g)).toEqual({ games: 0, no_shows: 1, percentage: 0 });

      // Asking again and withdrawing: the no-show stays.
      expect((await g.sb.rpc('join_event', { p_event_id: eventId })).data).toMatchObject({ status: 'pending' });
      expect(await record(g)).toEqual({ games: 0, no_shows: 1, percentage: 0 });
      expect((await g.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
      expect(await record(g)).toEqual({ games: 0, no_shows: 1, percentage: 0 });

      // Asking again and being approved: he is back in the game, and his mark decides again.
      await join(g, eventId);
      expect((await org.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: g.id })).error).toBeNull();
      expect(await record(g)).toEqual({ games: 0, no_shows: 0, percentage: null });
    });

    it('the organiser removing someone late is not his no-show', async () => {
      const [c] = await athletes(stack, ['Ivo Removido']);
      const eventId = await game([c], 30);
      expect((await org.sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', c.id)).error).toBeNull();
      expect(await record(c)).toEqual({ games: 0, no_shows: 0, percentage: null });
    });

    it("the profile's figure is public: 'Presença 92%' = 11 games, 1 falta; cancelled events do not count", async () => {
      const [p] = await athletes(stack, ['Júlia Assídua']);
      for (let i = 0; i < 12; i++) {
        const eventId = await game([p]);
        expect((await mark(org, eventId, p, i === 0 ? 'absent' : 'present')).error).toBeNull();
      }
      const cancelled = await game([p]);
      await mark(org, cancelled, p, 'absent');
      await stack.pool.query(`update public.events set status = 'cancelled' where id = $1`, [cancelled]);
      expect(await record(p)).toEqual({ games: 11, no_shows: 1, percentage: 92 });
    });
  });

  describe('evaluation opens only for who came', () => {
    it('a participant marked absent cannot evaluate; one present can', async () => {
      const eventId = await game([ana, bia]);
      await mark(org, eventId, ana, 'present');
      await mark(org, eventId, bia, 'absent');
      await startIn(eventId, -4 * 60);
      const absent = await bia.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [], p_comment: 'Fui sim' });
      expect(absent.error?.message).toBe('Avaliação Não Disponível');
      expect(absent.error?.details).toBe('Só quem compareceu ao jogo pode avaliar.');
      // The evaluation screen's read answers the refusal as data (an expected state, issue 25).
      expect((await bia.sb.rpc('get_evaluation', { p_event_id: eventId })).data).toMatchObject({
        available: false, reason: 'Avaliação Não Disponível', detail: 'Só quem compareceu ao jogo pode avaliar.',
      });
      const present = await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [], p_comment: 'Jogão' });
      expect(present.error).toBeNull();
    });
  });

  describe('nothing offers an evaluation that can only be refused', () => {
    it("the closing opens it for who came, not for who missed; a correction to 'Presente' opens it; an absent player cannot be praised", async () => {
      const eventId = await game([ana, bia, caio]);
      await mark(org, eventId, ana, 'present');
      await mark(org, eventId, caio, 'present');
      await mark(org, eventId, bia, 'absent');
      await startIn(eventId, -4 * 60);
      await stack.pool.query('select public.run_scheduled_jobs()');
      const opened = async () => Object.fromEntries((await stack.pool.query<{ user_id: string; evaluation_status: string }>(
        'select user_id, evaluation_status from public.event_participants where event_id = $1', [eventId])).rows.map((r) => [r.user_id, r.evaluation_status]));
      expect(await opened()).toEqual({ [ana.id]: 'evaluation_available', [bia.id]: 'pending', [caio.id]: 'evaluation_available' });
      // Ana evaluates Caio only: Bia is not among the players, and praising her is refused.
      const players = ((await ana.sb.rpc('get_evaluation', { p_event_id: eventId })).data as { players: { user_id: string }[] }).players;
      expect(players.map((p) => p.user_id)).toEqual([caio.id]);
      const praise = await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [{ user_id: bia.id, tag: 'habilidoso' }], p_comment: '' });
      expect(praise.error?.message).toBe('Só é possível elogiar jogadores que participaram do evento');
      // The organiser corrects Bia to 'Presente' (within 48 h of the closing), then Caio to 'Faltou'.
      expect((await mark(org, eventId, bia, 'present')).error).toBeNull();
      expect((await mark(org, eventId, caio, 'absent')).error).toBeNull();
      expect(await opened()).toEqual({ [ana.id]: 'evaluation_available', [bia.id]: 'evaluation_available', [caio.id]: 'pending' });
    });
  });

  describe('teams', () => {
    const twoTeams = (a: Athlete[], b: Athlete[]) => [
      { name: 'Time A', member_ids: a.map((x) => x.id) },
      { name: 'Time B', member_ids: b.map((x) => x.id) },
    ];
    const teamsSeenBy = async (who: Athlete, eventId: string) =>
      (await who.sb.from('event_teams').select('team_no, name, member_ids').eq('event_id', eventId).order('team_no')).data;

    it('the organiser saves a draw; registered participants see it, nobody else', async () => {
      const eventId = await game([ana, bia, caio, duda]);
      const saved = await org.sb.rpc('save_teams', { p_event_id: eventId, p_teams: twoTeams([ana, bia], [caio, duda]) });
      expect(saved).toMatchObject({ error: null, data: 2 });
      const expected = [
        { team_no: 1, name: 'Time A', member_ids: [ana.id, bia.id] },
        { team_no: 2, name: 'Time B', member_ids: [caio.id, duda.id] },
      ];
      expect(await teamsSeenBy(ana, eventId)).toEqual(expected);
      expect(await teamsSeenBy(org, eventId)).toEqual(expected);
      expect(await teamsSeenBy(fora, eventId)).toEqual([]);
      expect((await anonClient(stack).from('event_teams').select('name')).error?.code).toBe('42501');

      // A swap and a rename are one save; whoever leaves leaves his team.
      await org.sb.rpc('save_teams', { p_event_id: eventId, p_teams: [
        { name: 'Com colete', member_ids: [ana.id, caio.id] }, { name: 'Time B', member_ids: [bia.id, duda.id] }] });
      await duda.sb.rpc('leave_event', { p_event_id: eventId });
      expect(await teamsSeenBy(ana, eventId)).toEqual([
        { team_no: 1, name: 'Com colete', member_ids: [ana.id, caio.id] },
        { team_no: 2, name: 'Time B', member_ids: [bia.id] },
      ]);
    });

    it('refuses, each for its reason, and keeps the saved draw', async () => {
      const eventId = await game([ana, bia, caio, duda]);
      await org.sb.rpc('save_teams', { p_event_id: eventId, p_teams: twoTeams([ana, bia], [caio, duda]) });
      const refusal = async (who: Athlete, teams: unknown, id = eventId) => {
        const { error } = await who.sb.rpc('save_teams', { p_event_id: id, p_teams: teams as never });
        return [error?.message, error?.details];
      };
      expect(await refusal(ana, twoTeams([ana], [bia]))).toEqual(['Acesso Negado', ORGANISER_ONLY_TEAMS]);
      expect(await refusal(org, twoTeams([ana, fora], [bia]))).toEqual(['Só participantes inscritos podem entrar nos times', null]);
      expect(await refusal(org, twoTeams([ana, bia], [bia, caio]))).toEqual(['Um jogador não pode estar em dois times', null]);
      expect(await refusal(org, [{ name: 'Todos', member_ids: [ana.id] }])).toEqual(['Escolha de 2 a 4 times', null]);
      expect(await refusal(org, [...twoTeams([ana], [bia]), ...twoTeams([caio], [duda]), ...twoTeams([], [])]))
        .toEqual(['Escolha de 2 a 4 times', null]);
      expect(await refusal(org, [{ name: '  ', member_ids: [ana.id] }, { name: 'B', member_ids: [] }]))
        .toEqual(['Nome do time inválido', 'O nome do time deve ter de 1 a 30 caracteres.']);
      const early = await game([ana, bia], 3 * 60);
      expect(await refusal(org, twoTeams([ana], [bia]), early)).toEqual(['O Dia do jogo abre 2 h antes do início', null]);
      expect(await teamsSeenBy(org, eventId)).toEqual([
        { team_no: 1, name: 'Time A', member_ids: [ana.id, bia.id] },
        { team_no: 2, name: 'Time B', member_ids: [caio.id, duda.id] },
      ]);
    });

    it('what the balanced draw knows: past levels attended and praises received, for the organiser only', async () => {
      const [veteran, rookie] = await athletes(stack, ['Kiko Veterano', 'Léo Novato']);
      const past = await game([veteran], 30, { skill_level: 'Avançado/Competitivo' });
      const skipped = await game([veteran], 30, { skill_level: 'Iniciante/Diversão' });
      await mark(org, skipped, veteran, 'absent'); // a no-show is not experience
      await startIn(past, -4 * 60);
      await startIn(skipped, -4 * 60);
      await stack.pool.query(`update public.events set status = 'completed' where id = any($1)`, [[past, skipped]]);
      await stack.pool.query(
        `insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags)
         values ($1, $2, $3, 'player_praise', '{habilidoso}'), ($1, $2, $3, 'player_praise', '{amigavel}')`,
        [past, org.id, veteran.id]);

      const eventId = await game([veteran, rookie]);
      const { data, error } = await org.sb.rpc('get_team_strengths', { p_event_id: eventId });
      expect(error).toBeNull();
      expect(data?.map(({ full_name, games, average_level, praises }) => ({ full_name, games, average_level, praises }))).toEqual([
        { full_name: 'Kiko Veterano', games: 1, average_level: 3, praises: 2 },
        { full_name: 'Léo Novato', games: 0, average_level: null, praises: 0 },
      ]);
      const participant = await rookie.sb.rpc('get_team_strengths', { p_event_id: eventId });
      expect([participant.error?.message, participant.error?.details]).toEqual(['Acesso Negado', ORGANISER_ONLY_TEAMS]);
    });
  });

  describe('matches', () => {
    async function drawn(): Promise<string> {
      const eventId = await game([ana, bia, caio, duda]);
      await org.sb.rpc('save_teams', { p_event_id: eventId, p_teams: [
        { name: 'Time A', member_ids: [ana.id] }, { name: 'Time B', member_ids: [bia.id] },
        { name: 'Time C', member_ids: [caio.id, duda.id] }] });
      return eventId;
    }
    const scores = async (who: Athlete, eventId: string) =>
      (await who.sb.from('event_matches').select('team_a, team_b, score_a, score_b').eq('event_id', eventId).order('created_at')).data;

    it('the organiser records, edits and removes matches; participants read them', async () => {
      const eventId = await drawn();
      const first = await org.sb.from('event_matches').insert({ event_id: eventId, team_a: 1, team_b: 2, score_a: 3, score_b: 2 }).select('id').single();
      expect(first.error).toBeNull();
      const second = await org.sb.from('event_matches').insert({ event_id: eventId, team_a: 1, team_b: 3, score_a: 0, score_b: 0 }).select('id').single();
      expect((await org.sb.from('event_matches').update({ score_a: 1, score_b: 1 }).eq('id', second.data!.id)).error).toBeNull();
      expect(await scores(caio, eventId)).toEqual([
        { team_a: 1, team_b: 2, score_a: 3, score_b: 2 }, { team_a: 1, team_b: 3, score_a: 1, score_b: 1 }]);
      expect(await scores(fora, eventId)).toEqual([]);

      // A redraw into two teams drops the matches of the third.
      await org.sb.rpc('save_teams', { p_event_id: eventId, p_teams: [
        { name: 'Time A', member_ids: [ana.id, caio.id] }, { name: 'Time B', member_ids: [bia.id, duda.id] }] });
      expect(await scores(ana, eventId)).toEqual([{ team_a: 1, team_b: 2, score_a: 3, score_b: 2 }]);
      expect((await org.sb.from('event_matches').delete().eq('id', first.data!.id)).error).toBeNull();
      expect(await scores(ana, eventId)).toEqual([]);
    });

    it('refuses, each for its reason', async () => {
      const eventId = await drawn();
      const insert = async (who: Athlete, row: Record<string, number>, id = eventId) => {
        const { error } = await who.sb.from('event_matches').insert({ event_id: id, team_a: 1, team_b: 2, score_a: 1, score_b: 0, ...row });
        return [error?.message, error?.details];
      };
      expect(await insert(ana, {})).toEqual(['Acesso Negado', 'Apenas o organizador pode registrar o placar.']);
      expect(await insert(org, { score_a: 100 })).toEqual(['Placar inválido', 'O placar vai de 0 a 99.']);
      expect(await insert(org, { score_b: -1 })).toEqual(['Placar inválido', 'O placar vai de 0 a 99.']);
      expect(await insert(org, { team_b: 1 })).toEqual(['Escolha dois times diferentes do sorteio', null]);
      expect(await insert(org, { team_b: 4 })).toEqual(['Escolha dois times diferentes do sorteio', null]);
      const undrawn = await game([ana, bia]);
      expect(await insert(org, {}, undrawn)).toEqual(['Escolha dois times diferentes do sorteio', null]);

      const ok = await org.sb.from('event_matches').insert({ event_id: eventId, team_a: 1, team_b: 2, score_a: 2, score_b: 2 }).select('id').single();
      const byParticipant = await ana.sb.from('event_matches').update({ score_a: 9 }).eq('id', ok.data!.id).select();
      expect(byParticipant.data).toEqual([]); // RLS: only the organiser's rows to update
      await ana.sb.from('event_matches').delete().eq('id', ok.data!.id);
      expect(await scores(org, eventId)).toEqual([{ team_a: 1, team_b: 2, score_a: 2, score_b: 2 }]);

      await stack.pool.query(`update public.events set status = 'cancelled' where id = $1`, [eventId]);
      expect(await insert(org, {})).toEqual(['Evento cancelado', null]);
    });

    it('a participant sees a new score live', async () => {
      const eventId = await drawn();
      await ana.sb.realtime.setAuth(ana.token);
      const seen = new Promise<unknown>((resolve) => {
        const channel = ana.sb.channel(`matches-${eventId}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'event_matches', filter: `event_id=eq.${eventId}` },
            (change) => resolve(change.new))
          .subscribe(async (status) => {
            if (status === 'SUBSCRIBED')
              await org.sb.from('event_matches').insert({ event_id: eventId, team_a: 1, team_b: 2, score_a: 3, score_b: 2 });
          });
        void channel;
      });
      expect(await seen).toMatchObject({ team_a: 1, team_b: 2, score_a: 3, score_b: 2 });
      await ana.sb.removeAllChannels();
    });
  });

  it('deleting an event with its game day deletes it all', async () => {
    const eventId = await game([ana, bia]);
    await mark(org, eventId, ana, 'present');
    await org.sb.rpc('save_teams', { p_event_id: eventId, p_teams: [
      { name: 'Time A', member_ids: [ana.id] }, { name: 'Time B', member_ids: [bia.id] }] });
    await org.sb.from('event_matches').insert({ event_id: eventId, team_a: 1, team_b: 2, score_a: 1, score_b: 0 });
    await startIn(eventId, -60 * 60); // long final: the cascade is not a correction
    expect((await org.sb.from('events').delete().eq('id', eventId)).error).toBeNull();
    expect((await stack.pool.query('select count(*)::int as n from public.event_matches where event_id = $1', [eventId])).rows[0].n).toBe(0);
  });
});
