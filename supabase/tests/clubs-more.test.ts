// Clubs (issue 47), the rest: every field of 'Criar clube' and 'Editar clube' refused with its pt-BR
// reason and nothing written; 'Clubes' filters public clubs by the caller's city and sports in the
// database; an account deletion never leaves a club without its 'Dono'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createTestStack, dayOffset, type Athlete, type Db, type TestStack } from './fixtures.js';

type RpcError = { message: string; details?: string | null; code?: string } | null;
const reason = (e: RpcError) => [e?.message ?? null, e?.details ?? null];

describe('clubs, the rest', () => {
  let stack: TestStack;
  let ana: Athlete;
  let bruno: Athlete;
  let futebol: string;
  let volei: string;
  let sixSports: string[];

  beforeAll(async () => {
    stack = await createTestStack();
    [ana, bruno] = await athletes(stack, ['Ana Campos', 'Bruno Campos']);
    const sports = await q(`insert into public.sports (name) values ('Futebol Society Teste'), ('Vôlei de Praia Teste') returning id`);
    [futebol, volei] = sports.map((r) => r.id as string) as [string, string];
    sixSports = (await q(`insert into public.sports (name) select 'Esporte Teste ' || n from generate_series(1, 6) n returning id`)).map((r) => r.id as string);
  });
  afterAll(() => stack?.stop());

  const q = async (sql: string, args: unknown[] = []) => (await stack.pool.query(sql, args)).rows;
  const clubRow = async (id: string) =>
    (await q('select name, sport_ids, city, photo_url, description, visibility, join_policy, avulsos_from_hours from public.clubs where id = $1', [id]))[0];
  async function createClub(owner: Athlete, fields: Record<string, unknown>): Promise<string> {
    const { data, error } = await owner.sb.rpc('create_club', { p_club: fields as never });
    if (error) throw new Error(error.message);
    return data!;
  }

  describe("'Criar clube' and 'Editar clube'", () => {
    const BAD: [string, Record<string, unknown>, [string, string | null]][] = [
      ['an unknown sport', { sport_ids: ['00000000-0000-4000-8000-000000000000'] }, ['Escolha os esportes da lista', null]],
      ['a sport that is no id', { sport_ids: ['futebol'] }, ['Escolha os esportes da lista', null]],
      ['a long city', { city: 'x'.repeat(101) }, ['A cidade pode ter até 100 caracteres', null]],
      ['a city with a line break', { city: 'Recife\nPE' }, ['Cidade contém caracteres não permitidos', null]],
      ['a long description', { description: 'x'.repeat(1001) }, ['A descrição pode ter até 1000 caracteres', null]],
      ['a photo that is no link', { photo_url: 'javascript:alert(1)' }, ['Foto do clube inválida', 'Envie a foto outra vez.']],
      ['neither public nor private', { visibility: 'secret' }, ['Escolha se o clube é Público ou Privado', null]],
      ['an unknown way in', { join_policy: 'anyone' }, ['Escolha como se entra no clube', null]],
      ['avulsos 15 days before', { avulsos_from_hours: 337 }, ['Avulsos confirmam a partir de: escolha de 0 a 336 horas antes do jogo', null]],
      ['avulsos at a fraction of an hour', { avulsos_from_hours: 1.5 }, ['Avulsos confirmam a partir de: escolha de 0 a 336 horas antes do jogo', null]],
      ['avulsos before nothing', { avulsos_from_hours: -1 }, ['Avulsos confirmam a partir de: escolha de 0 a 336 horas antes do jogo', null]],
    ];

    it('creates a club with every field', async () => {
      const id = await createClub(ana, {
        name: 'Racha Completo', sport_ids: [futebol, volei], city: ' Recife ', photo_url: 'https://cdn.example/clube.png',
        description: 'Toda quinta.\nTraga colete.', visibility: 'public', join_policy: 'open', avulsos_from_hours: 12 });
      expect(await clubRow(id)).toEqual({ name: 'Racha Completo', sport_ids: [futebol, volei], city: 'Recife', photo_url: 'https://cdn.example/clube.png',
        description: 'Toda quinta.\nTraga colete.', visibility: 'public', join_policy: 'open', avulsos_from_hours: 12 });
    });

    it('refuses each bad field with its reason and writes nothing', async () => {
      const before = (await q('select count(*)::int as n from public.clubs'))[0].n;
      for (const [what, fields, why] of BAD) {
        const { error } = await ana.sb.rpc('create_club', { p_club: { name: `Clube ${what}`, ...fields } as never });
        expect(reason(error), what).toEqual(why);
        expect(error?.code, what).toBe('P0001');
      }
      expect(reason((await ana.sb.rpc('create_club', { p_club: { name: 'Seis esportes', sport_ids: sixSports } as never })).error))
        .toEqual(['Escolha até 5 esportes', null]);
      expect((await q('select count(*)::int as n from public.clubs'))[0].n).toBe(before);
    });

    it("refuses each bad change with its reason and leaves the club as it was; a member may change nothing", async () => {
      const id = await createClub(ana, { name: 'Racha Editável', sport_ids: [futebol], city: 'Olinda', visibility: 'public' });
      const before = await clubRow(id);
      for (const [what, fields, why] of BAD) {
        expect(reason((await ana.sb.rpc('update_club', { p_club_id: id, p_changes: fields as never })).error), what).toEqual(why);
      }
      expect(await clubRow(id)).toEqual(before);
      expect(reason((await bruno.sb.rpc('update_club', { p_club_id: id, p_changes: { city: 'Recife' } as never })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores podem editar o clube.']);
      // every field at once
      const changes = { name: 'Racha Editado', sport_ids: [volei], city: 'Recife', photo_url: 'https://cdn.example/novo.png',
        description: 'Agora às terças', visibility: 'private', join_policy: 'open', avulsos_from_hours: 0 };
      expect((await ana.sb.rpc('update_club', { p_club_id: id, p_changes: changes as never })).error).toBeNull();
      expect(await clubRow(id)).toEqual({ ...changes, sport_ids: [volei] });
    });
  });

  describe("'Clubes': public clubs near my city and sports", () => {
    it('lists my clubs first, then public clubs of my city or sports, not the others; a name finds any public club', async () => {
      const [carla, dono, semNada] = await athletes(stack, ['Carla Busca', 'Dono Busca', 'Sem Cidade']);
      await q(`update public.profiles set city = 'Caruaru' where user_id = $1`, [carla.id]);
      await q(`insert into public.user_sports (user_id, sport_id) values ($1, $2)`, [carla.id, volei]);
      const mine = await createClub(carla, { name: 'Meu Clube de Petrolina', city: 'Petrolina', visibility: 'private' });
      const sameCity = await createClub(dono, { name: 'Futebol de Caruaru', city: 'caruaru' });
      const sameSport = await createClub(dono, { name: 'Vôlei de Garanhuns', city: 'Garanhuns', sport_ids: [volei] });
      const both = await createClub(dono, { name: 'Vôlei de Caruaru', city: 'Caruaru', sport_ids: [volei] });
      const far = await createClub(dono, { name: 'Futebol de Gravatá', city: 'Gravatá', sport_ids: [futebol] });
      const farPrivate = await createClub(dono, { name: 'Fechado de Caruaru', city: 'Caruaru', visibility: 'private' });

      const ids = async (who: Db, query?: string): Promise<string[]> => ((await who.rpc('search_clubs', { p_query: query, p_limit: 100 })).data ?? []).map((c) => c.id as string);
      const listed = await ids(carla.sb);
      expect(listed.filter((id) => [mine, sameCity, sameSport, both, far, farPrivate].includes(id))).toEqual([mine, both, sameCity, sameSport]);
      // by name: beyond my city and sports, never a private club of others
      expect(await ids(carla.sb, 'gravata')).toEqual([far]);
      expect(await ids(carla.sb, 'fechado de caruaru')).toEqual([]);
      // nothing to be near to (no city, no sports; a visitor): every public club
      for (const who of [semNada.sb, anonClient(stack) as Db]) {
        const all = await ids(who);
        expect(all).toEqual(expect.arrayContaining([sameCity, sameSport, both, far]));
        expect(all).not.toContain(farPrivate);
      }
    });
  });

  describe("an account deletion keeps each club's 'Dono'", () => {
    const deleteAccount = (who: Athlete) => q('select public.delete_account($1) as r', [who.id]);
    const roles = async (clubId: string) =>
      Object.fromEntries((await q('select user_id, role from public.club_members where club_id = $1', [clubId])).map((r) => [r.user_id, r.role]));
    async function join(clubId: string, owner: Athlete, who: Athlete, role: 'admin' | 'member') {
      const { data } = await owner.sb.rpc('get_club_invite', { p_club_id: clubId });
      expect((await who.sb.rpc('join_club_by_invite', { p_token: (data as { token: string }).token })).error).toBeNull();
      expect((await owner.sb.rpc('set_club_member', { p_club_id: clubId, p_user_id: who.id, p_role: role })).error).toBeNull();
    }

    it('hands the club to its longest-standing admin (over an older member), who is told', async () => {
      const [dona, membroAntigo, adminAntigo, adminNovo] = await athletes(stack, ['Dona Sai', 'Membro Antigo', 'Admin Antigo', 'Admin Novo']);
      const clubId = await createClub(dona, { name: 'Clube da Dona que sai' });
      await join(clubId, dona, membroAntigo, 'member');
      await join(clubId, dona, adminAntigo, 'admin');
      await join(clubId, dona, adminNovo, 'admin');
      await deleteAccount(dona);
      expect(await roles(clubId)).toEqual({ [membroAntigo.id]: 'member', [adminAntigo.id]: 'owner', [adminNovo.id]: 'admin' });
      expect(await q(`select title from public.notifications where user_id = $1 and type = 'club_update' and data ->> 'club_id' = $2`, [adminAntigo.id, clubId]))
        .toEqual([{ title: 'Você agora é o dono do Clube da Dona que sai' }]);
      // the new owner runs the club: he may edit it
      expect((await adminAntigo.sb.rpc('update_club', { p_club_id: clubId, p_changes: { city: 'Recife' } as never })).error).toBeNull();
    });

    it('without admins, to its longest-standing member; a club with nobody left goes', async () => {
      const [dono, primeiro, segundo, sozinho] = await athletes(stack, ['Dono Sai', 'Primeiro Membro', 'Segundo Membro', 'Dono Sozinho']);
      const clubId = await createClub(dono, { name: 'Clube sem admins' });
      await join(clubId, dono, primeiro, 'member');
      await join(clubId, dono, segundo, 'member');
      const alone = await createClub(sozinho, { name: 'Clube de um só' });
      await deleteAccount(dono);
      expect(await roles(clubId)).toEqual({ [primeiro.id]: 'owner', [segundo.id]: 'member' });
      await deleteAccount(sozinho);
      expect(await q('select id from public.clubs where id = $1', [alone])).toEqual([]);
      // every club still has exactly one owner
      expect(await q(`select c.id from public.clubs c where (select count(*) from public.club_members m where m.club_id = c.id and m.role = 'owner') <> 1`)).toEqual([]);
    });
  });

  describe('joining, notices, the profile and push (the points the first tests did not name)', () => {
    async function inviteAndJoin(clubId: string, admin: Athlete, who: Athlete) {
      const { data } = await admin.sb.rpc('get_club_invite', { p_club_id: clubId });
      expect((await who.sb.rpc('join_club_by_invite', { p_token: (data as { token: string }).token })).error).toBeNull();
    }

    it('a request waits for an admin, who approves or refuses it; an open club lets in at once, but not whom it removed', async () => {
      const [dono, membro, pedinte, recusado, removido] = await athletes(stack, ['Dono Pedidos', 'Membro Pedidos', 'Pedinte', 'Recusado', 'Removido Aberto']);
      const clubId = await createClub(dono, { name: 'Clube dos Pedidos' });
      await inviteAndJoin(clubId, dono, membro);
      expect(await pedinte.sb.rpc('request_to_join_club', { p_club_id: clubId })).toMatchObject({ data: 'requested', error: null });
      expect(reason((await pedinte.sb.rpc('request_to_join_club', { p_club_id: clubId })).error)).toEqual(['Sua solicitação já está aguardando aprovação', null]);
      expect(await recusado.sb.rpc('request_to_join_club', { p_club_id: clubId })).toMatchObject({ data: 'requested' });
      // the admins are told; a member sees no one else's request and may not answer
      expect(await q(`select message from public.notifications where user_id = $1 and type = 'club_update' and data ->> 'user_id' = $2`, [dono.id, pedinte.id]))
        .toEqual([{ message: 'Pedinte pediu para entrar no Clube dos Pedidos.' }]);
      expect((await membro.sb.from('club_join_requests').select('user_id').eq('club_id', clubId)).data).toEqual([]);
      expect(reason((await membro.sb.rpc('answer_club_request', { p_club_id: clubId, p_user_id: pedinte.id, p_approve: true })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores podem aprovar membros.']);
      expect((await dono.sb.rpc('answer_club_request', { p_club_id: clubId, p_user_id: pedinte.id, p_approve: true })).error).toBeNull();
      expect((await dono.sb.rpc('answer_club_request', { p_club_id: clubId, p_user_id: recusado.id, p_approve: false })).error).toBeNull();
      expect(reason((await dono.sb.rpc('answer_club_request', { p_club_id: clubId, p_user_id: recusado.id, p_approve: true })).error))
        .toEqual(['Solicitação não encontrada', null]);
      const members = async () => (await q('select user_id from public.club_members where club_id = $1', [clubId])).map((r) => r.user_id).sort();
      expect(await members()).toEqual([dono.id, membro.id, pedinte.id].sort());

      // Open: in at once; whom an admin removed asks again, as a request.
      expect((await dono.sb.rpc('update_club', { p_club_id: clubId, p_changes: { join_policy: 'open' } as never })).error).toBeNull();
      expect(await removido.sb.rpc('request_to_join_club', { p_club_id: clubId })).toMatchObject({ data: 'member' });
      expect(reason((await removido.sb.rpc('request_to_join_club', { p_club_id: clubId })).error)).toEqual(['Você já é membro deste clube', null]);
      expect((await dono.sb.rpc('remove_club_member', { p_club_id: clubId, p_user_id: removido.id })).error).toBeNull();
      expect(await removido.sb.rpc('request_to_join_club', { p_club_id: clubId })).toMatchObject({ data: 'requested' });
      expect(await members()).toEqual([dono.id, membro.id, pedinte.id].sort());
    });

    it("'Avisos': admins post, members read newest first with one pinned; a member may not post, pin or delete", async () => {
      const [dono, membro] = await athletes(stack, ['Dono Avisos', 'Membro Avisos']);
      const clubId = await createClub(dono, { name: 'Clube dos Avisos', visibility: 'private' });
      await inviteAndJoin(clubId, dono, membro);
      const post = (who: Athlete, body: string, pinned = false) => who.sb.rpc('post_club_notice', { p_club_id: clubId, p_body: body, p_pinned: pinned });
      expect(reason((await post(membro, 'Eu também quero avisar')).error)).toEqual(['Acesso Negado', 'Apenas os administradores podem publicar avisos.']);
      expect(reason((await post(dono, '   ')).error)).toEqual(['Escreva o aviso', null]);
      expect(reason((await post(dono, 'x'.repeat(2001))).error)).toEqual(['O aviso pode ter até 2000 caracteres', null]);
      const first = (await post(dono, 'Primeiro aviso', true)).data!;
      await post(dono, 'Segundo aviso');
      const third = (await post(dono, 'Terceiro aviso', true)).data!;
      const read = async () => (await membro.sb.from('club_notices').select('body, pinned').eq('club_id', clubId)
        .order('pinned', { ascending: false }).order('created_at', { ascending: false }).order('id', { ascending: false })).data;
      // pinning the third unpinned the first: one pinned, then newest first
      expect(await read()).toEqual([
        { body: 'Terceiro aviso', pinned: true }, { body: 'Segundo aviso', pinned: false }, { body: 'Primeiro aviso', pinned: false }]);
      expect(reason((await membro.sb.rpc('pin_club_notice', { p_notice_id: first, p_pinned: true })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores podem fixar avisos.']);
      expect((await membro.sb.from('club_notices').delete().eq('id', third).select('id')).data ?? []).toEqual([]);
      expect((await dono.sb.rpc('pin_club_notice', { p_notice_id: first, p_pinned: true })).error).toBeNull();
      expect((await read())![0]).toEqual({ body: 'Primeiro aviso', pinned: true });
      expect((await read())!.filter((n) => n.pinned)).toHaveLength(1);
      // members are told of each notice
      expect((await q(`select count(*)::int as n from public.notifications where user_id = $1 and type = 'club_update' and data ->> 'club_id' = $2`, [membro.id, clubId]))[0].n).toBe(3);
    });

    it("a private club's notices reach its members through realtime, never an outsider", async () => {
      const [dona, membro, fora] = await athletes(stack, ['Dona Tempo Real', 'Membro Tempo Real', 'Fora Tempo Real']);
      const clubId = await createClub(dona, { name: 'Clube em Tempo Real', visibility: 'private' });
      await inviteAndJoin(clubId, dona, membro);
      const listen = async (who: Athlete) => {
        await who.sb.realtime.setAuth(who.token);
        const got: unknown[] = [];
        await new Promise<void>((resolve) => {
          who.sb.channel(`notices-${who.id}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'club_notices', filter: `club_id=eq.${clubId}` }, (c) => got.push(c.new))
            .subscribe((status) => { if (status === 'SUBSCRIBED') resolve(); });
        });
        return got;
      };
      const [outsider, insider] = await Promise.all([listen(fora), listen(membro)]);
      expect((await dona.sb.rpc('post_club_notice', { p_club_id: clubId, p_body: 'Só para o clube', p_pinned: false })).error).toBeNull();
      await expect.poll(() => insider.length, { timeout: 5000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 500));
      expect(outsider).toEqual([]);
      await fora.sb.removeAllChannels();
      await membro.sb.removeAllChannels();
    });

    it("a profile's clubs: the private ones only to the person's co-members", async () => {
      const [dona, colega, estranho] = await athletes(stack, ['Dona Perfil', 'Colega Perfil', 'Estranho Perfil']);
      const open = await createClub(dona, { name: 'Aberto do Perfil' });
      const closed = await createClub(dona, { name: 'Fechado do Perfil', visibility: 'private' });
      await inviteAndJoin(closed, dona, colega);
      const clubsOf = async (who: Db) => ((await who.from('club_members').select('clubs!inner(id)').eq('user_id', dona.id)).data ?? [])
        .map((r) => (r.clubs as { id: string }).id).sort();
      expect(await clubsOf(colega.sb)).toEqual([open, closed].sort());
      expect(await clubsOf(estranho.sb)).toEqual([open]);
      expect(await clubsOf(anonClient(stack) as Db)).toEqual([open]);
    });

    it("a club game's detail tells a mensalista he is one ('Não vou desta vez'), not an avulso nor an outsider", async () => {
      const [dona, mensal, avulso, fora] = await athletes(stack, ['Dona Detalhe', 'Mensal Detalhe', 'Avulso Detalhe', 'Fora Detalhe']);
      const clubId = await createClub(dona, { name: 'Clube do Detalhe' });
      await inviteAndJoin(clubId, dona, mensal);
      await inviteAndJoin(clubId, dona, avulso);
      expect((await dona.sb.rpc('set_club_member', { p_club_id: clubId, p_user_id: mensal.id, p_kind: 'mensalista' })).error).toBeNull();
      await q(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
      const { data: eventId } = await dona.sb.rpc('create_event_with_cost', { p_event: {
        title: 'Racha do Detalhe', location: 'Quadra', sport_name: 'Futebol', date: dayOffset(5), time: '20:00:00', max_participants: 10, club_id: clubId } as never });
      const clubOf = async (who: Db) => ((await who.rpc('get_event_detail', { p_event_id: eventId! })).data as { club: unknown }).club;
      expect(await clubOf(mensal.sb)).toEqual({ id: clubId, name: 'Clube do Detalhe', mensalista: true });
      expect(await clubOf(avulso.sb)).toEqual({ id: clubId, name: 'Clube do Detalhe', mensalista: false });
      expect(await clubOf(fora.sb)).toEqual({ id: clubId, name: 'Clube do Detalhe', mensalista: false });
      expect(await clubOf(anonClient(stack) as Db)).toEqual({ id: clubId, name: 'Clube do Detalhe', mensalista: false });
    });

    it("'Novo jogo no {clube}' is pushed within each member's preferences (kind 'event_changes')", async () => {
      const [dona, quer, naoQuer] = await athletes(stack, ['Dona Push', 'Quer Push', 'Não Quer Push']);
      const clubId = await createClub(dona, { name: 'Clube do Push' });
      await inviteAndJoin(clubId, dona, quer);
      await inviteAndJoin(clubId, dona, naoQuer);
      for (const who of [quer, naoQuer]) {
        await q(`insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, 'p256dh', 'auth')`,
          [who.id, `https://fcm.googleapis.com/fcm/send/${who.id}`]);
      }
      expect((await naoQuer.sb.from('profiles').update({ push_off: ['event_changes'] }).eq('user_id', naoQuer.id)).error).toBeNull();
      await q(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
      const { data: eventId, error } = await dona.sb.rpc('create_event_with_cost', { p_event: {
        title: 'Racha do Push', location: 'Quadra', sport_name: 'Futebol', date: dayOffset(10), time: '20:00:00', max_participants: 10, club_id: clubId } as never });
      expect(error).toBeNull();
      await q('select public.expand_push_queue(1000)');
      const pushed = async (who: Athlete) => (await q(
        `select n.message from public.push_outbox o join public.notifications n on n.id = o.notification_id
         where n.user_id = $1 and n.type = 'club_new_game' and n.data ->> 'event_id' = $2`, [who.id, eventId])).map((r) => r.message);
      const [, month, day] = dayOffset(10).split('-');
      expect(await pushed(quer)).toEqual([`Novo jogo no Clube do Push: Racha do Push, ${day}/${month} às 20:00`]);
      expect(await pushed(naoQuer)).toEqual([]);
      // the notification itself is there for both
      expect((await q(`select count(*)::int as n from public.notifications where type = 'club_new_game' and data ->> 'event_id' = $1`, [eventId]))[0].n).toBe(2);
    });
  });
});
