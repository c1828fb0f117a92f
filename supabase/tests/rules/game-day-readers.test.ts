// Issue 49: who reads an event's game day (teams, scores, attendance), for each kind of person:
// visitor, stranger, requester, waiting, registered, organiser, a club's admin and a member not playing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type Db, type TestStack } from '../fixtures.js';

describe("who reads an event's game day", () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let requester: Athlete;
  let waiting: Athlete;
  let stranger: Athlete;
  let clubAdmin: Athlete;
  let clubMember: Athlete;
  let approvalEvent: string;
  let fullEvent: string;
  let clubEvent: string;

  /** Teams, a score and attendance for an event, as its organiser would have recorded them (triggers off: only reading is tested). */
  async function gameDay(eventId: string, players: Athlete[]) {
    const client = await stack.pool.connect();
    try {
      await client.query('set session_replication_role = replica');
      await client.query(`insert into public.event_teams (event_id, team_no, name, member_ids) values ($1, 1, 'Azul', $2::uuid[]), ($1, 2, 'Verde', '{}')`,
        [eventId, players.map((p) => p.id)]);
      await client.query(`insert into public.event_matches (event_id, team_a, team_b, score_a, score_b) values ($1, 1, 2, 3, 1)`, [eventId]);
      for (const p of players) {
        await client.query(`insert into public.event_attendance (event_id, user_id, status, marked_by) values ($1, $2, 'present', $3)`, [eventId, p.id, org.id]);
      }
    } finally {
      await client.query('set session_replication_role = origin');
      client.release();
    }
  }

  /** What a person reads of an event's game day: team names, scores, and whose attendance. */
  async function seenBy(sb: Db, eventId: string) {
    const teams = await sb.from('event_teams').select('name').eq('event_id', eventId).order('team_no');
    const matches = await sb.from('event_matches').select('score_a').eq('event_id', eventId);
    const attendance = await sb.from('event_attendance').select('user_id').eq('event_id', eventId);
    const out = <T,>(r: { data: T[] | null; error: { code?: string } | null }, pick: (row: T) => unknown) =>
      r.error ? r.error.code : (r.data ?? []).map(pick).sort();
    return {
      teams: out(teams, (r) => r.name),
      matches: out(matches, (r) => r.score_a),
      attendance: out(attendance, (r) => r.user_id),
    };
  }
  const nothing = { teams: [], matches: [], attendance: [] };

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, requester, waiting, stranger, clubAdmin, clubMember] = await athletes(stack,
      ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Rita Pedido', 'Wagner Espera', 'Sérgio Estranho', 'Alice Admin', 'Marcos Membro']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);

    approvalEvent = await createEvent(org, { title: 'Pelada com aprovação', requires_approval: true });
    expect(await join(ana, approvalEvent)).toMatchObject({ status: 'pending' });
    await join(bia, approvalEvent);
    for (const who of [ana, bia]) expect((await org.sb.rpc('approve_participant', { p_event_id: approvalEvent, p_participant_id: who.id })).error).toBeNull();
    expect(await join(requester, approvalEvent)).toMatchObject({ status: 'pending' });
    await gameDay(approvalEvent, [ana, bia]);

    fullEvent = await createEvent(org, { title: 'Pelada lotada', max_participants: 1, min_participants: 1 });
    await join(bia, fullEvent);
    expect(await join(waiting, fullEvent)).toMatchObject({ status: 'waiting' });
    await gameDay(fullEvent, [bia]);

    const { data: clubId, error } = await org.sb.rpc('create_club', { p_club: { name: 'Clube do Dia do jogo', city: 'Manaus' } });
    if (error) throw new Error(error.message);
    const token = ((await org.sb.rpc('get_club_invite', { p_club_id: clubId! })).data as { token: string }).token;
    for (const who of [clubAdmin, clubMember]) expect((await who.sb.rpc('join_club_by_invite', { p_token: token })).error).toBeNull();
    expect((await org.sb.rpc('set_club_member', { p_club_id: clubId!, p_user_id: clubAdmin.id, p_role: 'admin' })).error).toBeNull();
    const created = await org.sb.rpc('create_event_with_cost', { p_event: {
      title: 'Jogo do clube', location: 'Quadra do clube', sport_name: 'Futebol', date: dayOffset(4), time: '19:00:00', club_id: clubId } } as never);
    if (created.error) throw new Error(created.error.message);
    clubEvent = created.data as string;
    await gameDay(clubEvent, [bia]);
  });
  afterAll(() => stack?.stop());

  it('a visitor reads no team, score or attendance (no privilege)', async () => {
    expect(await seenBy(anonClient(stack), approvalEvent)).toEqual({ teams: '42501', matches: '42501', attendance: '42501' });
  });

  it('a stranger reads nothing of any game day', async () => {
    for (const id of [approvalEvent, fullEvent, clubEvent]) expect(await seenBy(stranger.sb, id)).toEqual(nothing);
  });

  it('a requester awaiting approval reads nothing of the game day', async () => {
    expect(await seenBy(requester.sb, approvalEvent)).toEqual(nothing);
  });

  it('an athlete on the waiting list reads nothing of the game day', async () => {
    expect(await seenBy(waiting.sb, fullEvent)).toEqual(nothing);
  });

  it('a registered participant reads the teams and the score, and only his own attendance', async () => {
    expect(await seenBy(ana.sb, approvalEvent)).toEqual({ teams: ['Azul', 'Verde'], matches: [3], attendance: [ana.id] });
  });

  it('the organiser reads the teams, the score and everyone’s attendance', async () => {
    expect(await seenBy(org.sb, fullEvent)).toEqual({ teams: ['Azul', 'Verde'], matches: [3], attendance: [bia.id] });
  });

  it("a club's admin reads the club game's game day; a member who is not playing reads nothing of it", async () => {
    expect(await seenBy(clubAdmin.sb, clubEvent)).toEqual({ teams: ['Azul', 'Verde'], matches: [3], attendance: [bia.id] });
    expect(await seenBy(clubMember.sb, clubEvent)).toEqual(nothing);
    expect(await seenBy(clubAdmin.sb, fullEvent)).toEqual(nothing);
  });
});
