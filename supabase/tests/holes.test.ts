// Each hole an older version of the product had, shown closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient, athletes, createEvent, createTestStack, dayOffset, join, moveEventToPast, type Athlete, type TestStack,
} from './fixtures.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('closed holes', () => {
  let stack: TestStack;
  let organiser: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [organiser, ana, bia, caio] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha']);
  });
  afterAll(() => stack?.stop());

  const participation = async (eventId: string, userId: string) =>
    (await stack.pool.query('select status, evaluation_status from public.event_participants where event_id = $1 and user_id = $2',
      [eventId, userId])).rows[0];

  it('a visitor cannot approve a join request (nor can another athlete)', async () => {
    const eventId = await createEvent(organiser, { requires_approval: true });
    expect((await join(ana, eventId)).status).toBe('pending');

    const visitor = anonClient(stack);
    const byVisitor = await visitor.rpc('approve_participant', { p_event_id: eventId, p_participant_id: ana.id });
    expect(byVisitor.error?.code).toBe('42501');

    const byOther = await bia.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: ana.id });
    expect(byOther.error?.message).toBe('Acesso Negado');
    expect(byOther.error?.details).toBe('Apenas o organizador pode gerenciar participantes.');

    const bySelf = await ana.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: ana.id });
    expect(bySelf.error?.message).toBe('Acesso Negado');

    expect((await participation(eventId, ana.id)).status).toBe('pending');
    const { rows } = await stack.pool.query('select participant_count from public.events where id = $1', [eventId]);
    expect(rows[0].participant_count).toBe(0);
  });

  it('a user cannot insert their own registered row into a full or approval-only event', async () => {
    const full = await createEvent(organiser, { max_participants: 1, min_participants: 1 });
    await join(bia, full);
    const approvalOnly = await createEvent(organiser, { requires_approval: true });

    for (const eventId of [full, approvalOnly]) {
      const { error } = await ana.sb.from('event_participants').insert({ event_id: eventId, user_id: ana.id, status: 'registered' });
      expect(error?.code).toBe('42501');
      expect(await participation(eventId, ana.id)).toBeUndefined();
    }
    const viaRpc = await ana.sb.rpc('join_event', { p_event_id: full });
    expect(viaRpc.data).toMatchObject({ status: 'waiting', waiting_position: 1 });
    expect(await participation(full, ana.id)).toBeUndefined();
    // nor put themselves (or anyone) in the waiting list, ahead of others
    const line = await bia.sb.from('event_waiting_list' as never).insert({ event_id: full, user_id: bia.id } as never);
    expect(line.error?.code).toBe('42501');
    const { rows } = await stack.pool.query('select participant_count from public.events where id = $1', [full]);
    expect(rows[0].participant_count).toBe(1);
  });

  it('a user cannot rewrite their own participation status or evaluation status', async () => {
    const eventId = await createEvent(organiser, { requires_approval: true });
    await join(ana, eventId);

    const promote = await ana.sb.from('event_participants').update({ status: 'registered' })
      .eq('event_id', eventId).eq('user_id', ana.id).select('id');
    expect(promote.error?.code).toBe('42501');
    const unlock = await ana.sb.from('event_participants').update({ evaluation_status: 'evaluation_available' })
      .eq('event_id', eventId).eq('user_id', ana.id).select('id');
    expect(unlock.error?.code).toBe('42501');

    expect(await participation(eventId, ana.id)).toEqual({ status: 'pending', evaluation_status: 'pending' });
  });

  it('nobody can praise at an event they did not attend, nor praise someone who was not there', async () => {
    const eventId = await createEvent(organiser, { max_participants: 5 });
    await join(ana, eventId);
    await join(bia, eventId);
    await moveEventToPast(stack, eventId, 4);

    // Caio was not there.
    const outsider = await caio.sb.rpc('submit_evaluation', {
      p_event_id: eventId, p_praises: [{ user_id: ana.id, tag: 'habilidoso' }], p_comment: '',
    });
    expect(outsider.error?.message).toBe('Acesso Negado');
    expect(outsider.error?.details).toBe('Você só pode avaliar eventos dos quais participou.');

    // Ana attended but Caio did not: he cannot be praised there.
    const praiseAbsent = await ana.sb.rpc('submit_evaluation', {
      p_event_id: eventId, p_praises: [{ user_id: caio.id, tag: 'habilidoso' }], p_comment: '',
    });
    expect(praiseAbsent.error?.message).toBe('Só é possível elogiar jogadores que participaram do evento');

    // Writing reviews directly is not possible at all.
    const direct = await caio.sb.from('reviews').insert({
      event_id: eventId, reviewer_user_id: caio.id, reviewed_user_id: ana.id, review_type: 'player_praise', praise_tags: ['habilidoso'],
    });
    expect(direct.error?.code).toBe('42501');

    const { rows } = await stack.pool.query('select count(*)::int as n from public.reviews where event_id = $1', [eventId]);
    expect(rows[0].n).toBe(0);
    expect((await participation(eventId, ana.id)).evaluation_status).toBe('pending');
  });

  it('the organiser can neither close an event early, nor reopen a closed one, nor move it into the past', async () => {
    const status = async (eventId: string) =>
      (await stack.pool.query("select status, to_char(date, 'YYYY-MM-DD') as date from public.events where id = $1", [eventId])).rows[0];
    const upcoming = await createEvent(organiser);
    const early = await organiser.sb.from('events').update({ status: 'completed' }).eq('id', upcoming);
    expect(early.error?.message).toBe('O evento só pode ser encerrado depois de acontecer');
    const past = await organiser.sb.from('events').update({ date: '2020-01-01' }).eq('id', upcoming);
    expect(past.error?.message).toBe('A data do evento não pode estar no passado');
    expect(await status(upcoming)).toEqual({ status: 'active', date: dayOffset(3) });

    const finished = await createEvent(organiser);
    await join(caio, finished);
    await moveEventToPast(stack, finished, 4);
    expect((await caio.sb.rpc('open_due_evaluations')).data).toBe(1);
    expect((await status(finished)).status).toBe('completed');
    for (const next of ['active', 'paused', 'cancelled'] as const) {
      const reopen = await organiser.sb.from('events').update({ status: next }).eq('id', finished);
      expect(reopen.error?.message).toBe('Evento encerrado');
    }
    expect((await status(finished)).status).toBe('completed');
    // Its roster is history: nobody leaves or is removed afterwards.
    expect((await caio.sb.rpc('leave_event', { p_event_id: finished })).error?.message).toBe('Evento encerrado');
    const removed = await organiser.sb.from('event_participants').delete().eq('event_id', finished).eq('user_id', caio.id);
    expect(removed.error?.message).toBe('Evento encerrado');
    expect((await participation(finished, caio.id))?.status).toBe('registered');
    expect((await stack.pool.query('select participant_count from public.events where id = $1', [finished])).rows[0].participant_count).toBe(1);
    // Editing details of a finished event is still allowed.
    expect((await organiser.sb.from('events').update({ description: 'Foi ótimo' }).eq('id', finished)).error).toBeNull();
    // Deleting the whole event still takes its roster with it.
    expect((await organiser.sb.from('events').delete().eq('id', finished).select('id')).data).toHaveLength(1);
    expect(await participation(finished, caio.id)).toBeUndefined();
  });

  it("a user cannot replace or delete another user's image", async () => {
    const path = `${ana.id}/${ana.id}-1.png`;
    const up = await ana.sb.storage.from('event-images').upload(path, PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();

    const replaced = await bia.sb.storage.from('event-images').upload(path, Buffer.concat([PNG, Buffer.from('x')]), {
      contentType: 'image/png', upsert: true,
    });
    // Row Level Security refuses the row (storage-api's 403), not anything else going wrong
    const refusal = { status: 403, message: 'new row violates row-level security policy' };
    expect(replaced.error).toMatchObject(refusal);
    const updated = await bia.sb.storage.from('event-images').update(path, PNG, { contentType: 'image/png' });
    // an update finds no row it may change: storage-api answers as for a missing object
    expect(updated.error).toMatchObject({ status: 404, message: 'Object not found' });
    await bia.sb.storage.from('event-images').remove([path]);

    const download = await anonClient(stack).storage.from('event-images').download(path);
    expect(download.error).toBeNull();
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await ana.sb.storage.from('event-images').remove([path]);
    expect(removed.data).toHaveLength(1);
  });

  it("a search for '%' or '_' does not return everything", async () => {
    await createEvent(organiser, { title: 'Vôlei em São Paulo', location: 'Ginásio do Ibirapuera' });
    const visitor = anonClient(stack);
    for (const q of ['%', '_', '%%', '\\']) {
      const events = await visitor.rpc('search_events_normalized', { search_query: q });
      expect(events.error).toBeNull();
      expect(events.data).toEqual([]);
      const people = await visitor.rpc('search_profiles_normalized', { search_query: q });
      expect(people.data).toEqual([]);
    }
    const found = await visitor.rpc('search_events_normalized', { search_query: 'volei em sao paulo' });
    expect(found.data?.map((e) => e.title)).toEqual(['Vôlei em São Paulo']);
  });
});
