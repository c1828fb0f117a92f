// Creating an event in one call (create_event) with its invitations, later invitations
// (invite_to_event), who may read invitations, the athletes of a sport (wizard step 5) and
// 'Indicados' (list_invited_events).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INVITEES_PER_EVENT, messages } from '@quadra/domain';
import {
  anonClient, athlete, athletes, createTestStack, dayOffset, type Athlete, type TestStack,
} from './fixtures.js';

describe('create_event and invitations', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let fora: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, fora] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Fábio Fora']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const q = async (sql: string, args: unknown[] = []) => (await stack.pool.query(sql, args)).rows;
  const eventsOf = async (a: Athlete) => (await q('select count(*)::int as n from public.events where created_by = $1', [a.id]))[0].n as number;
  const invitesOf = async (eventId: string) =>
    (await q('select invitee_id from public.event_invitations where event_id = $1 order by invitee_id', [eventId])).map((r) => r.invitee_id as string);

  const draft = (fields: Record<string, unknown> = {}) => ({
    title: 'Vôlei de sábado',
    location: 'Praia de Copacabana, posto 5',
    date: dayOffset(5),
    time: '09:00:00',
    sport_name: 'futebol',
    min_participants: 4,
    max_participants: 12,
    requires_approval: true,
    has_pcd_structure: true,
    pcd_types: ['Cadeirantes'],
    description: 'Traga água',
    ...fields,
  });

  it('creates the event with every field and its invitations, and tells each invitee', async () => {
    const { data: id, error } = await org.sb.rpc('create_event', { p_event: draft(), p_invitees: [ana.id, bia.id, ana.id] });
    expect(error).toBeNull();
    const [row] = await q(
      `select e.*, s.name as sport from public.events e left join public.sports s on s.id = e.sport_id where e.id = $1`, [id]);
    expect(row).toMatchObject({
      title: 'Vôlei de sábado', created_by: org.id, status: 'active', requires_approval: true, min_participants: 4,
      max_participants: 12, has_pcd_structure: true, pcd_types: ['Cadeirantes'], description: 'Traga água',
      sport: 'Futebol', custom_sport_name: null, participant_count: 0,
    });
    expect(await invitesOf(id!)).toEqual([ana.id, bia.id].sort());
    const notes = await q(
      `select user_id, title, message, data from public.notifications where type = 'event_invite' and data ->> 'event_id' = $1`, [id]);
    expect(notes.map((n) => n.user_id).sort()).toEqual([ana.id, bia.id].sort());
    expect(notes[0]).toMatchObject({
      // The text the notifications list shows comes from the one catalogue.
      title: messages.notifications.invite.title,
      message: messages.notifications.invite.message('Olga Souza', 'Vôlei de sábado'),
      data: { event_id: id, invited_by: org.id, inviter_name: 'Olga Souza' },
    });
  });

  it('keeps an unknown sport as the custom sport name, and no limit as null', async () => {
    const { data: id, error } = await org.sb.rpc('create_event', {
      p_event: draft({ sport_name: 'Futevôlei de areia', max_participants: null }), p_invitees: [],
    });
    expect(error).toBeNull();
    const [row] = await q('select sport_id, custom_sport_name, max_participants from public.events where id = $1', [id]);
    expect(row).toEqual({ sport_id: null, custom_sport_name: 'Futevôlei de areia', max_participants: null });
  });

  it('a bad invitee rolls the whole event back', async () => {
    const before = await eventsOf(org);
    const notesBefore = (await q(`select count(*)::int as n from public.notifications where type = 'event_invite'`))[0].n;
    const ghost = '00000000-0000-4000-8000-00000000dead';
    const bad = await org.sb.rpc('create_event', { p_event: draft({ title: 'Nunca existiu' }), p_invitees: [ana.id, ghost] });
    expect(bad.error?.message).toBe('Convidado não encontrado');
    const self = await org.sb.rpc('create_event', { p_event: draft({ title: 'Nunca existiu' }), p_invitees: [org.id] });
    expect(self.error?.message).toBe('Você não pode convidar a si mesmo');
    expect(await eventsOf(org)).toBe(before);
    expect((await q(`select count(*)::int as n from public.events where title = 'Nunca existiu'`))[0].n).toBe(0);
    expect((await q(`select count(*)::int as n from public.notifications where type = 'event_invite'`))[0].n).toBe(notesBefore);
  });

  it('refuses what the wizard refuses, with the pt-BR texts, writing nothing', async () => {
    const before = await eventsOf(org);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ', location: '', sport_name: '', date: '' }, 'Campos obrigatórios faltando: nome, local, esporte, data'],
      [{ sport_name: '  ' }, 'Campos obrigatórios faltando: esporte'],
      [{ title: 'ab' }, 'Nome do evento deve ter pelo menos 3 caracteres'],
      [{ title: 'x'.repeat(101) }, 'Nome do evento muito longo (máximo 100 caracteres)'],
      [{ title: '<script>alert(1)</script>' }, 'Nome do evento contém conteúdo não permitido'],
      [{ min_participants: 0 }, 'O número de jogadores deve ser pelo menos 1.'],
      [{ min_participants: 8, max_participants: 6 }, 'O mínimo de jogadores não pode ser maior que o máximo.'],
      [{ date: dayOffset(-3) }, 'A data do evento não pode estar no passado'],
      [{ date: 'amanhã' }, 'Dados do evento inválidos'],
      [{ skill_level: 'Profissional' }, 'Nível de habilidade inválido'],
    ];
    for (const [fields, message] of cases) {
      const { error } = await org.sb.rpc('create_event', { p_event: draft(fields), p_invitees: [ana.id] });
      expect(error?.message, JSON.stringify(fields)).toBe(message);
      expect(error?.code).toBe('P0001');
    }
    expect(await eventsOf(org)).toBe(before);
  });

  it('a visitor cannot create an event', async () => {
    const { error } = await anonClient(stack).rpc('create_event', { p_event: draft(), p_invitees: [] });
    expect(error?.code).toBe('42501');
  });

  it('nobody can invite into an event they do not organise', async () => {
    const { data: id } = await org.sb.rpc('create_event', { p_event: draft({ title: 'Só o organizador convida' }), p_invitees: [] });
    const { error } = await fora.sb.rpc('invite_to_event', { p_event_id: id!, p_invitees: [caio.id] });
    expect(error?.message).toBe('Acesso Negado');
    expect(error?.details).toBe('Apenas o organizador pode convidar pessoas.');
    expect(await invitesOf(id!)).toEqual([]);
    // Nor by writing the table.
    const direct = await fora.sb.from('event_invitations').insert({ event_id: id!, invitee_id: caio.id, invited_by: org.id });
    expect(direct.error?.code).toBe('42501');
    const directOrg = await org.sb.from('event_invitations').insert({ event_id: id!, invitee_id: caio.id, invited_by: org.id });
    expect(directOrg.error?.code).toBe('42501');
    expect(await invitesOf(id!)).toEqual([]);

    // The organiser may; an invitee already invited is skipped (no second notification).
    expect((await org.sb.rpc('invite_to_event', { p_event_id: id!, p_invitees: [caio.id] })).data).toBe(1);
    expect((await org.sb.rpc('invite_to_event', { p_event_id: id!, p_invitees: [caio.id] })).data).toBe(0);
    expect((await q(`select count(*)::int as n from public.notifications where user_id = $1 and data ->> 'event_id' = $2`,
      [caio.id, id]))[0].n).toBe(1);
  });

  it(`refuses more than ${MAX_INVITEES_PER_EVENT} invitees per event, counting earlier invitations`, async () => {
    expect(MAX_INVITEES_PER_EVENT).toBe(50);
    const crowd = await Promise.all(Array.from({ length: MAX_INVITEES_PER_EVENT + 1 }, (_, i) => athlete(stack, `Convidado ${i}`)));
    const ids = crowd.map((a) => a.id);
    const before = await eventsOf(org);
    const tooMany = await org.sb.rpc('create_event', { p_event: draft({ title: 'Convites demais' }), p_invitees: ids });
    expect(tooMany.error?.message).toBe('Limite de convites atingido');
    expect(tooMany.error?.details).toBe('Um evento pode ter até 50 convidados.');
    expect(await eventsOf(org)).toBe(before);

    const { data: id, error } = await org.sb.rpc('create_event', {
      p_event: draft({ title: 'Convites no limite' }), p_invitees: ids.slice(0, 40),
    });
    expect(error).toBeNull();
    const over = await org.sb.rpc('invite_to_event', { p_event_id: id!, p_invitees: ids.slice(40) });
    expect(over.error?.message).toBe('Limite de convites atingido');
    expect((await invitesOf(id!)).length).toBe(40);
    // Re-inviting people already invited does not count twice.
    expect((await org.sb.rpc('invite_to_event', { p_event_id: id!, p_invitees: ids.slice(30, 50) })).data).toBe(10);
    expect((await invitesOf(id!)).length).toBe(50);
  });

  it('an invitation is read by its invitee and the organiser only', async () => {
    const { data: id } = await org.sb.rpc('create_event', { p_event: draft({ title: 'Quem vê o convite' }), p_invitees: [ana.id, bia.id] });
    const seen = async (sb: Athlete['sb']) =>
      ((await sb.from('event_invitations').select('invitee_id').eq('event_id', id!)).data ?? []).map((r) => r.invitee_id).sort();
    expect(await seen(org.sb)).toEqual([ana.id, bia.id].sort());
    expect(await seen(ana.sb)).toEqual([ana.id]);
    expect(await seen(fora.sb)).toEqual([]);
    const visitor = await anonClient(stack).from('event_invitations').select('invitee_id').eq('event_id', id!);
    expect(visitor.error?.code).toBe('42501');
    // Nobody changes or deletes one directly.
    expect((await ana.sb.from('event_invitations').delete().eq('event_id', id!)).error?.code).toBe('42501');
    expect(await seen(org.sb)).toEqual([ana.id, bia.id].sort());
  });

  describe('athletes of a sport (step 5)', () => {
    it('lists the athletes interested in the sport, paged and searchable by name without accents, public fields only', async () => {
      const tag = crypto.randomUUID().slice(0, 6);
      const sport = (await q(`insert into public.sports (name) values ($1) returning id`, [`Peteca ${tag}`]))[0].id;
      const people = await athletes(stack, ['Zélia Prado', 'Zeca Prado', 'Zuleica Prado', 'Zoé Fora']);
      for (const p of people.slice(0, 3)) await q('insert into public.user_sports (user_id, sport_id) values ($1, $2)', [p.id, sport]);
      await q('insert into public.user_sports (user_id, sport_id) values ($1, $2)', [org.id, sport]);

      const page = async (args: { p_query?: string; p_limit?: number; p_offset?: number }) => {
        const { data, error } = await org.sb.rpc('list_sport_athletes', { p_sport: `PETECA ${tag}`, ...args });
        expect(error).toBeNull();
        return data!;
      };
      const all = await page({ p_limit: 50 });
      // The caller (also interested) is left out; alphabetical.
      expect(all.map((r) => r.full_name)).toEqual(['Zeca Prado', 'Zélia Prado', 'Zuleica Prado'].sort((a, b) => (a < b ? -1 : 1)));
      expect(Object.keys(all[0]!).sort()).toEqual(['city', 'full_name', 'preferred_name', 'profile_photo_url', 'user_id']);
      const first = await page({ p_limit: 2 });
      const second = await page({ p_limit: 2, p_offset: 2 });
      expect([...first, ...second].map((r) => r.user_id)).toEqual(all.map((r) => r.user_id));
      expect((await page({ p_query: 'zelia' })).map((r) => r.full_name)).toEqual(['Zélia Prado']);
      expect((await page({ p_query: 'ZÉCA' })).map((r) => r.full_name)).toEqual(['Zeca Prado']);
      expect(await page({ p_query: '%' })).toEqual([]);
    });
  });

  describe("'Indicados'", () => {
    it('lists the upcoming events the caller was invited to, with who invited them', async () => {
      const [org2, guest] = await athletes(stack, ['Rita Mello', 'Gil Souza']);
      await q(`update public.profiles set preferred_name = 'Ritinha' where user_id = $1`, [org2.id]);
      const later = (await org2.sb.rpc('create_event', { p_event: draft({ title: 'Mais tarde', date: dayOffset(9) }), p_invitees: [guest.id] })).data!;
      const sooner = (await org.sb.rpc('create_event', { p_event: draft({ title: 'Mais cedo', date: dayOffset(2) }), p_invitees: [guest.id] })).data!;
      const cancelled = (await org.sb.rpc('create_event', { p_event: draft({ title: 'Cancelado' }), p_invitees: [guest.id] })).data!;
      await org.sb.from('events').update({ status: 'cancelled' }).eq('id', cancelled);
      const past = (await org.sb.rpc('create_event', { p_event: draft({ title: 'Passado' }), p_invitees: [guest.id] })).data!;
      await q(`update public.events set date = current_date - 2 where id = $1`, [past]);
      await org.sb.rpc('create_event', { p_event: draft({ title: 'Não convidado' }), p_invitees: [ana.id] });

      const { data, error } = await guest.sb.rpc('list_invited_events', {});
      expect(error).toBeNull();
      expect(data!.map((r) => [r.title, r.invited_by_name])).toEqual([['Mais cedo', 'Olga Souza'], ['Mais tarde', 'Ritinha']]);
      expect(data![0]).toMatchObject({ id: sooner, invited_by: org.id, requires_approval: true, my_status: null });

      // Keyset paging.
      const next = await guest.sb.rpc('list_invited_events', { p_after_starts_at: data![0]!.starts_at ?? undefined, p_after_id: sooner, p_limit: 1 });
      expect(next.data!.map((r) => r.id)).toEqual([later]);
      // After asking to join, the card carries the caller's status.
      await guest.sb.rpc('join_event', { p_event_id: sooner });
      expect((await guest.sb.rpc('list_invited_events', {})).data![0]).toMatchObject({ id: sooner, my_status: 'pending' });
      // A visitor has no invitations.
      expect((await anonClient(stack).rpc('list_invited_events', {})).error?.code).toBe('42501');
    });
  });
});
