// The evaluation of a finished game in one step (submit_evaluation), what the evaluation screen may
// read (get_evaluation), and the one reputation figure (profile_reputation) every screen shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient, athletes, createEvent, createTestStack, join, moveEventToPast, type Athlete, type TestStack,
} from './fixtures.js';

describe('evaluation and reputation', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  let eva: Athlete;
  let fora: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda, eva, fora] = await athletes(stack,
      ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Eva Nunes', 'Fábio Fora']);
  });
  afterAll(() => stack?.stop());

  /** A finished game (started `hoursAgo` hours ago) with the given athletes registered. */
  async function finishedGame(players: Athlete[], hoursAgo = 4): Promise<string> {
    const eventId = await createEvent(org, { title: 'Futebol avaliado', max_participants: 10 });
    for (const p of players) await join(p, eventId);
    await moveEventToPast(stack, eventId, hoursAgo);
    return eventId;
  }

  /** Everything a submission writes, for the reviewer at that event. */
  async function written(eventId: string, reviewer: Athlete) {
    const q = async (sql: string, args: unknown[]) => (await stack.pool.query(sql, args)).rows;
    return {
      reviews: (await q('select count(*)::int as n from public.reviews where event_id = $1', [eventId]))[0].n as number,
      notifications: (await q(`select count(*)::int as n from public.notifications where type = 'new_review' and data ->> 'event_id' = $1`,
        [eventId]))[0].n as number,
      evaluation: (await q('select evaluation_status from public.event_participants where event_id = $1 and user_id = $2',
        [eventId, reviewer.id]))[0]?.evaluation_status as string | undefined,
    };
  }

  const praise = (a: Athlete, tag = 'habilidoso') => ({ user_id: a.id, tag });

  describe('submit_evaluation refuses and writes nothing', () => {
    it('a non-participant (and a request still pending) gets Acesso Negado', async () => {
      const eventId = await finishedGame([ana, bia]);
      const before = await written(eventId, fora);
      const outsider = await fora.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(ana)], p_comment: 'Eu estava lá' });
      expect(outsider.error?.message).toBe('Acesso Negado');
      expect(outsider.error?.details).toBe('Você só pode avaliar eventos dos quais participou.');

      const approval = await createEvent(org, { title: 'Vôlei com aprovação', requires_approval: true });
      await join(caio, approval);
      await moveEventToPast(stack, approval, 4);
      expect((await caio.sb.rpc('submit_evaluation', { p_event_id: approval, p_praises: [], p_comment: 'Oi' })).error?.message)
        .toBe('Acesso Negado');

      expect(await written(eventId, fora)).toEqual(before);
      expect(await written(approval, caio)).toEqual({ reviews: 0, notifications: 0, evaluation: 'pending' });
    });

    it('a fourth praised player gets Limite atingido, even after three valid praises in the same call', async () => {
      const eventId = await finishedGame([ana, bia, caio, duda, eva]);
      const four = await ana.sb.rpc('submit_evaluation', {
        p_event_id: eventId, p_praises: [praise(bia), praise(caio), praise(duda), praise(eva)], p_comment: 'Jogão',
      });
      expect(four.error?.message).toBe('Limite atingido');
      expect(four.error?.details).toBe('Você pode selecionar até 3 jogadores para elogiar.');
      expect(await written(eventId, ana)).toEqual({ reviews: 0, notifications: 0, evaluation: 'pending' });
    });

    it('a praise of oneself is refused, with the valid praise before it rolled back', async () => {
      const eventId = await finishedGame([ana, bia]);
      const self = await ana.sb.rpc('submit_evaluation', {
        p_event_id: eventId, p_praises: [praise(bia), praise(ana, 'amigavel')], p_comment: 'Eu fui bem',
      });
      expect(self.error?.message).toBe('Você não pode elogiar a si mesmo');
      expect(await written(eventId, ana)).toEqual({ reviews: 0, notifications: 0, evaluation: 'pending' });
    });

    it('before 3 hours after the start it is not available, whatever the stored status says', async () => {
      const eventId = await finishedGame([ana, bia], 2);
      const early = await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(bia)], p_comment: 'Cedo' });
      expect(early.error?.message).toBe('Avaliação Não Disponível');
      expect(early.error?.details).toBe('A avaliação para este evento ainda não foi liberada ou já foi concluída.');
      // A status written by hand (or left by an edit of the date) does not open it early either.
      await stack.pool.query(`update public.event_participants set evaluation_status = 'evaluation_available' where event_id = $1`, [eventId]);
      expect((await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(bia)], p_comment: '' })).error?.message)
        .toBe('Avaliação Não Disponível');
      expect(await written(eventId, ana)).toEqual({ reviews: 0, notifications: 0, evaluation: 'evaluation_available' });
    });

    it('a second submission is refused and adds nothing', async () => {
      const eventId = await finishedGame([ana, bia, caio]);
      const first = await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(bia)], p_comment: 'Boa' });
      expect(first.error).toBeNull();
      const after = await written(eventId, ana);
      expect(after).toEqual({ reviews: 2, notifications: 1, evaluation: 'completed' });
      const again = await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(caio)], p_comment: 'De novo' });
      expect(again.error?.message).toBe('Avaliação Não Disponível');
      expect(await written(eventId, ana)).toEqual(after);
    });

    it('two submissions at the same moment: exactly one is written', async () => {
      const eventId = await finishedGame([ana, bia, caio]);
      const results = await Promise.all([
        ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(bia)], p_comment: '' }),
        ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(caio)], p_comment: '' }),
      ]);
      expect(results.filter((r) => r.error === null)).toHaveLength(1);
      expect(results.find((r) => r.error)?.error?.message).toBe('Avaliação Não Disponível');
      expect(await written(eventId, ana)).toEqual({ reviews: 1, notifications: 1, evaluation: 'completed' });
    });
  });

  it('a valid submission writes the praises, the comment, the completed status and one new_review per praised player', async () => {
    const eventId = await finishedGame([ana, bia, caio, duda]);
    const ok = await ana.sb.rpc('submit_evaluation', {
      p_event_id: eventId,
      p_praises: [praise(bia, 'comunicativo'), praise(caio, 'trabalho_equipe'), praise(caio, 'esforcado')],
      p_comment: '  Ótimo jogo!  ',
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ praised_players: 2, praises: 3 });
    const { rows: reviews } = await stack.pool.query(
      `select review_type, reviewed_user_id, praise_tags, comment from public.reviews where event_id = $1 order by review_type, comment`, [eventId]);
    expect(reviews).toEqual([
      { review_type: 'event', reviewed_user_id: null, praise_tags: [], comment: 'Ótimo jogo!' },
      { review_type: 'player_praise', reviewed_user_id: bia.id, praise_tags: ['comunicativo'], comment: 'Comunicativo' },
      { review_type: 'player_praise', reviewed_user_id: caio.id, praise_tags: ['esforcado'], comment: 'Esforçado' },
      { review_type: 'player_praise', reviewed_user_id: caio.id, praise_tags: ['trabalho_equipe'], comment: 'Trabalho em equipe' },
    ]);
    const { rows: notes } = await stack.pool.query(
      `select user_id, title, message from public.notifications where type = 'new_review' and data ->> 'event_id' = $1 order by user_id`, [eventId]);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.user_id).sort()).toEqual([bia.id, caio.id].sort());
    expect(notes[0]).toMatchObject({ title: 'Você recebeu um elogio!', message: 'Ana Lima elogiou você no evento "Futebol avaliado".' });
    expect((await written(eventId, ana)).evaluation).toBe('completed');
    // Duda was not praised: no notification.
    expect((await stack.pool.query(`select 1 from public.notifications where user_id = $1 and type = 'new_review'`, [duda.id])).rowCount).toBe(0);
  });

  describe('get_evaluation (what the screen may show)', () => {
    it('gives the event and the other registered participants, and answers the expected refusals as data', async () => {
      const eventId = await finishedGame([ana, bia, caio]);
      const { data, error } = await ana.sb.rpc('get_evaluation', { p_event_id: eventId });
      expect(error).toBeNull();
      expect(data).toMatchObject({ available: true, event_id: eventId, title: 'Futebol avaliado' });
      if (!data?.available) throw new Error('not available');
      expect(data.players.map((p) => p.full_name)).toEqual(['Bia Costa', 'Caio Rocha']);
      expect(JSON.stringify(data)).not.toMatch(/phone|birth_date|accessibility/);

      // Expected states of the screen: HTTP 200 with why, from the submission's own checks.
      const refused = await fora.sb.rpc('get_evaluation', { p_event_id: eventId });
      expect(refused.error).toBeNull();
      expect(refused.data).toEqual({
        available: false, event_id: eventId, title: 'Futebol avaliado',
        reason: 'Acesso Negado', detail: 'Você só pode avaliar eventos dos quais participou.',
      });
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await ana.sb.rpc('get_evaluation', { p_event_id: unknown })).data).toEqual({
        available: false, event_id: unknown, title: null, reason: 'Evento não encontrado', detail: null,
      });
      // A malformed id and a visitor stay errors.
      expect((await ana.sb.rpc('get_evaluation', { p_event_id: 'nada' })).error?.message).toBe('ID do evento inválido');
      expect((await anonClient(stack).rpc('get_evaluation', { p_event_id: eventId })).error?.code).toBe('42501');
      await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [], p_comment: '' });
      expect((await ana.sb.rpc('get_evaluation', { p_event_id: eventId })).data).toMatchObject({
        available: false, reason: 'Avaliação Não Disponível',
        detail: 'A avaliação para este evento ainda não foi liberada ou já foi concluída.',
      });
      // The submission itself still refuses with the error.
      expect((await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [], p_comment: '' })).error?.message)
        .toBe('Avaliação Não Disponível');

      const early = await finishedGame([ana, bia], 1);
      expect((await ana.sb.rpc('get_evaluation', { p_event_id: early })).data).toMatchObject({ available: false, reason: 'Avaliação Não Disponível' });
    });

    it('the shared access check is not callable by clients', async () => {
      const r = await ana.sb.rpc('evaluation_access' as never, { p_uid: ana.id, p_event_id: ana.id, p_lock: false } as never);
      expect(r.error?.code).toBe('42501');
    });
  });

  describe('reputation: computed once, the same everywhere', () => {
    /** The figure as the profile, the search rows and the reputation view give it. */
    async function figures(who: Athlete) {
      const visitor = anonClient(stack);
      const profile = (await visitor.rpc('get_public_profile', { target_user_id: who.id })).data!;
      const row = (await visitor.rpc('search_profiles_normalized', { search_query: who.name })).data!.find((r) => r.user_id === who.id)!;
      const view = (await ana.sb.from('profile_reputation').select('rating, stars, praise_count').eq('user_id', who.id).single()).data!;
      expect({ rating: row.rating, stars: row.stars }).toEqual({ rating: profile.rating, stars: profile.stars });
      expect(view).toEqual({ rating: profile.rating, stars: profile.stars, praise_count: profile.praise_count });
      return profile;
    }

    it('stars follow the total praise received: 1 below 6, then 2, 3, 4, 5 from 6, 16, 31, 51', async () => {
      const [target] = await athletes(stack, ['Gil Estrela']);
      const expected: [number, number][] = [[0, 1], [5, 1], [6, 2], [15, 2], [16, 3], [30, 3], [31, 4], [50, 4], [51, 5]];
      let given = 0;
      for (const [total, stars] of expected) {
        // Arranged in SQL: one event per praise, as a reviewer praises a player once per option and event.
        await stack.pool.query(
          `with e as (
             insert into public.events (title, location, date, created_by)
             select 'Elogio ' || g, 'Parque', current_date + 3, $1 from generate_series(1, $3) g returning id)
           insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags)
           select e.id, $1, $2, 'player_praise', array['amigavel'] from e`,
          [org.id, target.id, total - given]);
        given = total;
        expect(await figures(target), `${total} praises`).toMatchObject({ praise_count: total, stars, rating: 5 });
      }
    });

    it('the rating is the average of player reviews (one decimal), 5 without any; praise counts per option', async () => {
      const [target] = await athletes(stack, ['Hugo Nota']);
      expect(await figures(target)).toMatchObject({ rating: 5, praise_count: 0, stars: 1 });
      const eventId = await createEvent(org, { title: 'Notas' });
      await stack.pool.query(
        `insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, rating, praise_tags)
         values ($1, $2, $4, 'player_review', 4, '{}'), ($1, $3, $4, 'player_review', 5, '{}'), ($1, $5, $4, 'player_review', 5, '{}'),
                ($1, $2, $4, 'player_praise', 1, '{habilidoso}')`,
        [eventId, org.id, ana.id, target.id, bia.id]);
      // (4 + 5 + 5) / 3 = 4.67 -> 4.7; the praise's stray rating is not a player review.
      expect(await figures(target)).toMatchObject({
        rating: 4.7, praise_count: 1, stars: 1,
        praise_tags: { comunicativo: 0, trabalho_equipe: 0, habilidoso: 1, amigavel: 0, esforcado: 0 },
      });
    });

    it('moves as soon as a praise is submitted', async () => {
      const eventId = await finishedGame([ana, eva, duda]);
      const before = await figures(eva);
      await ana.sb.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [praise(eva, 'amigavel'), praise(eva, 'esforcado')], p_comment: '' });
      const after = await figures(eva);
      expect(after.praise_count).toBe(before.praise_count + 2);
      expect(after.praise_tags.amigavel).toBe(before.praise_tags.amigavel + 1);
      expect(after.praise_tags.esforcado).toBe(before.praise_tags.esforcado + 1);
    });
  });

  describe('profiles seen by another athlete', () => {
    beforeAll(async () => {
      await stack.pool.query(
        `update public.profiles set phone = '11987654321', birth_date = '1995-05-05', accessibility_needs = '{motora}' where user_id = $1`, [bia.id]);
    });

    it('never show phone, birth date or accessibility needs, whichever way they are read', async () => {
      for (const sb of [ana.sb, anonClient(stack)]) {
        for (const col of ['phone', 'birth_date', 'accessibility_needs']) {
          expect((await sb.from('profiles').select(col).eq('user_id', bia.id)).error?.code).toBe('42501');
        }
        const reads = [
          (await sb.rpc('get_public_profile', { target_user_id: bia.id })).data,
          (await sb.rpc('search_profiles_normalized', { search_query: 'Bia Costa' })).data,
          (await sb.from('profile_reputation').select('*').eq('user_id', bia.id)).data,
          (await sb.from('profiles').select('user_id, full_name, preferred_name, city, gender, profile_photo_url, created_at').eq('user_id', bia.id)).data,
        ];
        for (const data of reads) {
          expect(data).toBeTruthy();
          expect(JSON.stringify(data)).not.toMatch(/11987654321|1995-05-05|motora/);
        }
      }
      // get_my_profile is always the caller's own row.
      expect((await ana.sb.rpc('get_my_profile')).data).toMatchObject({ user_id: ana.id });
      expect((await bia.sb.rpc('get_my_profile')).data).toMatchObject({ phone: '11987654321', accessibility_needs: ['motora'] });
    });

    it('the edit-profile genders are accepted for one’s own row, others refused', async () => {
      for (const gender of ['masculino', 'feminino', 'outro', 'prefiro_nao_dizer', 'prefiro-nao-informar']) {
        expect((await eva.sb.from('profiles').update({ gender }).eq('user_id', eva.id)).error, gender).toBeNull();
      }
      expect((await eva.sb.from('profiles').update({ gender: 'robô' }).eq('user_id', eva.id)).error?.code).toBe('23514');
    });
  });
});
