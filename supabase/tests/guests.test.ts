// Issue 52 point 1: guests ('Convidados'). A guest takes a place like anyone (limit, waiting list,
// approval), shows with his host, is marked, drawn and owes a share; his private link lets him claim
// the place with his own account, keeping all of it. Each refusal is checked for its reason, with
// nothing half-written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient, athletes, createEvent, createTestStack, join, type Athlete, type TestStack,
} from './fixtures.js';

type Guests = {
  per_participant: number; is_organizer: boolean; can_add: boolean;
  guests: { id: string; name: string; host_name: string; place: string | null; claim_token: string }[];
};

describe('guests', () => {
  let stack: TestStack;
  let olga: Athlete; // organiser
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  let ze: Athlete; // the guest, once he has an account
  const sql = async (text: string, args: unknown[] = []) => (await stack.pool.query(text, args)).rows;

  beforeAll(async () => {
    stack = await createTestStack();
    [olga, ana, bia, caio, duda, ze] = await athletes(stack,
      ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Zé Goleiro']);
  });
  afterAll(() => stack?.stop());

  const addGuest = (who: Athlete, eventId: string, name: string) =>
    who.sb.rpc('add_guest', { p_event_id: eventId, p_name: name });
  const guestsOf = async (who: Athlete, eventId: string) => {
    const { data, error } = await who.sb.rpc('get_event_guests', { p_event_id: eventId });
    if (error) throw new Error(error.message);
    return data as unknown as Guests;
  };
  const claim = (who: Athlete, token: string) => who.sb.rpc('claim_guest_place', { p_token: token });
  const places = async (eventId: string) =>
    Object.fromEntries((await sql(
      `select p.full_name, ep.status from public.event_participants ep join public.profiles p on p.user_id = ep.user_id
       where ep.event_id = $1`, [eventId])).map((r) => [r.full_name, r.status]));
  const waiting = async (eventId: string) =>
    (await sql(`select p.full_name from public.event_waiting_list w join public.profiles p on p.user_id = w.user_id
                where w.event_id = $1 order by w.id`, [eventId])).map((r) => r.full_name);
  /** What a refusal could leave behind: stand-ins, guest rows, places. */
  const footprint = async () => (await sql(
    `select (select count(*) from auth.users)::int as users, (select count(*) from public.event_guests)::int as guests,
            (select count(*) from public.event_participants)::int as places,
            (select count(*) from public.event_waiting_list)::int as line`))[0];

  /** Moves the start to now + `minutes`, e.g. into game day's window. */
  async function startIn(eventId: string, minutes: number) {
    await sql(
      `update public.events set date = ((now() + make_interval(secs => $2 * 60)) at time zone 'America/Sao_Paulo')::date,
         time = ((now() + make_interval(secs => $2 * 60)) at time zone 'America/Sao_Paulo')::time
       where id = $1`, [eventId, minutes]);
  }

  it("the organiser's guest takes the last place as 'Zé Goleiro (convidado de Olga Souza)'; the next athlete waits", async () => {
    const eventId = await createEvent(olga, { title: 'Pelada de quinta', max_participants: 3 });
    await join(ana, eventId);
    await join(bia, eventId);
    const added = await addGuest(olga, eventId, '  Zé Goleiro ');
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ status: 'registered', participant_count: 3 });
    expect(await join(caio, eventId)).toMatchObject({ status: 'waiting' });
    expect(await places(eventId)).toEqual({
      'Ana Lima': 'registered', 'Bia Costa': 'registered', 'Zé Goleiro (convidado de Olga Souza)': 'registered',
    });
    // everywhere a participant shows: the detail and 'Copiar lista'
    const roster = await ana.sb.from('event_participants').select('profiles(full_name)').eq('event_id', eventId);
    expect(roster.data?.map((p) => p.profiles?.full_name)).toContain('Zé Goleiro (convidado de Olga Souza)');
    const list = (await ana.sb.rpc('get_event_list', { p_event_id: eventId })).data as { confirmed: { name: string }[] };
    expect(list.confirmed.map((p) => p.name)).toEqual(['Ana Lima', 'Bia Costa', 'Zé Goleiro (convidado de Olga Souza)']);
  });

  it('a participant brings up to the allowance; approval and the waiting list hold for guests', async () => {
    const eventId = await createEvent(olga, { title: 'Racha com aprovação', max_participants: 10, requires_approval: true });
    await join(ana, eventId);
    await olga.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: ana.id });
    expect((await addGuest(ana, eventId, 'Primo da Ana')).error?.message).toBe('O organizador não liberou convidados neste evento');
    expect((await olga.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 1 })).data).toBe(1);
    const mine = await addGuest(ana, eventId, 'Primo da Ana');
    expect(mine.data).toMatchObject({ status: 'pending' }); // the organiser approves him as anyone
    const before = await footprint();
    expect((await addGuest(ana, eventId, 'Outro primo')).error?.message)
      .toBe('Você já trouxe 1 convidado neste evento, o máximo que o organizador liberou');
    expect(await footprint()).toEqual(before);
    // the organiser's own guest needs no approval and no allowance
    expect((await addGuest(olga, eventId, 'Goleiro contratado')).data).toMatchObject({ status: 'registered' });
    expect((await addGuest(olga, eventId, 'Segundo goleiro')).data).toMatchObject({ status: 'registered' });
  });

  it('refuses each bad input for its reason and writes nothing', async () => {
    const eventId = await createEvent(olga, { title: 'Pelada sem bagunça', max_participants: 10 });
    await join(ana, eventId);
    await olga.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 2 });
    const before = await footprint();
    const refusal = async (who: Athlete, name: string, id = eventId) => (await addGuest(who, id, name)).error?.message;
    expect(await refusal(olga, '   ')).toBe('Informe o nome do convidado');
    expect(await refusal(olga, '<b>Zé</b>')).toBe('O nome do convidado não pode ter < ou >');
    expect(await refusal(olga, 'Zé > Ana')).toBe('O nome do convidado não pode ter < ou >');
    expect(await refusal(olga, 'Zé\nGoleiro')).toBe('O nome do convidado não pode ter quebras de linha nem caracteres de controle');
    expect(await refusal(olga, 'Z'.repeat(51))).toBe('O nome do convidado pode ter até 50 caracteres');
    expect(await refusal(bia, 'Amigo da Bia')).toBe('Só quem está confirmado no evento pode trazer convidados');
    expect(await refusal(olga, 'Zé', '00000000-0000-0000-0000-000000000000')).toBe('Evento não encontrado');
    expect((await olga.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 11 })).error?.message)
      .toBe('Escolha de 0 a 10 convidados por participante');
    expect((await ana.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 5 })).error?.details)
      .toBe('Apenas o organizador pode liberar convidados.');
    expect((await anonClient(stack).rpc('add_guest', { p_event_id: eventId, p_name: 'Zé' })).error?.code).toBe('42501');
    // a cancelled event refuses through join_event's own rule, and the stand-in is rolled back with it
    await sql(`update public.events set status = 'cancelled' where id = $1`, [eventId]);
    expect(await refusal(olga, 'Zé')).toBe('Evento cancelado');
    expect(await footprint()).toEqual(before);
  });

  it('two guests added at once for the last place: one takes it, the other waits', async () => {
    const eventId = await createEvent(olga, { title: 'Última vaga', max_participants: 2 });
    await join(ana, eventId);
    await join(bia, eventId);
    await bia.sb.rpc('leave_event', { p_event_id: eventId });
    await olga.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 1 });
    await join(caio, eventId); // full again...
    await caio.sb.rpc('leave_event', { p_event_id: eventId }); // ...and one place left
    const results = await Promise.all([addGuest(olga, eventId, 'Convidado Um'), addGuest(ana, eventId, 'Convidado Dois')]);
    expect(results.map((r) => r.error)).toEqual([null, null]);
    expect(results.map((r) => (r.data as { status: string }).status).sort()).toEqual(['registered', 'waiting']);
    expect((await sql(`select participant_count from public.events where id = $1`, [eventId]))[0].participant_count).toBe(2);
    expect(await waiting(eventId)).toHaveLength(1);
  });

  it("the claim link is the organiser's and the host's alone; the table is closed to clients", async () => {
    const eventId = await createEvent(olga, { title: 'Pelada dos links', max_participants: 10 });
    await join(ana, eventId);
    await join(bia, eventId);
    await olga.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 2 });
    await addGuest(ana, eventId, 'Amigo da Ana');
    await addGuest(olga, eventId, 'Amigo da Olga');
    expect((await guestsOf(olga, eventId)).guests.map((g) => [g.name, g.host_name, g.place, g.claim_token.length]))
      .toEqual([['Amigo da Ana', 'Ana Lima', 'registered', 64], ['Amigo da Olga', 'Olga Souza', 'registered', 64]]);
    expect((await guestsOf(ana, eventId)).guests.map((g) => g.name)).toEqual(['Amigo da Ana']);
    expect(await guestsOf(bia, eventId)).toMatchObject({ guests: [], can_add: true, per_participant: 2 });
    expect(await guestsOf(caio, eventId)).toMatchObject({ guests: [], can_add: false });
    expect((await ana.sb.from('event_guests' as never).select('claim_token')).error?.code).toBe('42501');
    expect((await anonClient(stack).from('event_guests' as never).select('claim_token')).error?.code).toBe('42501');
  });

  it('guests get no notifications and appear in no search or profile', async () => {
    const eventId = await createEvent(olga, { title: 'Pelada cancelada', max_participants: 10 });
    const guestId = ((await addGuest(olga, eventId, 'Zé Sumido')).data as { guest_id: string }).guest_id;
    await join(ana, eventId);
    await olga.sb.from('events').update({ status: 'cancelled' }).eq('id', eventId);
    expect((await sql(`select count(*)::int as n from public.notifications where user_id = $1`, [ana.id]))[0].n).toBeGreaterThan(0);
    expect((await sql(`select count(*)::int as n from public.notifications where user_id = $1`, [guestId]))[0].n).toBe(0);
    const found = (await ana.sb.rpc('search_profiles_page', { search_query: 'Zé Sumido' })).data as { user_id: string }[];
    expect(found.map((p) => p.user_id)).not.toContain(guestId);
    expect((await ana.sb.rpc('search_profiles_normalized', { search_query: 'Sumido' })).data).toEqual([]);
    expect((await ana.sb.rpc('get_public_profile', { target_user_id: guestId })).data).toBeNull();
    expect((await ana.sb.rpc('get_public_profile', { target_user_id: olga.id })).data).toMatchObject({ full_name: 'Olga Souza' });
  });

  it('claiming keeps the place, the game-day mark, the team and the share, in one go; the link works once', async () => {
    const eventId = await createEvent(olga, { title: 'Pelada paga do Zé', max_participants: 3 });
    await join(ana, eventId);
    const added = (await addGuest(olga, eventId, 'Zé Goleiro')).data as { guest_id: string; claim_token: string };
    await join(bia, eventId);
    expect(await join(caio, eventId)).toMatchObject({ status: 'waiting' });
    expect((await olga.sb.rpc('set_event_cost', { p_event_id: eventId, p_cost: { total_cents: 9000, pix_key_type: 'email',
      pix_key: 'olga@exemplo.com.br', recipient_name: 'Olga Souza', recipient_city: 'Sao Paulo' } } as never)).error).toBeNull();
    await startIn(eventId, 30);
    expect((await olga.sb.from('event_attendance').insert([ana.id, bia.id, added.guest_id]
      .map((user_id) => ({ event_id: eventId, user_id, status: 'present' })))).error).toBeNull();
    expect((await olga.sb.rpc('save_teams', { p_event_id: eventId, p_teams: [
      { name: 'Time A', member_ids: [ana.id, added.guest_id] }, { name: 'Time B', member_ids: [bia.id] }] })).error).toBeNull();
    const payments = async () => ((await olga.sb.rpc('get_event_payments', { p_event_id: eventId })).data as {
      shares: { full_name: string; amount_cents: number }[] }).shares.map((s) => [s.full_name, s.amount_cents]).sort();
    expect(await payments()).toEqual([['Ana Lima', 3000], ['Bia Costa', 3000], ['Zé Goleiro (convidado de Olga Souza)', 3000]]);
    const joinedAt = (await sql(`select joined_at from public.event_participants where user_id = $1`, [added.guest_id]))[0].joined_at;

    // before signing in, the link says whose guest and where
    expect((await anonClient(stack).rpc('get_guest_claim', { p_token: added.claim_token })).data).toMatchObject({
      guest_name: 'Zé Goleiro', host_name: 'Olga Souza', title: 'Pelada paga do Zé', status: 'active', place: 'registered',
    });
    expect((await claim(ze, added.claim_token)).data).toEqual({ event_id: eventId, status: 'registered' });

    const mine = await sql(`select joined_at, status from public.event_participants where event_id = $1 and user_id = $2`, [eventId, ze.id]);
    expect(mine).toEqual([{ joined_at: joinedAt, status: 'registered' }]);
    expect(await sql(`select status from public.event_attendance where event_id = $1 and user_id = $2`, [eventId, ze.id])).toEqual([{ status: 'present' }]);
    expect((await sql(`select member_ids from public.event_teams where event_id = $1 and team_no = 1`, [eventId]))[0].member_ids).toEqual([ana.id, ze.id]);
    expect(await payments()).toEqual([['Ana Lima', 3000], ['Bia Costa', 3000], ['Zé Goleiro', 3000]]);
    expect(await sql(`select 1 from auth.users where id = $1`, [added.guest_id])).toEqual([]);
    expect(await waiting(eventId)).toEqual(['Caio Rocha']); // nobody moved in line
    // Olga's 'se inscreveu' about her guest keeps its words and now points to Zé's account
    expect(await sql(`select message, data ->> 'participant_id' as who from public.notifications
                      where user_id = $1 and data ->> 'event_id' = $2 and message like 'Zé Goleiro%'`, [olga.id, eventId]))
      .toEqual([{ message: 'Zé Goleiro (convidado de Olga Souza) se inscreveu no seu evento "Pelada paga do Zé".', who: ze.id }]);

    // the link is spent
    const before = await footprint();
    expect((await claim(duda, added.claim_token)).error?.message).toBe('Este link já foi usado: a vaga já foi assumida');
    expect((await anonClient(stack).rpc('get_guest_claim', { p_token: added.claim_token })).data).toMatchObject({ status: 'claimed' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a claim by someone already in the event, an unknown link and a removed guest\'s link', async () => {
    const eventId = await createEvent(olga, { title: 'Pelada das recusas', max_participants: 10 });
    await join(ana, eventId);
    await olga.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 1 });
    const kept = (await addGuest(olga, eventId, 'Guardado')).data as { claim_token: string };
    const removed = (await addGuest(ana, eventId, 'Removido')).data as { guest_id: string; claim_token: string };
    const before = await footprint();
    expect((await claim(ana, kept.claim_token)).error?.message).toBe('Você já está inscrito neste evento');
    expect((await claim(olga, kept.claim_token)).error?.message).toBe('Você é o organizador deste evento');
    expect((await claim(bia, 'nao-existe')).error?.message).toBe('Link de convidado inválido');
    expect((await anonClient(stack).rpc('claim_guest_place', { p_token: kept.claim_token })).error?.code).toBe('42501');
    expect(await footprint()).toEqual(before);

    expect((await bia.sb.rpc('remove_guest', { p_guest_id: removed.guest_id })).error?.details)
      .toBe('Só o organizador ou quem trouxe o convidado pode removê-lo.');
    expect((await ana.sb.rpc('remove_guest', { p_guest_id: removed.guest_id })).error).toBeNull();
    expect(await places(eventId)).toEqual({ 'Ana Lima': 'registered', 'Guardado (convidado de Olga Souza)': 'registered' });
    expect((await claim(bia, removed.claim_token)).error?.message).toBe('Este convidado foi removido do evento');
    expect((await ana.sb.rpc('remove_guest', { p_guest_id: removed.guest_id })).error?.message).toBe('Este convidado já foi removido');
    // the place he freed may be used again: Ana brings another
    expect((await addGuest(ana, eventId, 'Outro amigo')).error).toBeNull();
  });

  it("a host's renamed name follows to his guests; his account's deletion removes them and frees their places", async () => {
    const eventId = await createEvent(olga, { title: 'Pelada da Duda', max_participants: 2 });
    await join(duda, eventId);
    await olga.sb.rpc('set_guest_allowance', { p_event_id: eventId, p_per_participant: 1 });
    await addGuest(duda, eventId, 'Amigo da Duda');
    expect(await join(caio, eventId)).toMatchObject({ status: 'waiting' });
    await duda.sb.from('profiles').update({ preferred_name: 'Dudinha' }).eq('user_id', duda.id);
    expect(await places(eventId)).toMatchObject({ 'Amigo da Duda (convidado de Dudinha)': 'registered' });
    expect(((await duda.sb.rpc('export_my_data')).data as { guests_added: unknown[] }).guests_added)
      .toEqual([expect.objectContaining({ event_id: eventId, name: 'Amigo da Duda', status: 'active' })]);

    await sql(`select public.delete_account($1)`, [duda.id]);
    expect(await places(eventId)).toEqual({ 'Caio Rocha': 'registered' });
    expect(await sql(`select 1 from public.event_guests where event_id = $1`, [eventId])).toEqual([]);
    expect(await sql(`select 1 from public.profiles where full_name like '%Dudinha%'`)).toEqual([]);
  });
});
