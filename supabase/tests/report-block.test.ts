// Report, block and remove (issue 46, point 5) in the database: each rule with the reason a caller
// reads, through REST and RPC as the app calls them, and through realtime for the comment wall.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@quadra/supabase/database-types';
import { anonClient, athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type TestStack } from './fixtures.js';

const CANNOT_JOIN = 'Não é possível participar deste evento';
const CANNOT_COMMENT = 'Não é possível comentar neste evento';
const CANNOT_INVITE = 'Não é possível convidar esta pessoa';

describe('report, block and remove', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  let troll: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda, troll] = await athletes(stack,
      ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Téo Troll']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const service = () => createClient<Database>(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const block = (who: Athlete, target: Athlete | string) =>
    who.sb.rpc('block_user', { p_user_id: typeof target === 'string' ? target : target.id });
  const unblock = (who: Athlete, target: Athlete) => who.sb.rpc('unblock_user', { p_user_id: target.id });
  const comment = async (who: Athlete, eventId: string, text: string) =>
    who.sb.from('event_comments').insert({ event_id: eventId, user_id: who.id, comment_text: text }).select('id').single();
  const wall = async (who: Athlete | null, eventId: string) => {
    const sb = who ? who.sb : anonClient(stack);
    const { data, error } = await sb.from('event_comments').select('comment_text, hidden_at').eq('event_id', eventId).order('created_at');
    expect(error).toBeNull();
    return data!.map((c) => c.comment_text);
  };
  const reportComment = (who: Athlete, commentId: string, reason = 'offensive', details: string | null = null) =>
    who.sb.rpc('report_comment', { p_comment_id: commentId, p_reason: reason, p_details: details ?? undefined });

  describe('blocking', () => {
    it('refuses oneself, nobody, and twice; unblocking someone not blocked; lists whom I blocked, newest first', async () => {
      expect((await block(ana, ana)).error?.message).toBe('Você não pode bloquear a si mesmo');
      expect((await block(ana, crypto.randomUUID())).error?.message).toBe('Usuário não encontrado');
      expect((await block(ana, troll)).error).toBeNull();
      expect((await block(ana, troll)).error?.message).toBe('Você já bloqueou esta pessoa');
      expect((await block(ana, duda)).error).toBeNull();
      const { data } = await ana.sb.rpc('list_blocked_users');
      expect(data!.map((r) => r.full_name)).toEqual(['Duda Alves', 'Téo Troll']);
      expect((await unblock(ana, duda)).error).toBeNull();
      expect((await unblock(ana, duda)).error?.message).toBe('Esta pessoa não está bloqueada');
      expect((await ana.sb.rpc('list_blocked_users')).data!.map((r) => r.user_id)).toEqual([troll.id]);
      expect((await anonClient(stack).rpc('block_user', { p_user_id: troll.id })).error?.code).toBe('42501');
      await unblock(ana, troll);
    });

    it('the blocked person never reads the block, nor may anyone write a block but through block_user', async () => {
      await block(bia, troll);
      expect((await troll.sb.from('user_blocks').select('*')).data).toEqual([]);
      expect((await bia.sb.from('user_blocks').select('blocked_id')).data).toEqual([{ blocked_id: troll.id }]);
      const forged = await troll.sb.from('user_blocks').insert({ blocker_id: troll.id, blocked_id: caio.id });
      expect(forged.error?.code).toBe('42501');
      await unblock(bia, troll);
    });

    it('a blocked athlete cannot join, ask to join or queue for the blocker\'s events; others still can', async () => {
      const [olga, teo, rui] = await athletes(stack, ['Olga Dona', 'Teo Bloqueado', 'Rui Livre']);
      await block(olga, teo);
      const open = await createEvent(olga, { title: 'Aberto' });
      const approval = await createEvent(olga, { title: 'Com aprovação', requires_approval: true });
      const full = await createEvent(olga, { title: 'Lotado', max_participants: 2 });
      for (const p of await athletes(stack, ['P1', 'P2'])) await join(p, full);
      for (const eventId of [open, approval, full]) {
        const refused = await teo.sb.rpc('join_event', { p_event_id: eventId });
        expect(refused.error?.message).toBe(CANNOT_JOIN);
        expect(refused.error?.code).toBe('P0001');
      }
      const rows = await stack.pool.query(
        `select (select count(*) from public.event_participants where user_id = $1)::int
              + (select count(*) from public.event_waiting_list where user_id = $1)::int as n`, [teo.id]);
      expect(rows.rows[0].n).toBe(0);
      expect((await rui.sb.rpc('join_event', { p_event_id: open })).error).toBeNull();
      // Someone else's event is not closed to him.
      expect((await teo.sb.rpc('join_event', { p_event_id: await createEvent(rui) })).error).toBeNull();
    });

    it('the event detail tells the blocked athlete (only him) that he cannot join', async () => {
      const [olga, teo, rui] = await athletes(stack, ['Olga Dois', 'Teo Dois', 'Rui Dois']);
      await block(olga, teo);
      const eventId = await createEvent(olga);
      const detail = async (sb: Athlete['sb']) => ((await sb.rpc('get_event_detail', { p_event_id: eventId })).data as { join_closed: boolean }).join_closed;
      expect(await detail(teo.sb)).toBe(true);
      expect(await detail(rui.sb)).toBe(false);
      expect(await detail(olga.sb)).toBe(false);
      expect(await detail(anonClient(stack))).toBe(false);
      await olga.sb.rpc('unblock_user', { p_user_id: teo.id });
      expect(await detail(teo.sb)).toBe(false);
      expect((await teo.sb.rpc('join_event', { p_event_id: eventId })).error).toBeNull();
    });

    it('blocking takes the person out of the line and the pending requests of my upcoming events, not out of a confirmed place', async () => {
      const [olga, teo] = await athletes(stack, ['Olga Três', 'Teo Três']);
      const queued = await createEvent(olga, { max_participants: 2 });
      for (const p of await athletes(stack, ['Q1', 'Q2'])) await join(p, queued);
      await join(teo, queued);
      const pending = await createEvent(olga, { requires_approval: true });
      await join(teo, pending);
      const confirmed = await createEvent(olga);
      await join(teo, confirmed);
      expect((await block(olga, teo)).error).toBeNull();
      const { rows } = await stack.pool.query(
        `select event_id, status from public.event_participants where user_id = $1
         union all select event_id, 'waiting' from public.event_waiting_list where user_id = $1`, [teo.id]);
      expect(rows).toEqual([{ event_id: confirmed, status: 'registered' }]);
      // Nor can an approval hand him a place later: there is no request left to approve.
      expect((await olga.sb.rpc('approve_participant', { p_event_id: pending, p_participant_id: teo.id })).error?.message)
        .toBe('Solicitação não encontrada');
    });

    it('a blocked athlete cannot comment on the blocker\'s events, through REST as the app does', async () => {
      const eventId = await createEvent(org);
      await block(org, troll);
      const refused = await comment(troll, eventId, 'Posso?');
      expect(refused.error?.message).toBe(CANNOT_COMMENT);
      expect(refused.error?.code).toBe('P0001');
      expect((await comment(ana, eventId, 'Eu posso')).error).toBeNull();
      await unblock(org, troll);
      expect((await comment(troll, eventId, 'Agora posso')).error).toBeNull();
    });

    it('a blocked athlete cannot invite the blocker, later or at creation; the blocker still can invite him', async () => {
      const [olga, teo] = await athletes(stack, ['Olga Quatro', 'Teo Quatro']);
      await block(olga, teo);
      const teosEvent = await createEvent(teo);
      const later = await teo.sb.rpc('invite_to_event', { p_event_id: teosEvent, p_invitees: [olga.id] });
      expect(later.error?.message).toBe(CANNOT_INVITE);
      expect((await stack.pool.query('select count(*)::int as n from public.event_invitations where invitee_id = $1', [olga.id])).rows[0].n).toBe(0);
      const atCreation = await teo.sb.rpc('create_event', { p_event: {
        title: 'Com convite', location: 'Quadra 1', date: dayOffset(4), time: '19:00:00', sport_name: 'futebol',
        min_participants: 2, max_participants: 10 }, p_invitees: [olga.id] });
      expect(atCreation.error?.message).toBe(CANNOT_INVITE);
      expect((await stack.pool.query(`select count(*)::int as n from public.events where title = 'Com convite'`)).rows[0].n).toBe(0);
      expect((await olga.sb.rpc('invite_to_event', { p_event_id: await createEvent(olga), p_invitees: [teo.id] })).error).toBeNull();
    });

    it('I no longer read the comments of whom I blocked; everyone else still does', async () => {
      const eventId = await createEvent(org);
      await comment(troll, eventId, 'Comentário do troll');
      await comment(bia, eventId, 'Comentário da Bia');
      await block(caio, troll);
      expect(await wall(caio, eventId)).toEqual(['Comentário da Bia']);
      expect(await wall(bia, eventId)).toEqual(['Comentário do troll', 'Comentário da Bia']);
      expect(await wall(null, eventId)).toEqual(['Comentário do troll', 'Comentário da Bia']);
      await unblock(caio, troll);
      expect(await wall(caio, eventId)).toEqual(['Comentário do troll', 'Comentário da Bia']);
    });

    it('realtime does not deliver to me a new comment of whom I blocked, and does deliver the others', async () => {
      const eventId = await createEvent(org);
      await block(duda, troll);
      await duda.sb.realtime.setAuth(duda.token);
      const received: string[] = [];
      const subscribed = new Promise<void>((resolve) => {
        duda.sb.channel(`wall-${eventId}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'event_comments', filter: `event_id=eq.${eventId}` },
            (change) => received.push((change.new as { comment_text: string }).comment_text))
          .subscribe((status) => status === 'SUBSCRIBED' && resolve());
      });
      await subscribed;
      await comment(troll, eventId, 'Do troll, ao vivo');
      await comment(ana, eventId, 'Da Ana, ao vivo');
      await expect.poll(() => received, { timeout: 5000 }).toContain('Da Ana, ao vivo');
      expect(received).toEqual(['Da Ana, ao vivo']);
      await duda.sb.removeAllChannels();
      await unblock(duda, troll);
    });
  });

  describe('reporting', () => {
    it('refuses a missing reason, an unknown one, \'Outro\' without a text, a long text, my own comment, a missing comment, and twice', async () => {
      const eventId = await createEvent(org);
      const { data } = await comment(troll, eventId, 'Algo ruim');
      const id = data!.id;
      expect((await reportComment(ana, id, '')).error?.message).toBe('Escolha o motivo da denúncia');
      expect((await reportComment(ana, id, 'chato')).error?.message).toBe('Escolha o motivo da denúncia');
      expect((await reportComment(ana, id, 'other', '   ')).error?.message).toBe('Descreva o motivo da denúncia');
      expect((await reportComment(ana, id, 'other', 'x'.repeat(501))).error?.message).toBe('A descrição deve ter no máximo 500 caracteres');
      expect((await reportComment(troll, id)).error?.message).toBe('Você não pode denunciar a si mesmo');
      expect((await reportComment(ana, crypto.randomUUID())).error?.message).toBe('Comentário não encontrado');
      expect((await reportComment(ana, id, 'other', 'Me xingou')).error).toBeNull();
      const again = await reportComment(ana, id, 'spam');
      expect(again.error?.message).toBe('Você já denunciou este comentário');
      expect(again.error?.code).toBe('P0001');
      expect((await anonClient(stack).rpc('report_comment', { p_comment_id: id, p_reason: 'spam' })).error?.code).toBe('42501');
    });

    it('a comment reported by 3 different athletes is hidden from everyone but its author', async () => {
      const eventId = await createEvent(org);
      const { data } = await comment(troll, eventId, 'Ofensa');
      await comment(bia, eventId, 'Normal');
      const id = data!.id;
      expect((await reportComment(ana, id)).data).toEqual({ hidden: false });
      expect((await reportComment(bia, id, 'harassment')).data).toEqual({ hidden: false });
      expect(await wall(caio, eventId)).toEqual(['Ofensa', 'Normal']);
      expect((await reportComment(caio, id, 'inappropriate')).data).toEqual({ hidden: true });
      for (const who of [ana, bia, caio, duda, org, null]) expect(await wall(who, eventId)).toEqual(['Normal']);
      expect(await wall(troll, eventId)).toEqual(['Ofensa', 'Normal']);
      // Hidden, it can no longer be reported by the others.
      expect((await reportComment(duda, id)).error?.message).toBe('Comentário não encontrado');
    });

    it('a hidden comment\'s change is delivered live to its author only', async () => {
      const eventId = await createEvent(org);
      const { data } = await comment(troll, eventId, 'Vai sumir');
      const id = data!.id;
      const seenBy = async (who: Athlete) => {
        await who.sb.realtime.setAuth(who.token);
        const got: string[] = [];
        await new Promise<void>((resolve) => {
          who.sb.channel(`hidden-${eventId}-${who.id}`)
            .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'event_comments', filter: `event_id=eq.${eventId}` },
              (change) => got.push((change.new as { comment_text: string }).comment_text))
            .subscribe((status) => status === 'SUBSCRIBED' && resolve());
        });
        return got;
      };
      const author = await seenBy(troll);
      const other = await seenBy(org);
      for (const who of [ana, bia, caio]) await reportComment(who, id);
      // Then a change everyone may read, so "nothing for the organiser" is not just "not yet".
      const { data: visible } = await comment(duda, eventId, 'Visível');
      await duda.sb.from('event_comments').update({ comment_text: 'Visível, editado' }).eq('id', visible!.id);
      await expect.poll(() => other, { timeout: 5000 }).toEqual(['Visível, editado']);
      await expect.poll(() => author, { timeout: 5000 }).toContain('Vai sumir');
      await troll.sb.removeAllChannels();
      await org.sb.removeAllChannels();
    });

    it('reports a profile once, never my own nor nobody', async () => {
      const report = (who: Athlete, target: string, reason = 'harassment', details?: string) =>
        who.sb.rpc('report_profile', { p_user_id: target, p_reason: reason, p_details: details });
      expect((await report(ana, ana.id)).error?.message).toBe('Você não pode denunciar a si mesmo');
      expect((await report(ana, crypto.randomUUID())).error?.message).toBe('Usuário não encontrado');
      expect((await report(ana, troll.id, 'other')).error?.message).toBe('Descreva o motivo da denúncia');
      expect((await report(ana, troll.id, 'other', 'Perfil falso')).error).toBeNull();
      expect((await report(ana, troll.id, 'spam')).error?.message).toBe('Você já denunciou este perfil');
    });

    it('reports are kept for review in a service_role view that no athlete reads', async () => {
      const [rep, target] = await athletes(stack, ['Relatora', 'Alvo Perfil']);
      await rep.sb.rpc('report_profile', { p_user_id: target.id, p_reason: 'spam' });
      const { data, error } = await service().from('content_reports_for_review').select('*').eq('reported_user_id', target.id);
      expect(error).toBeNull();
      expect(data).toMatchObject([{ target_kind: 'profile', reason: 'spam', reporter_name: 'Relatora', reported_name: 'Alvo Perfil',
        reports_on_target: 1, reviewed_at: null }]);
      expect((await rep.sb.from('content_reports_for_review').select('*')).error?.code).toBe('42501');
      expect((await rep.sb.from('content_reports').select('*')).error?.code).toBe('42501');
      expect((await anonClient(stack).from('content_reports_for_review').select('*')).error?.code).toBe('42501');
    });

    it('a reviewer restores a hidden comment by reviewing its reports', async () => {
      const eventId = await createEvent(org);
      const { data } = await comment(troll, eventId, 'Falso alarme');
      for (const who of [ana, bia, caio]) await reportComment(who, data!.id, 'spam');
      expect(await wall(ana, eventId)).toEqual([]);
      const admin = service();
      expect((await admin.from('content_reports').update({ reviewed_at: new Date().toISOString() }).eq('comment_id', data!.id)).error).toBeNull();
      expect((await admin.from('event_comments').update({ hidden_at: null }).eq('id', data!.id)).error).toBeNull();
      expect(await wall(ana, eventId)).toEqual(['Falso alarme']);
    });
  });

  describe('removing a comment', () => {
    it('the organiser removes any comment on his event; the report survives with what it said', async () => {
      const eventId = await createEvent(org);
      const { data } = await comment(troll, eventId, 'Removível');
      await reportComment(ana, data!.id, 'spam');
      expect((await org.sb.rpc('remove_comment', { p_comment_id: data!.id })).error).toBeNull();
      expect(await wall(ana, eventId)).toEqual([]);
      const { data: reports } = await service().from('content_reports_for_review').select('comment_id, comment_text')
        .eq('reporter_id', ana.id).eq('comment_text', 'Removível');
      expect(reports).toEqual([{ comment_id: null, comment_text: 'Removível' }]);
    });

    it('refuses someone else, and a comment that is not there', async () => {
      const eventId = await createEvent(org);
      const { data } = await comment(bia, eventId, 'Fica');
      const refused = await ana.sb.rpc('remove_comment', { p_comment_id: data!.id });
      expect(refused.error).toMatchObject({ message: 'Acesso Negado', details: 'Apenas o organizador do evento pode remover comentários.' });
      expect((await org.sb.rpc('remove_comment', { p_comment_id: crypto.randomUUID() })).error?.message).toBe('Comentário não encontrado');
      expect(await wall(ana, eventId)).toEqual(['Fica']);
      // The author removes her own.
      expect((await bia.sb.rpc('remove_comment', { p_comment_id: data!.id })).error).toBeNull();
    });
  });
});
