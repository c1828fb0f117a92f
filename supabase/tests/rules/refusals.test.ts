// Issue 49: the refusals of the database that no other test named (supabase/tests/rules/rules.ts lists
// every one). Each is checked for its pt-BR message through the API, and where the rule is a limit,
// exactly at the limit (accepted) and one step past it (refused).
import { createClient } from '@supabase/supabase-js';
import crypto from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type Db, type TestStack } from '../fixtures.js';

type Outcome = { error: { message: string; code?: string } | null };
const message = (r: Outcome) => r.error?.message ?? null;

describe('refusals no other test names', () => {
  let stack: TestStack;
  let service: Db;
  let ana: Athlete;
  let bruno: Athlete;
  let carla: Athlete;
  let fora: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never },
    }) as Db;
    [ana, bruno, carla, fora] = await athletes(stack, ['Ana Dona', 'Bruno Admin', 'Carla Membro', 'Fábio Fora']);
  });
  afterAll(() => stack?.stop());

  /**
   * Runs SQL as the database owner with `userId` as the JWT's subject (null: none): the checks inside
   * functions and triggers, with no grant in front of them (rolled back).
   */
  async function asUser(userId: string | null, text: string, args: unknown[] = []) {
    const client = await stack.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(userId ? { sub: userId, role: 'authenticated' } : { role: 'authenticated' })]);
      return (await client.query(text, args)).rows;
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  let clubs = 0;
  /** A club of Ana's with Bruno an admin and Carla a member. */
  async function club(): Promise<string> {
    clubs += 1;
    const { data: id, error } = await ana.sb.rpc('create_club', { p_club: { name: `Clube das Regras ${clubs}`, city: 'Manaus' } });
    if (error) throw new Error(error.message);
    const token = ((await ana.sb.rpc('get_club_invite', { p_club_id: id! })).data as { token: string }).token;
    for (const who of [bruno, carla]) expect(message(await who.sb.rpc('join_club_by_invite', { p_token: token }))).toBeNull();
    expect(message(await ana.sb.rpc('set_club_member', { p_club_id: id!, p_user_id: bruno.id, p_role: 'admin' }))).toBeNull();
    return id!;
  }

  describe('clubs', () => {
    it("a notice: 'Escreva o aviso' when blank, 2000 characters accepted, 2001 refused", async () => {
      const id = await club();
      const post = (body: string) => bruno.sb.rpc('post_club_notice', { p_club_id: id, p_body: body });
      expect(message(await post('   '))).toBe('Escreva o aviso');
      expect(message(await post('a'.repeat(2001)))).toBe('O aviso pode ter até 2000 caracteres');
      expect(message(await post(` ${'a'.repeat(2000)} `))).toBeNull();
    });

    it("pinning a notice of a club one is not in: 'Aviso não encontrado'", async () => {
      const id = await club();
      const { data: notice } = await bruno.sb.rpc('post_club_notice', { p_club_id: id, p_body: 'Jogo na quinta' });
      expect(message(await fora.sb.rpc('pin_club_notice', { p_notice_id: notice!, p_pinned: true }))).toBe('Aviso não encontrado');
      expect(message(await bruno.sb.rpc('pin_club_notice', { p_notice_id: 999_999_999, p_pinned: true }))).toBe('Aviso não encontrado');
      expect(message(await bruno.sb.rpc('pin_club_notice', { p_notice_id: notice!, p_pinned: true }))).toBeNull();
    });

    it('a club name: 80 characters accepted, 81 refused; bad data refused as a whole', async () => {
      expect(message(await fora.sb.rpc('create_club', { p_club: { name: `${'N'.repeat(80)}` } }))).toBeNull();
      expect(message(await fora.sb.rpc('create_club', { p_club: { name: `${'M'.repeat(81)}` } }))).toBe('O nome do clube pode ter até 80 caracteres');
      expect(message(await fora.sb.rpc('create_club', { p_club: ['Clube torto'] as never }))).toBe('Dados do clube inválidos');
      expect(message(await fora.sb.rpc('create_club', { p_club: 'Clube torto' as never }))).toBe('Dados do clube inválidos');
      const { rows } = await stack.pool.query(`select count(*)::int as n from public.clubs where name = 'Clube torto'`);
      expect(rows[0].n).toBe(0);
    });

    it("members: 'Membro não encontrado', 'Papel inválido', 'Tipo de membro inválido', the owner keeps his role and his place", async () => {
      const id = await club();
      const set = (who: Athlete, target: Athlete, role: string | null, kind: string | null = null) =>
        who.sb.rpc('set_club_member', { p_club_id: id, p_user_id: target.id, p_role: role as never, p_kind: kind as never });
      expect(message(await set(bruno, fora, 'member'))).toBe('Membro não encontrado');
      expect(message(await bruno.sb.rpc('remove_club_member', { p_club_id: id, p_user_id: fora.id }))).toBe('Membro não encontrado');
      expect(message(await set(bruno, carla, 'owner'))).toBe('Papel inválido');
      expect(message(await set(bruno, carla, null, 'diarista'))).toBe('Tipo de membro inválido');
      expect(message(await set(bruno, ana, 'member'))).toBe('O dono do clube não pode mudar de papel');
      expect(message(await bruno.sb.rpc('remove_club_member', { p_club_id: id, p_user_id: ana.id }))).toBe('O dono não pode ser removido do clube');
      expect(message(await bruno.sb.rpc('remove_club_member', { p_club_id: id, p_user_id: bruno.id }))).toBe('Para sair, use "Sair do clube"');
      expect(message(await set(bruno, carla, null, 'mensalista'))).toBeNull();
      expect(message(await bruno.sb.rpc('remove_club_member', { p_club_id: id, p_user_id: carla.id }))).toBeNull();
    });

    it("'O clube precisa de pelo menos um administrador': the last admin (no owner left to lead) cannot step down", async () => {
      const id = await club();
      // A club whose owner role is gone (as an arrangement): Bruno is its only admin.
      await stack.pool.query(`update public.club_members set role = 'member' where club_id = $1 and user_id = $2`, [id, ana.id]);
      expect(message(await bruno.sb.rpc('set_club_member', { p_club_id: id, p_user_id: bruno.id, p_role: 'member' })))
        .toBe('O clube precisa de pelo menos um administrador');
      expect(message(await bruno.sb.rpc('set_club_member', { p_club_id: id, p_user_id: carla.id, p_role: 'admin' }))).toBeNull();
      expect(message(await bruno.sb.rpc('set_club_member', { p_club_id: id, p_user_id: bruno.id, p_role: 'member' }))).toBeNull();
    });

    it("leaving or handing over: 'Você não é membro deste clube', 'Escolha outro membro do clube'", async () => {
      const id = await club();
      expect(message(await fora.sb.rpc('leave_club', { p_club_id: id }))).toBe('Você não é membro deste clube');
      expect(message(await ana.sb.rpc('transfer_club_ownership', { p_club_id: id, p_user_id: ana.id }))).toBe('Escolha outro membro do clube');
      expect(message(await ana.sb.rpc('transfer_club_ownership', { p_club_id: id, p_user_id: fora.id }))).toBe('Escolha outro membro do clube');
      expect(message(await ana.sb.rpc('transfer_club_ownership', { p_club_id: id, p_user_id: carla.id }))).toBeNull();
      expect(message(await ana.sb.rpc('leave_club', { p_club_id: id }))).toBeNull();
    });

    it("an invite link that never existed: 'Convite inválido', to the preview and to joining", async () => {
      expect(message(await fora.sb.rpc('get_club_invite_preview', { p_token: 'nao-existe' }))).toBe('Convite inválido');
      expect(message(await fora.sb.rpc('join_club_by_invite', { p_token: 'nao-existe' }))).toBe('Convite inválido');
    });
  });

  describe('events', () => {
    it("comments: 'Não é possível comentar em um evento cancelado'; a reply needs its comment in the same event", async () => {
      const eventId = await createEvent(bruno);
      const other = await createEvent(bruno);
      await join(carla, eventId);
      const comment = async (who: Athlete, event: string, parent: string | null = null) =>
        who.sb.from('event_comments').insert({ event_id: event, user_id: who.id, comment_text: 'Bora!', parent_comment_id: parent } as never).select('id').single();
      const first = await comment(carla, other);
      expect(message(await comment(carla, eventId, (first.data as { id: string }).id))).toBe('Comentário original não encontrado');
      expect(message(await comment(carla, eventId))).toBeNull();
      await bruno.sb.from('events').update({ status: 'cancelled' }).eq('id', eventId);
      expect(message(await comment(carla, eventId))).toBe('Não é possível comentar em um evento cancelado');
    });

    it("'Só quem participa do evento pode copiar a lista.': a stranger is refused, a registered participant copies it", async () => {
      const eventId = await createEvent(bruno);
      await join(carla, eventId);
      expect(message(await fora.sb.rpc('get_event_list', { p_event_id: eventId }))).toBe('Só quem participa do evento pode copiar a lista.');
      expect(message(await carla.sb.rpc('get_event_list', { p_event_id: eventId }))).toBeNull();
    });

    it("a guest who claimed his place with his own account cannot be removed as a guest", async () => {
      const eventId = await createEvent(bruno, { max_participants: 10 });
      expect(message(await bruno.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 1 }))).toBeNull();
      await join(carla, eventId);
      expect(message(await carla.sb.rpc('add_guest', { p_event_id: eventId, p_name: 'Zé Goleiro' }))).toBeNull();
      const guests = (await bruno.sb.rpc('get_event_guests', { p_event_id: eventId })).data as unknown as { guests: { id: string; claim_token: string }[] };
      const [guest] = guests.guests;
      expect(message(await fora.sb.rpc('claim_guest_place', { p_token: guest!.claim_token }))).toBeNull();
      expect(message(await carla.sb.rpc('remove_guest', { p_guest_id: guest!.id }))).toBe('Este convidado já assumiu a vaga com a própria conta');
    });

    it("a series action on a single event: 'Este evento não faz parte de uma série'", async () => {
      const eventId = await createEvent(bruno);
      const { error } = await bruno.sb.rpc('end_series', { p_event_id: eventId } as never);
      expect(error?.message).toBe('Este evento não faz parte de uma série');
    });

    it('invitations: 50 per event accepted, the 51st refused with its reason', async () => {
      const eventId = await createEvent(bruno, { max_participants: 60 });
      const { rows } = await stack.pool.query<{ id: string }>(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data)
         select gen_random_uuid(), 'authenticated', 'authenticated', format('convidado-%s-%s@test.quadra.dev', i, left(md5(random()::text), 6)),
                jsonb_build_object('full_name', format('Convidado %s', i))
         from generate_series(1, 51) i returning id`);
      const ids = rows.map((r) => r.id);
      expect((await bruno.sb.rpc('invite_to_event', { p_event_id: eventId, p_invitees: ids.slice(0, 49) })).data).toBe(49);
      expect(message(await bruno.sb.rpc('invite_to_event', { p_event_id: eventId, p_invitees: ids.slice(49, 51) }))).toBe('Limite de convites atingido');
      expect((await bruno.sb.rpc('invite_to_event', { p_event_id: eventId, p_invitees: ids.slice(49, 50) })).data).toBe(1);
      expect(message(await bruno.sb.rpc('invite_to_event', { p_event_id: eventId, p_invitees: ids.slice(50, 51) }))).toBe('Limite de convites atingido');
    });

    it("a sport's name: 100 characters accepted, 101 refused, on a suggestion and on an event", async () => {
      expect(message(await fora.sb.rpc('suggest_sport', { p_name: 'S'.repeat(101) }))).toBe('Nome da modalidade muito longo');
      expect(message(await fora.sb.rpc('suggest_sport', { p_name: 'S'.repeat(100) }))).toBeNull();
      const event = { title: 'Modalidade longa', location: 'Quadra', date: dayOffset(5), time: '19:00:00' };
      expect(message(await fora.sb.rpc('create_event_with_cost', { p_event: { ...event, sport_name: 'T'.repeat(101) } }))).toBe('Nome da modalidade muito longo');
      expect(message(await fora.sb.rpc('create_event_with_cost', { p_event: { ...event, sport_name: 'T'.repeat(100) } }))).toBeNull();
    });

    it("a match moved to another event: 'Partida inválida', even where no column grant stops it first", async () => {
      const eventId = await createEvent(bruno);
      const other = await createEvent(bruno);
      for (const id of [eventId, other]) {
        await stack.pool.query(`update public.events set date = (now() at time zone 'America/Sao_Paulo')::date,
          time = ((now() - interval '30 minutes') at time zone 'America/Sao_Paulo')::time where id = $1`, [id]);
        await stack.pool.query(`insert into public.event_teams (event_id, team_no, name, member_ids) values ($1, 1, 'A', '{}'), ($1, 2, 'B', '{}')`, [id]);
      }
      const { data: match, error } = await bruno.sb.from('event_matches').insert({ event_id: eventId, team_a: 1, team_b: 2, score_a: 0, score_b: 0 } as never).select('id').single();
      expect(error).toBeNull();
      const matchId = (match as { id: string }).id;
      // The API refuses the column (no grant); the trigger is the rule behind it, for the owner's own code.
      expect((await bruno.sb.from('event_matches').update({ event_id: other } as never).eq('id', matchId)).error?.code).toBe('42501');
      await expect(asUser(bruno.id, `update public.event_matches set event_id = $2 where id = $1`, [matchId, other]))
        .rejects.toMatchObject({ code: 'P0001', message: 'Partida inválida' });
      await expect(asUser(bruno.id, `update public.event_matches set score_a = 3 where id = $1`, [matchId])).resolves.toBeDefined();
    });
  });

  describe('accounts, terms and reports', () => {
    it("'Usuário não autenticado' for a call with no athlete behind it, where no grant stops it first", async () => {
      // Visitors have no grant on these functions (42501); the check inside is the rule behind the grant.
      expect((await anonClient(stack).rpc('get_event_list', { p_event_id: crypto.randomUUID() })).error?.code).toBe('42501');
      await expect(asUser(null, `select public.get_event_list($1)`, [crypto.randomUUID()]))
        .rejects.toMatchObject({ code: 'P0001', message: 'Usuário não autenticado' });
    });

    it("accept_terms: a visitor is told to sign in (42501); an old version is refused", async () => {
      expect((await anonClient(stack).rpc('accept_terms', { p_version: 'x' })).error?.code).toBe('42501');
      await expect(asUser(null, `select public.accept_terms('x')`)).rejects.toMatchObject({ code: '42501', message: 'Faça login para aceitar os termos.' });
      expect(message(await fora.sb.rpc('accept_terms', { p_version: '2000-01-01' })))
        .toBe('Esta não é a versão atual dos termos. Recarregue a página para ler a versão atual.');
    });

    it("delete_account of an account that does not exist: 'Conta não encontrada'", async () => {
      const { error } = await service.rpc('delete_account' as never, { p_user_id: '00000000-0000-4000-8000-000000000000' } as never);
      expect(error?.message).toBe('Conta não encontrada');
    });

    it("remote releases: a list of 200 accepted, 201 or no list refused ('Lista de versões inválida.'); a report that is no report refused", async () => {
      const release = (i: number) => ({ entry: `http://localhost:4302/r${i}/mf-manifest.json`, remote: 'mf_events', channel: 'canary' });
      const register = (list: unknown) => service.rpc('register_remote_releases' as never, { p_releases: list } as never);
      expect(message(await register(Array.from({ length: 201 }, (_, i) => release(i))))).toBe('Lista de versões inválida.');
      expect(message(await register({ entry: 'x' }))).toBe('Lista de versões inválida.');
      expect(message(await register(Array.from({ length: 200 }, (_, i) => release(i))))).toBeNull();
      const report = await anonClient(stack).rpc('report_remote_event', { p_remote: 'mf_events', p_channel: 'canary', p_entry: 'ftp://x', p_route: '/', p_kind: 'load' });
      expect([report.error?.code, report.error?.message]).toEqual(['23514', 'Relatório inválido.']);
    });
  });
});
