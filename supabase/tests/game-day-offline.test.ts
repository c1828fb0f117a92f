// Game day's queued changes (issue 53) in the database: a change sent twice is applied once; the
// conflicts between devices that were offline are decided by the rules, not by arrival order; a
// change the rules refuse comes back with its reason and writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createEvent, createTestStack, join, type Athlete, type TestStack } from './fixtures.js';

type Result = { id: string; status: 'applied' | 'duplicate' | 'superseded' | 'refused'; message: string | null; detail?: string | null; outcome?: string };
type Change = { id?: string; kind: string; made_at?: string; clock_offset_ms?: number; payload?: unknown };

describe('game day changes sent from a queue', () => {
  let stack: TestStack;
  let org: Athlete;
  let bruno: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, bruno, ana, bia, caio, duda] = await athletes(stack, ['Olga Souza', 'Bruno Reis', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves']);
  });
  afterAll(() => stack?.stop());

  const sql = async (text: string, args: unknown[] = []) => (await stack.pool.query(text, args)).rows;

  /** Olga's club game starting in 30 min with these players; Bruno is the club's other admin. */
  async function game(players: Athlete[], minutes = 30): Promise<string> {
    const eventId = await createEvent(org, { title: 'Pelada do clube', max_participants: 20 });
    for (const p of players) await join(p, eventId);
    const [club] = await sql(`insert into public.clubs (name, created_by) values ($2, $1) returning id`, [org.id, `Clube ${randomUUID().slice(0, 8)}`]);
    await sql(`insert into public.club_members (club_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'admin')
               on conflict do nothing`, [club.id, org.id, bruno.id]);
    await sql(
      `update public.events set club_id = $3,
         date = ((now() + make_interval(secs => $2 * 60)) at time zone 'America/Sao_Paulo')::date,
         time = ((now() + make_interval(secs => $2 * 60)) at time zone 'America/Sao_Paulo')::time
       where id = $1`,
      [eventId, minutes, club.id],
    );
    return eventId;
  }

  /** A moment `seconds` from now by the server's clock, as a device would write it. */
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  async function send(who: Athlete, eventId: string, changes: Change[]): Promise<Result[]> {
    const { data, error } = await who.sb.rpc('apply_game_day_changes', {
      // As JSON (the payloads are any shape, as a device could send).
      p_changes: JSON.parse(JSON.stringify(changes.map((c) => ({ id: randomUUID(), made_at: at(0), clock_offset_ms: 0, ...c, event_id: eventId })))),
    });
    if (error) throw new Error(error.message);
    return (data as { results: Result[] }).results;
  }

  async function marks(eventId: string) {
    const rows = await sql('select user_id, status, marked_by from public.event_attendance where event_id = $1', [eventId]);
    return Object.fromEntries(rows.map((r) => [r.user_id, { status: r.status, marked_by: r.marked_by }]));
  }
  const teams = async (eventId: string) =>
    sql('select team_no, name, member_ids, draw_id, drawn_by from public.event_teams where event_id = $1 order by team_no', [eventId]);
  const matches = async (eventId: string) =>
    sql('select id, team_a, team_b, score_a, score_b from public.event_matches where event_id = $1 order by created_at, id', [eventId]);

  const draw = (drawId: string, base: string | null, groups: Athlete[][], extra: Partial<Change> = {}): Change => ({
    kind: 'teams',
    payload: { drawn: true, draw_id: drawId, base_draw_id: base, teams: groups.map((g, i) => ({ name: `Time ${'AB'[i]}`, member_ids: g.map((a) => a.id) })) },
    ...extra,
  });

  it('a change sent twice is applied once: the second answer is the first one again', async () => {
    const eventId = await game([ana, bia, caio, duda]);
    const drawId = randomUUID();
    const matchId = randomUUID();
    const queue: Change[] = [
      { id: randomUUID(), kind: 'mark', payload: { user_ids: [ana.id, bia.id, caio.id, duda.id], status: 'present' } },
      { id: randomUUID(), ...draw(drawId, null, [[ana, bia], [caio, duda]]) },
      { id: randomUUID(), kind: 'score', payload: { match_id: matchId, team_a: 1, team_b: 2, score_a: 3, score_b: 2 } },
    ];
    expect((await send(org, eventId, queue)).map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    // The connection dropped before the answer arrived: the phone sends the same queue again.
    const again = await send(org, eventId, queue);
    expect(again.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(again.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect(await matches(eventId)).toEqual([{ id: matchId, team_a: 1, team_b: 2, score_a: 3, score_b: 2 }]);
    expect(await teams(eventId)).toHaveLength(2);
    expect(Object.keys(await marks(eventId))).toHaveLength(4);

    // A new change to the same match corrects it (per match, no duplicate).
    await send(org, eventId, [{ kind: 'score', payload: { match_id: matchId, team_a: 1, team_b: 2, score_a: 4, score_b: 2 } }]);
    expect(await matches(eventId)).toEqual([{ id: matchId, team_a: 1, team_b: 2, score_a: 4, score_b: 2 }]);
  });

  it("the organiser's mark wins over a participant's 'Cheguei', whichever arrives first", async () => {
    const eventId = await game([ana, bia]);
    // Ana checked in (online) at the court; the organiser, offline, had marked her 'Faltou' earlier.
    expect((await send(ana, eventId, [{ kind: 'check_in', made_at: at(-5) }]))[0]!.status).toBe('applied');
    expect((await send(org, eventId, [{ kind: 'mark', made_at: at(-60), payload: { user_ids: [ana.id], status: 'absent' } }]))[0]!.status).toBe('applied');
    expect((await marks(eventId))[ana.id]).toEqual({ status: 'absent', marked_by: org.id });

    // Bia's 'Cheguei' sent after the organiser's mark: it is not applied, and she is told why.
    await send(org, eventId, [{ kind: 'mark', made_at: at(-60), payload: { user_ids: [bia.id], status: 'absent' } }]);
    const [late] = await send(bia, eventId, [{ kind: 'check_in', made_at: at(-1) }]);
    expect(late).toMatchObject({ status: 'superseded', message: 'O organizador já marcou a sua presença: vale a marcação dele' });
    expect((await marks(eventId))[bia.id]).toEqual({ status: 'absent', marked_by: org.id });
  });

  it("two organisers' marks on the same player: the latest made wins, by each device's corrected clock", async () => {
    const eventId = await game([ana, bia]);
    // Bruno's phone runs 2 min fast (offset -120 s): his mark at "+60 s" was really made at -60 s.
    // Olga marked at -30 s by a clock that was right. Bruno's arrives last, but Olga's was made later.
    await send(org, eventId, [{ kind: 'mark', made_at: at(-30), payload: { user_ids: [ana.id], status: 'present' } }]);
    const [bruno1] = await send(bruno, eventId, [{ kind: 'mark', made_at: at(60), clock_offset_ms: -120_000, payload: { user_ids: [ana.id], status: 'absent' } }]);
    expect(bruno1).toMatchObject({ status: 'superseded', message: 'Ana já tinha presença marcada depois por Olga: vale a marcação mais recente' });
    expect((await marks(eventId))[ana.id]).toEqual({ status: 'present', marked_by: org.id });

    // Without the correction Bruno's would have won; with it, a mark made after Olga's does win.
    await send(bruno, eventId, [{ kind: 'mark', made_at: at(110), clock_offset_ms: -120_000, payload: { user_ids: [ana.id], status: 'absent' } }]);
    expect((await marks(eventId))[ana.id]).toEqual({ status: 'absent', marked_by: bruno.id });
  });

  it('two draws: the one made first is kept, and the other device is told who drew and when', async () => {
    const eventId = await game([ana, bia, caio, duda]);
    const [{ time_zone: zone }] = await sql('select time_zone from public.events where id = $1', [eventId]);
    const olgaDraw = randomUUID();
    const brunoDraw = randomUUID();
    // Olga drew online at -60 s. Bruno drew offline at -90 s (first), then swapped two players.
    await send(org, eventId, [draw(olgaDraw, null, [[ana, bia], [caio, duda]], { made_at: at(-60) })]);
    const [brunoFirst, brunoSwap] = await send(bruno, eventId, [
      draw(brunoDraw, null, [[ana, caio], [bia, duda]], { made_at: at(-90) }),
      { kind: 'teams', made_at: at(-80), payload: { drawn: false, draw_id: brunoDraw, base_draw_id: brunoDraw, teams: [{ name: 'Time A', member_ids: [ana.id, duda.id] }, { name: 'Time B', member_ids: [bia.id, caio.id] }] } },
    ]);
    expect(brunoFirst!.status).toBe('applied');
    expect(brunoSwap!.status).toBe('applied');
    expect(await teams(eventId)).toMatchObject([
      { team_no: 1, member_ids: [ana.id, duda.id], draw_id: brunoDraw, drawn_by: bruno.id },
      { team_no: 2, member_ids: [bia.id, caio.id], draw_id: brunoDraw, drawn_by: bruno.id },
    ]);

    // Olga, still on her own draw, swaps: her draw is no longer the current one; she is told.
    const [{ hhmm }] = await sql(`select to_char(drawn_at at time zone $2, 'HH24:MI') as hhmm from public.event_teams where event_id = $1 limit 1`, [eventId, zone]);
    const [olgaSwap] = await send(org, eventId, [
      { kind: 'teams', payload: { drawn: false, draw_id: olgaDraw, base_draw_id: olgaDraw, teams: [{ name: 'Time A', member_ids: [ana.id, caio.id] }, { name: 'Time B', member_ids: [bia.id, duda.id] }] } },
    ]);
    expect(olgaSwap).toMatchObject({ status: 'superseded', message: `Os times foram sorteados por Bruno às ${hhmm}` });
    // A draw of hers made after Bruno's, without knowing it: not applied either.
    const [olgaLate] = await send(org, eventId, [draw(randomUUID(), olgaDraw, [[ana, bia], [caio, duda]], { made_at: at(-10) })]);
    expect(olgaLate!.status).toBe('superseded');
    expect((await teams(eventId))[0]).toMatchObject({ draw_id: brunoDraw, member_ids: [ana.id, duda.id] });
    // Drawing again once she has seen Bruno's draw is a new draw, applied.
    const [redraw] = await send(org, eventId, [draw(randomUUID(), brunoDraw, [[ana, bia], [caio, duda]])]);
    expect(redraw!.status).toBe('applied');
  });

  it('a refused change comes back with its reason and writes nothing; the next ones still apply', async () => {
    const eventId = await game([ana, bia, caio]);
    // Caio left meanwhile: the mark of him and a team with him are refused, each for its reason.
    await sql('delete from public.event_participants where event_id = $1 and user_id = $2', [eventId, caio.id]);
    const results = await send(org, eventId, [
      { kind: 'mark', payload: { user_ids: [caio.id], status: 'present' } },
      draw(randomUUID(), null, [[ana, caio], [bia]]),
      { kind: 'mark', payload: { user_ids: [ana.id], status: 'present' } },
      { kind: 'score', payload: { match_id: randomUUID(), team_a: 1, team_b: 2, score_a: 1, score_b: 0 } },
    ]);
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['refused', 'Esta pessoa não está inscrita neste evento'],
      ['refused', 'Só participantes inscritos podem entrar nos times'],
      ['applied', null],
      ['refused', 'Escolha dois times diferentes do sorteio'],
    ]);
    expect(Object.keys(await marks(eventId))).toEqual([ana.id]);
    expect(await teams(eventId)).toEqual([]);
    // Refused changes leave no record: nothing to answer 'duplicate' to.
    expect(await sql('select outcome from public.game_day_changes where event_id = $1', [eventId])).toEqual([{ outcome: 'applied' }]);
  });

  it('the day closed meanwhile, or a participant marking others: refused, each for its reason', async () => {
    const closed = await game([ana, bia], -52 * 60);
    const [late] = await send(org, closed, [{ kind: 'mark', payload: { user_ids: [ana.id], status: 'present' } }]);
    expect(late).toMatchObject({ status: 'refused', message: 'O Dia do jogo deste evento já foi encerrado' });

    const eventId = await game([ana, bia]);
    const [byAna] = await send(ana, eventId, [{ kind: 'mark', payload: { user_ids: [bia.id], status: 'absent' } }]);
    expect(byAna).toMatchObject({ status: 'refused', message: 'Acesso Negado', detail: 'Apenas o organizador pode marcar a presença dos participantes.' });
    const [teamsByAna] = await send(ana, eventId, [draw(randomUUID(), null, [[ana], [bia]])]);
    expect(teamsByAna).toMatchObject({ status: 'refused', message: 'Acesso Negado', detail: 'Apenas o organizador pode sortear ou editar os times.' });
    const [bad] = await send(org, eventId, [{ kind: 'explode' }]);
    expect(bad).toMatchObject({ status: 'refused', message: 'Alteração inválida' });
    expect(await marks(eventId)).toEqual({});
  });

  it('a visitor cannot send changes at all; a call that is not a list of changes is refused whole', async () => {
    const eventId = await game([ana]);
    const { error } = await anonClient(stack).rpc('apply_game_day_changes', { p_changes: [{ id: randomUUID(), event_id: eventId, kind: 'check_in', made_at: at(0) }] });
    expect(error?.code).toBe('42501');
    const notAList = await ana.sb.rpc('apply_game_day_changes', { p_changes: { id: randomUUID(), event_id: eventId, kind: 'check_in' } });
    expect(notAList.error?.message).toBe('Alterações inválidas');
  });
});
