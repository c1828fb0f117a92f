// Issue 49: money totals in every payment state, and who reads a Pix key, for each kind of person.
// The organiser's totals (get_event_payments) and each player's own (get_my_payment) are what the
// screens 'Pagamentos' and 'Pagar com Pix' show; each is checked after every step a person takes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient, athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type Db, type TestStack,
} from '../fixtures.js';

const COST = { pix_key_type: 'email', pix_key: 'olga.pix@exemplo.com.br', recipient_name: 'Olga Souza', recipient_city: 'Manaus' };
const PIX = 'olga.pix@exemplo.com.br';

type Totals = { due_cents: number; shares_cents: number; received_cents: number; paid_cents: number; refund_cents: number; balance_cents: number };

describe('money and the Pix key', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  let stranger: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda, stranger] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Sérgio Estranho']);
  });
  afterAll(() => stack?.stop());

  const setCost = async (eventId: string, cost: Record<string, unknown>) => {
    const { error } = await org.sb.rpc('set_event_cost', { p_event_id: eventId, p_cost: { ...COST, ...cost } } as never);
    if (error) throw new Error(error.message);
  };
  const totals = async (eventId: string): Promise<Totals> => {
    const { data, error } = await org.sb.rpc('get_event_payments', { p_event_id: eventId });
    if (error) throw new Error(error.message);
    return (data as { totals: Totals }).totals;
  };
  const mine = async (who: Athlete, eventId: string) =>
    (await who.sb.rpc('get_my_payment', { p_event_id: eventId })).data as { amount_cents: number; paid_cents: number; owed_cents: number; status: string } | null;
  const owed = async (who: Athlete, eventId: string) => {
    const p = await mine(who, eventId);
    return p && { amount: p.amount_cents, paid: p.paid_cents, owed: p.owed_cents, status: p.status };
  };

  describe('totals in each payment state', () => {
    let eventId: string;
    const r = (who: Athlete) => who.sb.rpc('report_payment', { p_event_id: eventId });
    const confirm = (who: Athlete, received = true) => org.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: who.id, p_received: received });

    beforeAll(async () => {
      // R$ 100,00 among Ana, Bia and Caio: R$ 33,34 (the first registered), R$ 33,33, R$ 33,33.
      eventId = await createEvent(org, { title: 'Pelada dos totais', max_participants: 10 });
      for (const p of [ana, bia, caio]) await join(p, eventId);
      await setCost(eventId, { total_cents: 10000 });
    });

    it('pending: everything is owed, nothing paid, received or to give back', async () => {
      expect(await totals(eventId)).toEqual({ due_cents: 10000, shares_cents: 10000, received_cents: 0, paid_cents: 0, refund_cents: 0, balance_cents: 0 });
      expect(await owed(ana, eventId)).toEqual({ amount: 3334, paid: 0, owed: 3334, status: 'pending' });
      expect(await owed(bia, eventId)).toEqual({ amount: 3333, paid: 0, owed: 3333, status: 'pending' });
    });

    it("reported ('Já paguei'): counted as paid, not yet as received; the player owes nothing", async () => {
      expect((await r(ana)).error).toBeNull();
      expect(await totals(eventId)).toMatchObject({ paid_cents: 3334, received_cents: 0, refund_cents: 0, shares_cents: 10000 });
      expect(await owed(ana, eventId)).toEqual({ amount: 3334, paid: 3334, owed: 0, status: 'reported' });
      expect(await owed(bia, eventId)).toEqual({ amount: 3333, paid: 0, owed: 3333, status: 'pending' });
    });

    it("confirmed ('Confirmar recebimento'): received as well as paid", async () => {
      expect((await confirm(ana)).error).toBeNull();
      expect((await r(bia)).error).toBeNull();
      expect(await totals(eventId)).toMatchObject({ paid_cents: 6667, received_cents: 3334, refund_cents: 0 });
      expect(await owed(ana, eventId)).toMatchObject({ owed: 0, status: 'confirmed' });
    });

    it("un-confirmed ('Marcar como não recebido'): back to owed, out of paid and received", async () => {
      expect((await confirm(ana, false)).error).toBeNull();
      expect(await totals(eventId)).toMatchObject({ paid_cents: 3333, received_cents: 0, refund_cents: 0 });
      expect(await owed(ana, eventId)).toEqual({ amount: 3334, paid: 0, owed: 3334, status: 'pending' });
    });

    it("'A devolver': a fourth player joins after Ana paid R$ 33,34; her share is R$ 25,00 and R$ 8,34 go back to her", async () => {
      expect((await r(ana)).error).toBeNull();
      expect((await confirm(ana)).error).toBeNull();
      await join(duda, eventId);
      expect(await owed(ana, eventId)).toMatchObject({ amount: 2500, paid: 3334, owed: 0 });
      expect(await owed(duda, eventId)).toEqual({ amount: 2500, paid: 0, owed: 2500, status: 'pending' });
      // Bia reported R$ 33,33 before: R$ 8,33 back to her too.
      expect(await totals(eventId)).toEqual({ due_cents: 10000, shares_cents: 10000, received_cents: 3334, paid_cents: 6667, refund_cents: 834 + 833, balance_cents: 0 });
      // Caio leaves (he paid nothing): three payers again, each covered by what he paid.
      expect((await caio.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
      expect(await totals(eventId)).toMatchObject({ shares_cents: 10000, refund_cents: 0, paid_cents: 6667 });
      expect(await owed(ana, eventId)).toMatchObject({ amount: 3334, paid: 3334, owed: 0 });
    });

    it('split changed: a new total or a price per person recomputes every share; what was paid stays paid', async () => {
      // Ana, Bia and Duda: R$ 90,00 -> R$ 30,00 each; Ana paid 33,34 and Bia 33,33: both have something back.
      await setCost(eventId, { total_cents: 9000 });
      expect(await owed(ana, eventId)).toMatchObject({ amount: 3000, paid: 3334, owed: 0 });
      expect(await owed(duda, eventId)).toEqual({ amount: 3000, paid: 0, owed: 3000, status: 'pending' });
      expect(await totals(eventId)).toEqual({ due_cents: 9000, shares_cents: 9000, received_cents: 3334, paid_cents: 6667, refund_cents: 334 + 333, balance_cents: 0 });
      // R$ 40,00 per person: the due total is the sum of the shares; Ana owes R$ 6,66 more.
      await setCost(eventId, { total_cents: null, per_person_cents: 4000 });
      expect(await owed(ana, eventId)).toMatchObject({ amount: 4000, paid: 3334, owed: 666, status: 'pending' });
      expect(await totals(eventId)).toEqual({ due_cents: 12000, shares_cents: 12000, received_cents: 3334, paid_cents: 6667, refund_cents: 0, balance_cents: 0 });
    });
  });

  describe('who reads the Pix key', () => {
    let clubAdmin: Athlete;
    let clubMember: Athlete;
    let clubPlayer: Athlete;
    let requester: Athlete;
    let waiting: Athlete;
    let openEvent: string;
    let approvalEvent: string;
    let clubEvent: string;

    /** What a person learns of the key: through the table and through 'Pagar com Pix'. */
    async function keySeenBy(sb: Db, eventId: string) {
      const table = await sb.from('event_costs').select('pix_key').eq('event_id', eventId);
      const rpc = await sb.rpc('get_my_payment', { p_event_id: eventId });
      return {
        table: table.error ? table.error.code : (table.data ?? []).map((r) => r.pix_key),
        payment: rpc.error ? rpc.error.code : ((rpc.data as { pix_key?: string } | null)?.pix_key ?? null),
      };
    }
    const nothing = { table: [], payment: null };
    /** Whose shares of an event a person reads on the table (the organiser's 'Pagamentos' reads them all). */
    async function sharesSeenBy(sb: Db, eventId: string) {
      const { data, error } = await sb.from('event_payment_shares').select('user_id').eq('event_id', eventId);
      return error ? error.code : (data ?? []).map((r) => r.user_id).sort();
    }

    beforeAll(async () => {
      [clubAdmin, clubMember, clubPlayer, requester, waiting] = await athletes(stack, ['Alice Admin', 'Marcos Membro', 'Jonas Jogador', 'Rita Pedido', 'Wagner Espera']);
      openEvent = await createEvent(org, { title: 'Pelada lotada com Pix', max_participants: 1, min_participants: 1 });
      await join(ana, openEvent);
      expect(await join(waiting, openEvent)).toMatchObject({ status: 'waiting' });
      await setCost(openEvent, { total_cents: 2000 });
      approvalEvent = await createEvent(org, { title: 'Pelada com aprovação e Pix', requires_approval: true });
      expect(await join(requester, approvalEvent)).toMatchObject({ status: 'pending' });
      await setCost(approvalEvent, { total_cents: 2000 });

      const { data: clubId, error } = await org.sb.rpc('create_club', { p_club: { name: 'Clube do Pix', city: 'Manaus', avulsos_from_hours: 336 } });
      if (error) throw new Error(error.message);
      const token = ((await org.sb.rpc('get_club_invite', { p_club_id: clubId! })).data as { token: string }).token;
      for (const who of [clubAdmin, clubMember]) expect((await who.sb.rpc('join_club_by_invite', { p_token: token })).error).toBeNull();
      expect((await org.sb.rpc('set_club_member', { p_club_id: clubId!, p_user_id: clubAdmin.id, p_role: 'admin' })).error).toBeNull();
      const created = await org.sb.rpc('create_event_with_cost', {
        p_event: { title: 'Jogo do clube com Pix', location: 'Quadra do clube', sport_name: 'Futebol', date: dayOffset(4), time: '19:00:00', club_id: clubId },
        p_cost: { ...COST, total_cents: 3000 },
      } as never);
      if (created.error) throw new Error(created.error.message);
      clubEvent = created.data as string;
      // An avulso who plays (his moment, 336 h before, is past): the club's game has his share to read.
      // A mensalista would owe nothing on it: his month pays for it (issue 51).
      expect((await clubPlayer.sb.rpc('join_club_by_invite', { p_token: token })).error).toBeNull();
      expect((await org.sb.rpc('set_club_member', { p_club_id: clubId!, p_user_id: clubPlayer.id, p_kind: 'avulso' })).error).toBeNull();
      expect(await join(clubPlayer, clubEvent)).toMatchObject({ status: 'registered' });
    });

    it('a visitor reads no Pix key and no share: no privilege on the tables, no payment', async () => {
      const visitor = anonClient(stack);
      expect(await keySeenBy(visitor, openEvent)).toEqual({ table: '42501', payment: '42501' });
      expect(await sharesSeenBy(visitor, openEvent)).toBe('42501');
    });

    it('a stranger (signed in, no part in the event) reads no Pix key and no share', async () => {
      for (const id of [openEvent, approvalEvent, clubEvent]) {
        expect(await keySeenBy(stranger.sb, id)).toEqual(nothing);
        expect(await sharesSeenBy(stranger.sb, id)).toEqual([]);
      }
    });

    it('a requester awaiting approval reads no Pix key and no share, until approved: then his own share', async () => {
      expect(await keySeenBy(requester.sb, approvalEvent)).toEqual(nothing);
      expect(await sharesSeenBy(requester.sb, approvalEvent)).toEqual([]);
      expect((await org.sb.rpc('approve_participant', { p_event_id: approvalEvent, p_participant_id: requester.id })).error).toBeNull();
      expect(await keySeenBy(requester.sb, approvalEvent)).toEqual({ table: [PIX], payment: PIX });
      expect(await sharesSeenBy(requester.sb, approvalEvent)).toEqual([requester.id]);
    });

    it('an athlete on the waiting list reads no Pix key and no share, until a place is his', async () => {
      expect(await keySeenBy(waiting.sb, openEvent)).toEqual(nothing);
      expect(await sharesSeenBy(waiting.sb, openEvent)).toEqual([]);
      expect((await ana.sb.rpc('leave_event', { p_event_id: openEvent })).error).toBeNull();
      expect(await keySeenBy(waiting.sb, openEvent)).toEqual({ table: [PIX], payment: PIX });
      expect(await sharesSeenBy(waiting.sb, openEvent)).toEqual([waiting.id]);
      expect(await keySeenBy(ana.sb, openEvent)).toEqual(nothing);
      expect(await sharesSeenBy(ana.sb, openEvent)).toEqual([]);
    });

    it('a registered participant reads the key on the table and in his payment, and his own share only', async () => {
      const eventId = await createEvent(org, { title: 'Pelada aberta com Pix' });
      await setCost(eventId, { total_cents: 2000 });
      await join(bia, eventId);
      await join(caio, eventId);
      expect(await keySeenBy(bia.sb, eventId)).toEqual({ table: [PIX], payment: PIX });
      expect(await sharesSeenBy(bia.sb, eventId)).toEqual([bia.id]);
    });

    it('the organiser reads the key and every share (he is no payer: no payment of his own)', async () => {
      expect(await keySeenBy(org.sb, openEvent)).toEqual({ table: [PIX], payment: null });
      expect(await sharesSeenBy(org.sb, openEvent)).toContain(waiting.id);
    });

    it("a club's admin reads the key and the shares of the club's game; a member who is not playing does not", async () => {
      expect(await keySeenBy(clubAdmin.sb, clubEvent)).toEqual({ table: [PIX], payment: null });
      expect(await sharesSeenBy(clubAdmin.sb, clubEvent)).toEqual([clubPlayer.id]);
      expect(await keySeenBy(clubMember.sb, clubEvent)).toEqual(nothing);
      expect(await sharesSeenBy(clubMember.sb, clubEvent)).toEqual([]);
      expect(await keySeenBy(clubAdmin.sb, openEvent)).toEqual(nothing);
      expect(await sharesSeenBy(clubAdmin.sb, openEvent)).toEqual([]);
    });
  });
});
