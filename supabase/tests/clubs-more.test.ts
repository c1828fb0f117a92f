// Clubs (issue 47), the rest: every field of 'Criar clube' and 'Editar clube' refused with its pt-BR
// reason and nothing written; 'Clubes' filters public clubs by the caller's city and sports in the
// database; an account deletion never leaves a club without its 'Dono'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createTestStack, type Athlete, type Db, type TestStack } from './fixtures.js';

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
});
