// Business rules the database enforces (spec sections 4, 5 and 9) and the notifications it writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient, athlete, athletes, createEvent, createTestStack, dayOffset, join, moveEventToPast, type Athlete, type TestStack,
} from './fixtures.js';

describe('database rules', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  let eva: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda, eva] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Eva Nunes']);
  });
  afterAll(() => stack?.stop());

  const notifications = async (userId: string, type?: string) =>
    (await stack.pool.query(
      `select type, title, message, data from public.notifications where user_id = $1 and ($2::text is null or type = $2) order by created_at`,
      [userId, type ?? null])).rows;

  it('a new auth user gets a profile with the name given at sign-up', async () => {
    const { rows } = await stack.pool.query('select full_name from public.profiles where user_id = $1', [ana.id]);
    expect(rows[0].full_name).toBe('Ana Lima');
  });

  describe('joining and leaving', () => {
    it('gives the spec messages for bad ids, missing, cancelled, own and already-joined events', async () => {
      const eventId = await createEvent(org);
      expect((await ana.sb.rpc('join_event', { p_event_id: 'abc' })).error?.message).toBe('ID do evento inválido');
      expect((await ana.sb.rpc('join_event', { p_event_id: '00000000-0000-4000-8000-000000000000' })).error?.message).toBe('Evento não encontrado');
      expect((await org.sb.rpc('join_event', { p_event_id: eventId })).error?.message).toBe('Você é o organizador deste evento');
      expect(await join(ana, eventId)).toEqual({ status: 'registered', participant_count: 1 });
      expect((await ana.sb.rpc('join_event', { p_event_id: eventId })).error?.message).toBe('Você já está inscrito neste evento');
      expect(await notifications(org.id, 'event_join')).toContainEqual(expect.objectContaining({
        title: 'Novo participante', data: { event_id: eventId, participant_id: ana.id, participant_name: 'Ana Lima' },
      }));

      expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).data).toEqual({ participant_count: 0 });
      expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).error?.message).toBe('Você não está inscrito neste evento');

      await org.sb.from('events').update({ status: 'cancelled' }).eq('id', eventId);
      expect((await bia.sb.rpc('join_event', { p_event_id: eventId })).error?.message).toBe('Evento cancelado');
    });

    it('a past event cannot be joined and a paused one is closed to new athletes', async () => {
      const past = await createEvent(org);
      await moveEventToPast(stack, past, 1);
      expect((await ana.sb.rpc('join_event', { p_event_id: past })).error?.message).toBe('Este evento já aconteceu');
      const paused = await createEvent(org);
      await org.sb.from('events').update({ status: 'paused' }).eq('id', paused);
      expect((await ana.sb.rpc('join_event', { p_event_id: paused })).error?.message).toBe('As inscrições deste evento estão pausadas');
    });

    it('approval-only events: pending, request notified, approval respects capacity, rejection deletes', async () => {
      const eventId = await createEvent(org, { requires_approval: true, max_participants: 1, min_participants: 1 });
      expect(await join(ana, eventId)).toEqual({ status: 'pending', participant_count: 0 });
      expect(await join(bia, eventId)).toEqual({ status: 'pending', participant_count: 0 });
      expect((await ana.sb.rpc('join_event', { p_event_id: eventId })).error?.message).toBe('Sua solicitação já está aguardando aprovação');
      expect(await notifications(org.id, 'participation_request')).toHaveLength(2);

      expect((await org.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: ana.id })).data)
        .toEqual({ status: 'registered', participant_count: 1 });
      expect((await org.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: bia.id })).error?.message)
        .toBe('Evento está lotado');
      expect((await org.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: caio.id })).error?.message)
        .toBe('Solicitação não encontrada');
      expect((await org.sb.rpc('reject_participant', { p_event_id: eventId, p_participant_id: bia.id })).error).toBeNull();
      expect(await notifications(ana.id, 'event_join')).toContainEqual(expect.objectContaining({ title: 'Participação aprovada' }));
      expect(await notifications(bia.id, 'event_update')).toContainEqual(expect.objectContaining({ title: 'Participação recusada' }));
      const { rows } = await stack.pool.query('select user_id from public.event_participants where event_id = $1', [eventId]);
      expect(rows).toEqual([{ user_id: ana.id }]);
    });

    it('a place freed in a full event goes to the waiting list first, else notifies the organiser; removal notifies the athlete', async () => {
      const eventId = await createEvent(org, { max_participants: 2, min_participants: 1 });
      await join(ana, eventId);
      await join(bia, eventId);
      expect(await join(caio, eventId)).toEqual({ status: 'waiting', participant_count: 2, waiting_position: 1 });
      const del = await org.sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', bia.id).select('id');
      expect(del.data).toHaveLength(1);
      expect(await notifications(bia.id, 'event_update')).toContainEqual(expect.objectContaining({ title: 'Você foi removido do evento' }));
      // Caio, first in line, took the place: he is told, the organiser sees him join.
      const spots = async (userId: string) =>
        (await notifications(userId, 'spots_available')).filter((n) => n.data.event_id === eventId);
      expect(await spots(caio.id)).toHaveLength(1);
      expect(await spots(org.id)).toHaveLength(0);
      const { rows } = await stack.pool.query(
        `select user_id from public.event_participants where event_id = $1 and status = 'registered' order by user_id`, [eventId]);
      expect(rows.map((r) => r.user_id)).toEqual([ana.id, caio.id].sort());
      // Nobody waiting: a freed place is announced to the organiser.
      expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
      expect(await spots(org.id)).toHaveLength(1);
      expect(await join(bia, eventId)).toEqual({ status: 'registered', participant_count: 2 });
    });
  });

  describe('organiser changes', () => {
    it('pause, edit and cancel notify participants; a cancelled event cannot be edited', async () => {
      const eventId = await createEvent(org, { title: 'Basquete 3x3' });
      await join(duda, eventId);
      expect((await org.sb.from('events').update({ status: 'paused' }).eq('id', eventId)).error).toBeNull();
      expect((await org.sb.from('events').update({ status: 'active', time: '20:00:00' }).eq('id', eventId)).error).toBeNull();
      expect((await org.sb.from('events').update({ location: 'Ginásio Municipal' }).eq('id', eventId)).error).toBeNull();
      expect((await org.sb.from('events').update({ status: 'cancelled' }).eq('id', eventId)).error).toBeNull();
      const titles = (await notifications(duda.id)).filter((n) => n.data.event_id === eventId).map((n) => n.title);
      expect(titles).toEqual(['Evento pausado', 'Evento reaberto', 'Evento atualizado', 'Evento cancelado']);
      expect((await notifications(duda.id, 'event_cancelled')).at(-1)?.message).toBe('O evento "Basquete 3x3" foi cancelado pelo organizador.');

      const edit = await org.sb.from('events').update({ title: 'Ressuscitado' }).eq('id', eventId);
      expect(edit.error?.message).toBe('Eventos cancelados não podem ser editados');
    });

    it('limits: title 3-100, min not above max, max not below the registered count', async () => {
      const eventId = await createEvent(org, { max_participants: 3 });
      await join(eva, eventId);
      await join(ana, eventId);
      expect((await org.sb.from('events').update({ max_participants: 1 }).eq('id', eventId)).error?.message)
        .toBe('O número máximo de participantes não pode ser menor que o número de inscritos');
      expect((await org.sb.from('events').update({ max_participants: null }).eq('id', eventId)).error).toBeNull();
      for (const bad of [{ title: 'ab' }, { title: 'x'.repeat(101) }, { min_participants: 5, max_participants: 4 }, { max_participants: 0 }]) {
        expect((await org.sb.from('events').insert({ title: 'Evento', location: 'Quadra', date: dayOffset(30), ...bad })).error?.code).toBe('23514');
      }
      expect((await org.sb.from('events').insert({ title: 'Ontem', location: 'Quadra', date: '2000-01-01' })).error?.message)
        .toBe('A data do evento não pode estar no passado');
    });
  });

  describe('comments', () => {
    it('are 1 to 2000 characters and notify the organiser and the replied author, never the writer', async () => {
      const eventId = await createEvent(org, { title: 'Pelada com mural' });
      const first = await ana.sb.from('event_comments').insert({ event_id: eventId, user_id: ana.id, comment_text: 'Quem leva a bola?' }).select('id').single();
      await bia.sb.from('event_comments').insert({ event_id: eventId, user_id: bia.id, comment_text: 'Eu levo!', parent_comment_id: first.data!.id });
      await org.sb.from('event_comments').insert({ event_id: eventId, user_id: org.id, comment_text: 'Valeu!' });
      for (const text of ['   ', 'x'.repeat(2001)]) {
        expect((await ana.sb.from('event_comments').insert({ event_id: eventId, user_id: ana.id, comment_text: text })).error?.code).toBe('23514');
      }
      const forEvent = (rows: { data: { event_id: string } }[]) => rows.filter((n) => n.data.event_id === eventId);
      expect(forEvent(await notifications(org.id, 'new_comment'))).toHaveLength(2);
      expect(forEvent(await notifications(ana.id, 'new_comment'))).toHaveLength(1);
      expect(forEvent(await notifications(bia.id, 'new_comment'))).toHaveLength(0);
    });
  });

  describe('evaluation and reputation', () => {
    let eventId: string;
    beforeAll(async () => {
      eventId = await createEvent(org, { title: 'Vôlei avaliado', max_participants: 10 });
      for (const a of [ana, bia, caio, duda, eva]) await join(a, eventId);
    });

    it('opens 3 hours after the start, for registered participants only, with a reminder', async () => {
      await moveEventToPast(stack, eventId, 2);
      expect((await ana.sb.rpc('open_due_evaluations')).data).toBe(0);
      expect((await ana.sb.from('events').select('status').eq('id', eventId).single()).data?.status).toBe('active');
      expect((await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [], p_comment: '' })).error?.message)
        .toBe('Avaliação Não Disponível');
      await moveEventToPast(stack, eventId, 4);
      expect((await ana.sb.rpc('open_due_evaluations')).data).toBe(1);
      expect((await ana.sb.rpc('open_due_evaluations')).data).toBe(0);
      const { data: closed } = await ana.sb.from('events').select('status').eq('id', eventId).single();
      expect(closed?.status).toBe('completed');
      expect(await notifications(ana.id, 'evaluation_reminder')).toHaveLength(1);
      const { data } = await ana.sb.from('event_participants').select('evaluation_status').eq('event_id', eventId).eq('user_id', ana.id).single();
      expect(data?.evaluation_status).toBe('evaluation_available');
    });

    it('accepts at most 3 praised players, never oneself, once per event, and notifies them', async () => {
      const four = [bia, caio, duda, eva].map((a) => ({ user_id: a.id, tag: 'habilidoso' }));
      const tooMany = await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: four, p_comment: '' });
      expect(tooMany.error?.message).toBe('Limite atingido');
      expect(tooMany.error?.details).toBe('Você pode selecionar até 3 jogadores para elogiar.');
      expect((await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [{ user_id: ana.id, tag: 'amigavel' }], p_comment: '' })).error?.message)
        .toBe('Você não pode elogiar a si mesmo');
      expect((await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [{ user_id: bia.id, tag: 'lindo' }], p_comment: '' })).error?.message)
        .toBe('Elogio inválido');

      const ok = await ana.sb.rpc('submit_evaluation', {
        p_event_id: eventId,
        p_praises: [{ user_id: bia.id, tag: 'habilidoso' }, { user_id: bia.id, tag: 'amigavel' }, { user_id: caio.id, tag: 'esforcado' }],
        p_comment: '   ',
      });
      expect(ok.data).toEqual({ praised_players: 2, praises: 3 });
      const { rows } = await stack.pool.query(
        `select review_type, count(*)::int as n from public.reviews where event_id = $1 and reviewer_user_id = $2 group by 1`, [eventId, ana.id]);
      expect(rows).toEqual([{ review_type: 'player_praise', n: 3 }]);
      expect(await notifications(bia.id, 'new_review')).toHaveLength(1);
      expect((await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [], p_comment: 'De novo' })).error?.message)
        .toBe('Avaliação Não Disponível');

      // Bia's evaluation (not opened by the screen yet) is accepted: the database decides availability.
      const withComment = await bia.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [{ user_id: ana.id, tag: 'comunicativo' }], p_comment: 'Ótimo jogo' });
      expect(withComment.error).toBeNull();
      const event = await stack.pool.query(`select comment from public.reviews where event_id = $1 and review_type = 'event'`, [eventId]);
      expect(event.rows).toEqual([{ comment: 'Ótimo jogo' }]);
    });

    it('reputation: stars from total praise tags (6, 16, 31, 51), rating 5 by default', async () => {
      const profile = async () => (await anonClient(stack).rpc('get_public_profile', { target_user_id: caio.id })).data!;
      expect(await profile()).toMatchObject({ praise_count: 1, stars: 1, rating: 5, praise_tags: { esforcado: 1, habilidoso: 0 } });
      const addPraises = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const e = await createEvent(org, { title: `Evento de elogio ${i}` });
          await stack.pool.query(
            `insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags) values ($1, $2, $3, 'player_praise', '{amigavel}')`,
            [e, ana.id, caio.id]);
        }
      };
      for (const [total, stars] of [[5, 1], [6, 2], [15, 2], [16, 3], [31, 4], [50, 4], [51, 5]] as const) {
        const { praise_count } = await profile();
        await addPraises(total - praise_count);
        expect(await profile()).toMatchObject({ praise_count: total, stars });
      }
    });
  });

  describe('search', () => {
    it('is case- and accent-insensitive over title, location, sport and description; never cancelled or past', async () => {
      const sport = (await stack.pool.query(`insert into public.sports (name) values ('Handebol') returning id`)).rows[0].id;
      const sp = await createEvent(org, { title: 'Treino na capital', location: 'Ginásio do Ibirapuera, São Paulo' });
      const bySport = await createEvent(org, { title: 'Treino de quinta', sport_id: sport });
      const byDescription = await createEvent(org, { title: 'Treino aberto', description: 'Venha jogar peteca conosco' });
      const cancelled = await createEvent(org, { title: 'Treino São Paulo cancelado' });
      await org.sb.from('events').update({ status: 'cancelled' }).eq('id', cancelled);
      const past = await createEvent(org, { title: 'Treino São Paulo passado' });
      await moveEventToPast(stack, past, 30);

      const search = async (q: string) => (await anonClient(stack).rpc('search_events_normalized', { search_query: q })).data!.map((e) => e.id);
      expect(await search('SAO PAULO')).toEqual([sp]);
      expect(await search('handebol')).toEqual([bySport]);
      expect(await search('PÉTECA')).toEqual([byDescription]);
      expect(await search('   ')).toEqual([]);
      const row = (await anonClient(stack).rpc('search_events_normalized', { search_query: 'capital' })).data![0]!;
      expect(Object.keys(row).sort()).toEqual(['date', 'description', 'id', 'image_url', 'location', 'max_participants',
        'participant_count', 'skill_level', 'time_field', 'title'].sort());
      // Title matches rank first.
      const ranked = await search('treino');
      expect(ranked.slice(0, 3).sort()).toEqual([sp, bySport, byDescription].sort());
    });

    it('finds people by name or city, accent-insensitively, name matches first', async () => {
      const joao = await athlete(stack, 'João Itapeva');
      await stack.pool.query(`update public.profiles set city = 'Goiânia' where user_id = $1`, [joao.id]);
      const other = await athlete(stack, 'Zeca Goiano');
      await stack.pool.query(`update public.profiles set city = 'Itapevi' where user_id = $1`, [other.id]);
      const search = async (q: string) => (await anonClient(stack).rpc('search_profiles_normalized', { search_query: q })).data!;
      expect((await search('joao itapeva')).map((p) => p.user_id)).toEqual([joao.id]);
      expect((await search('GOIANIA')).map((p) => p.full_name)).toEqual(['João Itapeva']);
      expect((await search('itape')).map((p) => p.full_name)).toEqual(['João Itapeva', 'Zeca Goiano']);
      await athlete(stack, 'Ana Beatriz');
      await athlete(stack, 'Luana Prado');
      const ze = await athlete(stack, 'Zé Silva');
      await stack.pool.query(`update public.profiles set city = 'Santana de Parnaíba' where user_id = $1`, [ze.id]);
      // Name starting with the text, then name containing it, then city.
      expect((await search('ana')).map((p) => p.full_name)).toEqual(['Ana Beatriz', 'Ana Lima', 'Luana Prado', 'Zé Silva']);
      expect((await search('an')).map((p) => p.full_name)).toEqual(['Ana Beatriz', 'Ana Lima']);
      // Public columns and the reputation only (rating 5 and 1 star without reviews).
      expect((await search('joao'))[0]).toEqual({
        user_id: expect.any(String), full_name: expect.any(String), city: expect.anything(), profile_photo_url: null, rating: 5, stars: 1,
      });
    });
  });

  describe('sport suggestions', () => {
    it('deduplicate case-insensitively with the pending/approved outcomes', async () => {
      await stack.pool.query(`insert into public.sports (name) values ('Futevôlei')`);
      expect((await ana.sb.rpc('suggest_sport', { p_name: 'Bocha' })).data).toEqual({ outcome: 'created' });
      expect((await bia.sb.rpc('suggest_sport', { p_name: '  BOCHA ' })).data).toEqual({ outcome: 'pending_duplicate' });
      expect((await bia.sb.rpc('suggest_sport', { p_name: 'futevôlei' })).data).toEqual({ outcome: 'approved_duplicate' });
      await stack.pool.query(`update public.sport_suggestions set status = 'approved' where sport_name = 'Bocha'`);
      expect((await caio.sb.rpc('suggest_sport', { p_name: 'bocha' })).data).toEqual({ outcome: 'approved_duplicate' });
      expect((await caio.sb.rpc('suggest_sport', { p_name: '   ' })).error?.message).toBe('Digite uma modalidade para sugerir');
      await ana.sb.from('suggested_sports').insert({ name: 'Peteca', suggested_by: ana.id });
      expect((await bia.sb.from('suggested_sports').insert({ name: 'peteca', suggested_by: bia.id })).error).toBeNull();
      const { rows } = await stack.pool.query(`select count(*)::int as n from public.suggested_sports where lower(name) = 'peteca'`);
      expect(rows[0].n).toBe(1);
    });
  });
});
