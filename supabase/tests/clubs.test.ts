// Clubs (issue 47) in the database: each refusal with its pt-BR reason; the club's admins have the
// organiser's powers over its games and lose them at once when removed; a private club is invisible
// to non-members through REST, RPC and realtime; mensalistas registered first, avulsos served in
// order at 'Avulsos confirmam a partir de', exact to the second, once, under concurrent schedulers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createTestStack, dayOffset, type Athlete, type Db, type TestStack } from './fixtures.js';

type RpcError = { message: string; details?: string | null; code?: string } | null;
const reason = (e: RpcError) => [e?.message ?? null, e?.details ?? null];

describe('clubs', () => {
  let stack: TestStack;
  let ana: Athlete;
  let bruno: Athlete;
  let carla: Athlete;
  let diego: Athlete;
  let elisa: Athlete;
  let fora: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [ana, bruno, carla, diego, elisa, fora] = await athletes(stack,
      ['Ana Dona', 'Bruno Admin', 'Carla Mensal', 'Diego Mensal', 'Elisa Avulsa', 'Fábio Fora']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const q = async (sql: string, args: unknown[] = []) => (await stack.pool.query(sql, args)).rows;
  let clubCount = 0;

  async function createClub(owner: Athlete, fields: Record<string, unknown> = {}): Promise<string> {
    clubCount += 1;
    const { data, error } = await owner.sb.rpc('create_club', { p_club: { name: `Pelada de Quinta ${clubCount}`, city: 'São Paulo', ...fields } });
    if (error) throw new Error(error.message);
    return data!;
  }
  async function invite(admin: Athlete, clubId: string): Promise<string> {
    const { data, error } = await admin.sb.rpc('get_club_invite', { p_club_id: clubId });
    if (error) throw new Error(error.message);
    return (data as { token: string }).token;
  }
  const follow = (who: Athlete, token: string) => who.sb.rpc('join_club_by_invite', { p_token: token });
  async function member(clubId: string, owner: Athlete, who: Athlete, role: 'admin' | 'member' = 'member', kind: 'mensalista' | 'avulso' = 'avulso') {
    const { error } = await follow(who, await invite(owner, clubId));
    if (error) throw new Error(error.message);
    const set = await owner.sb.rpc('set_club_member', { p_club_id: clubId, p_user_id: who.id, p_role: role, p_kind: kind });
    if (set.error) throw new Error(set.error.message);
  }
  /** A club game created in the wizard by `admin`, `days` ahead, weekly when `weekly`. */
  async function clubGame(admin: Athlete, clubId: string, fields: Record<string, unknown> = {}): Promise<string> {
    const { data, error } = await admin.sb.rpc('create_event_with_cost', { p_event: {
      title: 'Pelada de Quinta', location: 'Quadra do Parque', sport_name: 'Futebol', date: dayOffset(3), time: '19:00:00',
      max_participants: 10, club_id: clubId, ...fields } });
    if (error) throw new Error(error.message);
    return data!;
  }
  const registered = async (eventId: string) =>
    (await q(`select user_id from public.event_participants where event_id = $1 and status = 'registered' order by joined_at, user_id`, [eventId]))
      .map((r) => r.user_id as string).sort();
  const line = async (eventId: string) =>
    (await q('select user_id from public.event_waiting_list where event_id = $1 order by id', [eventId])).map((r) => r.user_id as string);
  const join = (a: Athlete, eventId: string) => a.sb.rpc('join_event', { p_event_id: eventId });

  describe('creating a club', () => {
    it('refuses an empty or duplicate name and writes nothing', async () => {
      const before = (await q('select count(*)::int as n from public.clubs'))[0].n;
      expect(reason((await ana.sb.rpc('create_club', { p_club: { name: '   ' } })).error)).toEqual(['Informe o nome do clube', null]);
      await createClub(ana, { name: 'Racha do Parque' });
      expect(reason((await bruno.sb.rpc('create_club', { p_club: { name: ' racha do parqué ' } })).error))
        .toEqual(['Já existe um clube com este nome', null]);
      expect((await q('select count(*)::int as n from public.clubs'))[0].n).toBe(before + 1);
    });

    it('makes its creator the owner, an avulso like every new member, with a working invite link', async () => {
      const clubId = await createClub(ana);
      const { data } = await ana.sb.from('club_members').select('user_id, role, kind').eq('club_id', clubId);
      expect(data).toEqual([{ user_id: ana.id, role: 'owner', kind: 'avulso' }]);
      expect(await ana.sb.rpc('get_club_invite', { p_club_id: clubId })).toMatchObject({ data: { enabled: true } });
    });
  });

  describe('invite links and membership', () => {
    it('a link switched off or renewed lets nobody in; a removed member cannot follow his old link', async () => {
      const clubId = await createClub(ana);
      const old = await invite(ana, clubId);
      expect((await follow(bruno, old)).error).toBeNull();
      expect(reason((await follow(bruno, old)).error)).toEqual(['Você já é membro deste clube', null]);

      expect(reason((await bruno.sb.rpc('set_club_invite_enabled', { p_club_id: clubId, p_enabled: false })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores podem convidar para o clube.']);
      await ana.sb.rpc('set_club_invite_enabled', { p_club_id: clubId, p_enabled: false });
      expect(reason((await follow(carla, old)).error))
        .toEqual(['Este convite foi desativado', 'Os administradores do clube desligaram o link de convite.']);

      const renewed = (await ana.sb.rpc('renew_club_invite', { p_club_id: clubId })).data as { token: string; enabled: boolean };
      expect(renewed.enabled).toBe(true);
      expect(renewed.token).not.toBe(old);
      expect(reason((await follow(carla, old)).error)).toEqual(['Este convite foi renovado', 'Peça o link novo a um administrador do clube.']);
      expect((await follow(carla, renewed.token)).error).toBeNull();

      expect((await ana.sb.rpc('remove_club_member', { p_club_id: clubId, p_user_id: carla.id })).error).toBeNull();
      expect(reason((await follow(carla, renewed.token)).error))
        .toEqual(['Você foi removido deste clube', 'O convite não vale para quem foi removido. Peça para entrar a um administrador.']);
      expect((await q('select count(*)::int as n from public.club_members where club_id = $1', [clubId]))[0].n).toBe(2);
    });

    it('the owner cannot leave without handing over; after handing over he can', async () => {
      const clubId = await createClub(ana);
      await member(clubId, ana, bruno);
      expect(reason((await ana.sb.rpc('leave_club', { p_club_id: clubId })).error))
        .toEqual(['Passe a posse do clube antes de sair', 'O clube precisa de um dono: escolha outro membro em "Passar a posse".']);
      expect((await ana.sb.rpc('transfer_club_ownership', { p_club_id: clubId, p_user_id: bruno.id })).error).toBeNull();
      expect((await ana.sb.rpc('leave_club', { p_club_id: clubId })).error).toBeNull();
      expect(await q('select user_id, role from public.club_members where club_id = $1', [clubId])).toEqual([{ user_id: bruno.id, role: 'owner' }]);
    });

    it('the last admin (the owner) cannot demote himself; a member cannot change roles', async () => {
      const clubId = await createClub(ana);
      await member(clubId, ana, bruno, 'admin');
      await member(clubId, ana, carla);
      expect(reason((await carla.sb.rpc('set_club_member', { p_club_id: clubId, p_user_id: carla.id, p_role: 'admin' })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores podem mudar os membros.']);
      // The owner is an admin who cannot step down (the club always has its owner, even after an
      // account deletion: clubs-more.test), so the club's last admin never demotes himself.
      expect(reason((await ana.sb.rpc('set_club_member', { p_club_id: clubId, p_user_id: ana.id, p_role: 'member' })).error))
        .toEqual(['O dono do clube não pode mudar de papel', 'Passe a posse a outro membro antes.']);
      expect((await q('select role from public.club_members where club_id = $1 and user_id = $2', [clubId, ana.id]))[0].role).toBe('owner');
    });
  });

  describe("the club's games: its admins are organisers", () => {
    it('an admin edits, runs game day, sees payments and sets regulars; a member does none; a removed admin loses it all at once', async () => {
      const [olga] = await athletes(stack, ['Olga Dona']);
      const clubId = await createClub(olga);
      await member(clubId, olga, bruno, 'admin');
      await member(clubId, olga, carla, 'member', 'mensalista');
      await member(clubId, olga, diego, 'member', 'mensalista');
      const first = await clubGame(olga, clubId, { repeat: 'weekly', repeat_count: 4 });
      expect(await registered(first)).toEqual([carla.id, diego.id].sort());

      // edit (REST), regulars (series RPC), payments (ledger), game day (attendance)
      const edit = (a: Athlete) => a.sb.from('events').update({ title: 'Pelada de Quinta (nova quadra)' }).eq('id', first).select('id');
      expect((await edit(carla)).data).toEqual([]);
      expect((await edit(bruno)).data).toEqual([{ id: first }]);
      const regular = (a: Athlete) => a.sb.rpc('set_series_regular', { p_event_id: first, p_user_id: carla.id, p_regular: true });
      expect(reason((await regular(carla)).error)).toEqual(['Acesso Negado', 'Apenas o organizador pode escolher os fixos.']);
      expect((await regular(bruno)).error).toBeNull();
      const ledger = (a: Athlete) => a.sb.rpc('get_event_payments', { p_event_id: first });
      expect(reason((await ledger(carla)).error)).toEqual(['Acesso Negado', 'Apenas o organizador pode ver os pagamentos.']);
      expect((await ledger(bruno)).error).toBeNull();
      await q(`update public.events set date = ((now() + interval '30 minutes') at time zone time_zone)::date,
                 time = ((now() + interval '30 minutes') at time zone time_zone)::time where id = $1`, [first]);
      const markDiego = (a: Athlete) => a.sb.from('event_attendance')
        .upsert({ event_id: first, user_id: diego.id, status: 'present' }, { onConflict: 'event_id,user_id' }).select('user_id');
      expect((await markDiego(carla)).data ?? []).toEqual([]);
      expect((await markDiego(bruno)).data).toEqual([{ user_id: diego.id }]);
      const detail = (await bruno.sb.rpc('get_event_detail', { p_event_id: first })).data as { club: { name: string }; can_organise: boolean };
      expect(detail).toMatchObject({ club: { id: clubId }, can_organise: true });

      // Removed: every power at once.
      expect((await olga.sb.rpc('remove_club_member', { p_club_id: clubId, p_user_id: bruno.id })).error).toBeNull();
      expect((await edit(bruno)).data).toEqual([]);
      expect(reason((await regular(bruno)).error)).toEqual(['Acesso Negado', 'Apenas o organizador pode escolher os fixos.']);
      expect(reason((await ledger(bruno)).error)).toEqual(['Acesso Negado', 'Apenas o organizador pode ver os pagamentos.']);
      const unmark = await bruno.sb.from('event_attendance').delete().eq('event_id', first).select('user_id');
      expect(unmark.data ?? []).toEqual([]);
      expect(((await bruno.sb.rpc('get_event_detail', { p_event_id: first })).data as { can_organise: boolean }).can_organise).toBe(false);
    });

    it('only an admin puts a game in the club; members are told of it', async () => {
      const [olga] = await athletes(stack, ['Olga Noticia']);
      const clubId = await createClub(olga, { name: 'Futebol do Bairro' });
      await member(clubId, olga, carla);
      const refused = await carla.sb.rpc('create_event_with_cost', { p_event: {
        title: 'Jogo', location: 'Quadra', sport_name: 'Futebol', date: dayOffset(3), time: '19:00:00', club_id: clubId } });
      expect(reason(refused.error)).toEqual(['Acesso Negado', 'Apenas os administradores do clube podem criar jogos do clube.']);
      const eventId = await clubGame(olga, clubId, { title: 'Racha', date: dayOffset(2), time: '20:30:00' });
      const [d, m] = dayOffset(2).split('-').slice(1).reverse().concat([]);
      const told = await q(`select message from public.notifications where user_id = $1 and type = 'club_new_game' and data ->> 'event_id' = $2`, [carla.id, eventId]);
      expect(told).toEqual([{ message: `Novo jogo no Futebol do Bairro: Racha, ${d}/${m} às 20:30` }]);
    });
  });

  describe('a private club', () => {
    it('a non-member reads nothing of it through REST, RPC or realtime', async () => {
      const [olga] = await athletes(stack, ['Olga Privada']);
      const clubId = await createClub(olga, { name: 'Clube Fechado', visibility: 'private' });
      await member(clubId, olga, carla, 'member', 'mensalista');
      const eventId = await clubGame(olga, clubId);

      for (const [table, column, value] of [['clubs', 'id', clubId], ['club_members', 'club_id', clubId], ['events', 'id', eventId],
        ['event_participants', 'event_id', eventId], ['club_notices', 'club_id', clubId]] as const) {
        const { data } = await fora.sb.from(table as 'clubs').select('*').eq(column as 'id', value);
        expect(data, table).toEqual([]);
        expect((await carla.sb.from(table as 'clubs').select('*').eq(column as 'id', value)).data!.length, table).toBeGreaterThan(table === 'club_notices' ? -1 : 0);
      }
      expect((await fora.sb.rpc('get_event_detail', { p_event_id: eventId })).data).toBeNull();
      // a shared link previews nothing of it (a crawler is a visitor); a member's preview still works
      expect((await anonClient(stack).rpc('get_event_preview', { p_event_id: eventId })).data).toBeNull();
      expect((await fora.sb.rpc('get_event_preview', { p_event_id: eventId })).data).toBeNull();
      expect((await carla.sb.rpc('get_event_preview', { p_event_id: eventId })).data).toMatchObject({ id: eventId });
      expect(((await fora.sb.rpc('search_clubs', { p_query: 'Clube Fechado' })).data ?? [])).toEqual([]);
      expect(reason((await join(fora, eventId)).error)).toEqual(['Evento não encontrado', null]);
      expect(reason((await fora.sb.rpc('request_to_join_club', { p_club_id: clubId })).error)).toEqual(['Clube não encontrado', null]);

      // realtime: a change to the club's game reaches the member, never the outsider
      const heard = async (who: Athlete) => {
        await who.sb.realtime.setAuth(who.token);
        const got: unknown[] = [];
        await new Promise<void>((resolve) => {
          who.sb.channel(`club-${who.id}-${eventId}`)
            .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'events', filter: `id=eq.${eventId}` }, (c) => got.push(c.new))
            .subscribe((status) => { if (status === 'SUBSCRIBED') resolve(); });
        });
        return got;
      };
      const [outsider, insider] = await Promise.all([heard(fora), heard(carla)]);
      await olga.sb.from('events').update({ description: 'Traga colete' }).eq('id', eventId);
      await expect.poll(() => insider.length, { timeout: 5000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 500));
      expect(outsider).toEqual([]);
      await fora.sb.removeAllChannels();
      await carla.sb.removeAllChannels();
    });
  });

  describe('mensalistas and avulsos', () => {
    /** A public club game in Manaus' time zone (UTC-4), starting at a set local second, 3 places. */
    async function setUp() {
      const [olga, gil] = await athletes(stack, ['Olga Mensal', 'Gil Avulso']);
      const clubId = await createClub(olga, { avulsos_from_hours: 24 });
      await member(clubId, olga, carla, 'member', 'mensalista');
      await member(clubId, olga, elisa, 'member', 'avulso');
      await member(clubId, olga, gil, 'member', 'avulso');
      const eventId = await clubGame(olga, clubId, { max_participants: 3 });
      await q(`update public.events set time_zone = 'America/Manaus', date = $2, time = '19:00:07' where id = $1`, [eventId, dayOffset(3)]);
      return { olga, gil, clubId, eventId };
    }
    const run = (at: string) => q(`select public.run_scheduled_jobs($1::timestamptz) as r`, [at]);

    it('mensalistas are registered; avulsos wait in line in request order until the moment, exact to the second, in the event zone', async () => {
      const { gil, eventId } = await setUp();
      expect(await registered(eventId)).toEqual([carla.id]);
      expect(await join(gil, eventId)).toMatchObject({ data: { status: 'waiting', waiting_position: 1 } });
      expect(await join(elisa, eventId)).toMatchObject({ data: { status: 'waiting', waiting_position: 2 } });
      // a non-member of this public club: only from the moment
      expect(reason((await join(fora, eventId)).error)).toEqual([
        `Este jogo é dos membros do clube até ${dayOffset(2).split('-').reverse().slice(0, 2).join('/')} às 19:00`,
        expect.stringContaining('pode entrar a partir daí, depois da fila'),
      ]);
      // 'Não vou desta vez' before the moment: the place is not handed to the line yet
      expect((await carla.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
      expect(await line(eventId)).toEqual([gil.id, elisa.id]);

      const moment = `${dayOffset(2)} 19:00:07-04`; // 24 h before 19:00:07 in Manaus
      const [early] = await run(`${dayOffset(2)} 19:00:06-04`);
      expect(early.r.avulsos_served).toBe(0);
      expect(await registered(eventId)).toEqual([]);
      const [onTime] = await run(moment);
      expect(onTime.r.avulsos_served).toBe(2);
      expect(await registered(eventId)).toEqual([gil.id, elisa.id].sort());
      expect(await line(eventId)).toEqual([]);
    });

    it('two scheduler runs at once serve the line once, in order, never past the places', async () => {
      const { olga, gil, eventId } = await setUp();
      const [hana, ivo] = await athletes(stack, ['Hana Avulsa', 'Ivo Avulso']);
      const clubId = (await q('select club_id from public.events where id = $1', [eventId]))[0].club_id as string;
      await member(clubId, olga, hana);
      await member(clubId, olga, ivo);
      for (const a of [gil, elisa, hana, ivo]) await join(a, eventId);
      const moment = `${dayOffset(2)} 19:00:07-04`;
      const runs = await Promise.all([run(moment), run(moment), q('select public.serve_club_lines($1::timestamptz) as n', [moment])]);
      const served = runs.map(([r]) => (r.r ? (r.r.avulsos_served ?? 0) : r.n) as number).reduce((a, b) => a + b, 0);
      expect(served).toBe(2); // 3 places, Carla (mensalista) already in one
      expect(await registered(eventId)).toEqual([carla.id, gil.id, elisa.id].sort());
      expect(await line(eventId)).toEqual([hana.id, ivo.id]);
      // after the moment a non-member goes to the end of the line, never ahead of it
      await q(`update public.events set date = ((now() + interval '2 hours') at time zone time_zone)::date,
                 time = ((now() + interval '2 hours') at time zone time_zone)::time where id = $1`, [eventId]);
      expect(await join(fora, eventId)).toMatchObject({ data: { status: 'waiting', waiting_position: 3 } });
    });
  });

  it("cards name the game's club (a visible one only) and my events filter by club", async () => {
    const [gil, hugo, iara] = await athletes(stack, ['Gil Cartão', 'Hugo Mensalista', 'Iara Avulsa']);
    const open = await createClub(gil, { name: 'Futebol do Cartão' });
    const closed = await createClub(gil, { name: 'Racha Fechado do Cartão', visibility: 'private' });
    await member(closed, gil, hugo, 'member', 'mensalista');
    await member(closed, gil, iara);
    const openGame = await clubGame(gil, open, { title: 'Jogo aberto do cartão' });
    const closedGame = await clubGame(gil, closed, { title: 'Jogo fechado do cartão' });
    const { data: loose } = await gil.sb.rpc('create_event_with_cost', { p_event: {
      title: 'Jogo sem clube do cartão', location: 'Quadra', sport_name: 'Futebol', date: dayOffset(3), time: '20:00:00', max_participants: 10 } });

    const clubOn = (rows: { id: string; club_id: string | null; club_name: string | null }[] | null, id: string) => {
      const row = rows?.find((r) => r.id === id);
      return row ? [row.club_id, row.club_name] : 'absent';
    };
    const available = async (who: Db) => (await who.rpc('list_available_events', { p_limit: 50 })).data;
    // A visitor and an outsider see the public club's name; the private club's game is not theirs to see.
    for (const who of [anonClient(stack) as Db, fora.sb as Db]) {
      const rows = await available(who);
      expect(clubOn(rows, openGame)).toEqual([open, 'Futebol do Cartão']);
      expect(clubOn(rows, closedGame)).toBe('absent');
      expect(clubOn(rows, loose!)).toEqual([null, null]);
    }
    expect(clubOn(await available(iara.sb as Db), closedGame)).toEqual([closed, 'Racha Fechado do Cartão']);
    // The mensalista was registered on creation: the game is among his joined ones, named.
    expect(clubOn((await hugo.sb.rpc('list_joined_events', {})).data, closedGame)).toEqual([closed, 'Racha Fechado do Cartão']);

    const organising = async (clubId?: string) =>
      (await gil.sb.rpc('list_my_events', { p_section: 'organizing_upcoming', p_club_id: clubId })).data!.map((r) => r.id).sort();
    expect(await organising()).toEqual([openGame, closedGame, loose!].sort());
    expect(await organising(open)).toEqual([openGame]);
    expect(await organising(closed)).toEqual([closedGame]);
    expect(clubOn((await hugo.sb.rpc('list_my_events', { p_section: 'active', p_club_id: open })).data, closedGame)).toBe('absent');
  });

  it('search lists my clubs first, then public ones; private ones only to members', async () => {
    const [ze] = await athletes(stack, ['Zé Busca']);
    const mine = await createClub(ze, { name: 'Vôlei da Zona Sul', visibility: 'private' });
    const other = await createClub(carla, { name: 'Vôlei da Praia' });
    const { data } = await ze.sb.rpc('search_clubs', { p_query: 'volei' });
    expect(data!.map((c) => c.id)).toEqual([mine, other]);
    expect((await (fora.sb as Db).rpc('search_clubs', { p_query: 'volei' })).data!.map((c) => c.id)).toEqual([other]);
  });
});
