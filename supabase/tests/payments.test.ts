// Issue 28: the cost of an event, split to the cent among its payers, paid with Pix outside Quadra
// and tracked as 'pending' -> 'reported' -> 'confirmed'. Every refusal is checked for its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import {
  anonClient, athletes, createEvent, dayOffset, createTestStack, join, moveEventToPast, type Athlete, type TestStack,
} from './fixtures.js';

type Cost = {
  total_cents?: number | string | null;
  per_person_cents?: number | string | null;
  include_organiser?: boolean;
  pix_key_type: string;
  pix_key: string;
  recipient_name: string;
  recipient_city: string;
};

const EMAIL_COST: Cost = {
  total_cents: 12000, pix_key_type: 'email', pix_key: 'Olga.Pix@Exemplo.com.br',
  recipient_name: 'Olga Souza', recipient_city: 'São Paulo',
};

describe('event payments', () => {
  let stack: TestStack;
  let org: Athlete;
  let players: readonly Athlete[];
  let outsider: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, outsider] = await athletes(stack, ['Olga Souza', 'Otto Fora']);
    players = await athletes(stack, ['Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves', 'Eva Nunes',
      'Fabio Reis', 'Gil Prado', 'Hugo Dias', 'Iris Melo', 'Joao Paz']);
  });
  afterAll(() => stack?.stop());

  const setCost = (who: Athlete, eventId: string, cost: Partial<Cost> | null) =>
    who.sb.rpc('set_event_cost', { p_event_id: eventId, p_cost: cost === null ? null : { ...EMAIL_COST, ...cost } } as never);

  async function costError(cost: Partial<Cost>): Promise<string | undefined> {
    const eventId = await createEvent(org);
    return (await setCost(org, eventId, cost)).error?.message;
  }

  /** An event whose first n players joined in order (so the split order is theirs). */
  async function eventWith(n: number, title = 'Pelada paga'): Promise<string> {
    const eventId = await createEvent(org, { title, max_participants: 20 });
    for (const p of players.slice(0, n)) await join(p, eventId);
    return eventId;
  }

  async function shares(eventId: string) {
    const { rows } = await stack.pool.query(
      `select user_id, amount_cents, paid_cents, status from public.event_payment_shares where event_id = $1`, [eventId]);
    return new Map(rows.map((r) => [r.user_id as string, r as { amount_cents: number; paid_cents: number; status: string }]));
  }

  const payments = async (eventId: string) => {
    const { data, error } = await org.sb.rpc('get_event_payments', { p_event_id: eventId });
    if (error) throw new Error(error.message);
    return data as { totals: Record<string, number>; shares: { user_id: string; amount_cents: number; status: string }[] };
  };

  describe('the cost and the Pix key', () => {
    it('only the organiser sets them', async () => {
      const eventId = await eventWith(1);
      const { error } = await setCost(players[0]!, eventId, {});
      expect(error?.message).toBe('Acesso Negado');
      expect(error?.details).toBe('Apenas o organizador pode definir o custo e a chave Pix.');
      // No direct writes at all, for anyone: the RPC is the only way in.
      const direct = await org.sb.from('event_costs').insert({ event_id: eventId, ...EMAIL_COST } as never);
      expect(direct.error?.code).toBe('42501');
      expect((await setCost(org, eventId, {})).error).toBeNull();
      const update = await org.sb.from('event_costs').update({ total_cents: 1 } as never).eq('event_id', eventId);
      expect(update.error?.code).toBe('42501');
    });

    it('validates each kind of Pix key by its own rule, with its reason', async () => {
      expect(await costError({ pix_key_type: 'cpf', pix_key: '529.982.247-24' })).toBe('CPF inválido');
      expect(await costError({ pix_key_type: 'cpf', pix_key: '111.111.111-11' })).toBe('CPF inválido');
      expect(await costError({ pix_key_type: 'cpf', pix_key: '529.982.247-25' })).toBeUndefined();
      expect(await costError({ pix_key_type: 'cnpj', pix_key: '11.222.333/0001-80' })).toBe('CNPJ inválido');
      expect(await costError({ pix_key_type: 'cnpj', pix_key: '11.222.333/0001-81' })).toBeUndefined();
      expect(await costError({ pix_key_type: 'email', pix_key: 'olga@exemplo' })).toBe('E-mail inválido');
      expect(await costError({ pix_key_type: 'email', pix_key: `${'a'.repeat(70)}@ex.com.br` })).toBe('E-mail inválido');
      expect(await costError({ pix_key_type: 'phone', pix_key: '11987654321' })).toBe('Celular inválido: use +55, DDD e o número');
      expect(await costError({ pix_key_type: 'phone', pix_key: '+55 11 3456-7890' })).toBe('Celular inválido: use +55, DDD e o número');
      expect(await costError({ pix_key_type: 'phone', pix_key: '+55 (11) 98765-4321' })).toBeUndefined();
      expect(await costError({ pix_key_type: 'random', pix_key: 'not-a-uuid' })).toBe('Chave aleatória inválida');
      expect(await costError({ pix_key_type: 'random', pix_key: '123E4567-E89B-42D3-A456-426614174000' })).toBeUndefined();
      expect(await costError({ pix_key_type: 'iban', pix_key: 'x' })).toBe('Tipo de chave Pix inválido');
    });

    it('keeps the key as the BR Code needs it, and the check constraint backs the rule up', async () => {
      const eventId = await createEvent(org);
      const { data } = await setCost(org, eventId, { pix_key_type: 'cpf', pix_key: '529.982.247-25' });
      expect(data).toMatchObject({ pix_key: '52998224725', total_cents: 12000 });
      // Even the database owner cannot store a CPF with wrong check digits.
      const bypass = stack.pool.query(`update public.event_costs set pix_key = '52998224724' where event_id = $1`, [eventId]);
      await expect(bypass).rejects.toMatchObject({ code: '23514', constraint: 'event_costs_pix_key_valid' });
    });

    it('refuses amounts that are not whole cents from R$ 0,01 to R$ 10.000,00, and a missing name or city', async () => {
      const range = 'O valor deve ser de R$ 0,01 a R$ 10.000,00';
      expect(await costError({ total_cents: 0 })).toBe(range);
      expect(await costError({ total_cents: 1000001 })).toBe(range);
      expect(await costError({ total_cents: '12.5' })).toBe(range);
      expect(await costError({ total_cents: -100 })).toBe(range);
      expect(await costError({ total_cents: 1000000 })).toBeUndefined();
      expect(await costError({ total_cents: 100, per_person_cents: 100 })).toBe('Informe o valor total ou o valor por pessoa');
      expect(await costError({ total_cents: null })).toBe('Informe o valor total ou o valor por pessoa');
      expect(await costError({ recipient_name: '  ' })).toBe('Nome de quem recebe: de 1 a 25 caracteres');
      expect(await costError({ recipient_name: 'N'.repeat(26) })).toBe('Nome de quem recebe: de 1 a 25 caracteres');
      expect(await costError({ recipient_city: 'Cidade muito longa' })).toBe('Cidade: de 1 a 15 caracteres');
    });

    it('the wizard creates the event and its cost in one transaction: a refused cost leaves no event', async () => {
      const event = { title: 'Futebol com custo', location: 'Quadra Central', sport_name: 'Futebol', date: dayOffset(60) };
      const bad = await org.sb.rpc('create_event_with_cost', { p_event: event, p_cost: { ...EMAIL_COST, pix_key: 'x' } } as never);
      expect(bad.error?.message).toBe('E-mail inválido');
      const { rows } = await stack.pool.query(`select count(*)::int as n from public.events where title = 'Futebol com custo'`);
      expect(rows[0].n).toBe(0);
      const good = await org.sb.rpc('create_event_with_cost', { p_event: event, p_cost: EMAIL_COST } as never);
      expect(good.error).toBeNull();
      const stored = await stack.pool.query('select total_cents from public.event_costs where event_id = $1', [good.data]);
      expect(stored.rows[0].total_cents).toBe(12000);
    });

    it('the Pix key is visible only to the organiser and the registered participants', async () => {
      const eventId = await eventWith(1);
      await setCost(org, eventId, {});
      const read = async (sb: Athlete['sb']) =>
        (await sb.from('event_costs').select('pix_key').eq('event_id', eventId)).data ?? [];
      expect(await read(org.sb)).toEqual([{ pix_key: 'olga.pix@exemplo.com.br' }]);
      expect(await read(players[0]!.sb)).toEqual([{ pix_key: 'olga.pix@exemplo.com.br' }]);
      expect(await read(outsider.sb)).toEqual([]);
      const visitor = await anonClient(stack).from('event_costs').select('pix_key').eq('event_id', eventId);
      expect(visitor.error?.code).toBe('42501');
      expect((await outsider.sb.rpc('get_my_payment', { p_event_id: eventId })).data).toBeNull();
    });
  });

  describe('the split', () => {
    it('R$ 100,00 among 3: R$ 33,34 + R$ 33,33 + R$ 33,33, the extra cent to the first registered; organiser out', async () => {
      const eventId = await eventWith(3);
      await setCost(org, eventId, { total_cents: 10000 });
      const s = await shares(eventId);
      expect(s.size).toBe(3);
      expect(s.get(players[0]!.id)?.amount_cents).toBe(3334);
      expect(s.get(players[1]!.id)?.amount_cents).toBe(3333);
      expect(s.get(players[2]!.id)?.amount_cents).toBe(3333);
      expect(s.has(org.id)).toBe(false);
    });

    it("'Incluir organizador na divisão': the organiser pays first (his share already his), the parts add up", async () => {
      const eventId = await eventWith(2);
      await setCost(org, eventId, { total_cents: 10000, include_organiser: true });
      const s = await shares(eventId);
      expect(s.get(org.id)).toMatchObject({ amount_cents: 3334, status: 'confirmed' });
      expect([...s.values()].reduce((sum, r) => sum + r.amount_cents, 0)).toBe(10000);
      expect((await payments(eventId)).totals).toMatchObject({ due_cents: 10000, received_cents: 3334, balance_cents: 0 });
    });

    it('per person: each payer owes the price; the due total is their sum', async () => {
      const eventId = await eventWith(4);
      await setCost(org, eventId, { total_cents: null, per_person_cents: 1500 });
      expect([...(await shares(eventId)).values()].map((r) => r.amount_cents)).toEqual([1500, 1500, 1500, 1500]);
      expect((await payments(eventId)).totals).toMatchObject({ due_cents: 6000, shares_cents: 6000 });
    });

    it('follows registrations, then attendance; a paid share follows too, and what it lacks is owed again', async () => {
      const eventId = await eventWith(10, 'Pelada com chamada');
      await setCost(org, eventId, { total_cents: 12000 });
      expect([...(await shares(eventId)).values()].every((r) => r.amount_cents === 1200)).toBe(true);

      // Game day: 8 present, 2 absent -> R$ 15,00 each among the 8; the absent owe nothing.
      await moveEventToPast(stack, eventId, 1);
      for (const [i, p] of players.entries()) {
        const mark = await org.sb.from('event_attendance').insert({ event_id: eventId, user_id: p.id, status: i < 8 ? 'present' : 'absent' } as never);
        expect(mark.error).toBeNull();
      }
      let s = await shares(eventId);
      expect(s.size).toBe(8);
      expect([...s.values()].every((r) => r.amount_cents === 1500)).toBe(true);

      // Ana pays R$ 15,00; then Hugo turns out absent: 120,00 / 7 = 17,15 for the first two registered
      // and 17,14 (12000 mod 7 = 2: Ana and Bia 17,15, the 5 others 17,14). Ana's share follows: R$ 2,15 are owed again, her R$ 15,00 still
      // counted as received; nothing is missing from the total.
      await players[0]!.sb.rpc('report_payment', { p_event_id: eventId });
      await org.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: players[0]!.id });
      await org.sb.from('event_attendance').update({ status: 'absent' } as never).eq('event_id', eventId).eq('user_id', players[7]!.id);
      s = await shares(eventId);
      expect(s.size).toBe(7);
      expect(s.get(players[0]!.id)).toMatchObject({ amount_cents: 1715, paid_cents: 1500, status: 'pending' });
      expect(players.slice(1, 7).map((p) => s.get(p.id)?.amount_cents)).toEqual([1715, 1714, 1714, 1714, 1714, 1714]);
      expect((await payments(eventId)).totals).toEqual({
        due_cents: 12000, shares_cents: 12000, received_cents: 1500, paid_cents: 1500, refund_cents: 0, balance_cents: 0,
      });
      expect((await players[0]!.sb.rpc('get_my_payment', { p_event_id: eventId })).data)
        .toMatchObject({ amount_cents: 1715, paid_cents: 1500, owed_cents: 215, status: 'pending' });

      // She pays the rest; Hugo was there after all: 8 payers again, R$ 15,00 each. Ana paid
      // R$ 17,15: her share is covered, and the organiser owes her R$ 2,15 back.
      expect((await players[0]!.sb.rpc('report_payment', { p_event_id: eventId })).data)
        .toEqual({ status: 'reported', amount_cents: 1715, paid_cents: 1715 });
      await org.sb.from('event_attendance').update({ status: 'present' } as never).eq('event_id', eventId).eq('user_id', players[7]!.id);
      s = await shares(eventId);
      expect(s.get(players[0]!.id)).toMatchObject({ amount_cents: 1500, paid_cents: 1715, status: 'reported' });
      expect((await payments(eventId)).totals).toMatchObject({ shares_cents: 12000, paid_cents: 1715, refund_cents: 215, balance_cents: 0 });
    });
  });

  describe('paying', () => {
    it("'Já paguei' marks only the caller's own share; a confirmed one cannot be undone by the player", async () => {
      const eventId = await eventWith(2);
      await setCost(org, eventId, { total_cents: 3000 });
      const [ana, bia] = players as [Athlete, Athlete];
      expect((await outsider.sb.rpc('report_payment', { p_event_id: eventId })).error?.message).toBe('Você não tem pagamento neste evento');
      expect((await ana.sb.rpc('report_payment', { p_event_id: eventId })).data).toEqual({ status: 'reported', amount_cents: 1500, paid_cents: 1500 });
      expect((await shares(eventId)).get(bia.id)?.status).toBe('pending');

      // No direct write: not his own share, not another's.
      const direct = await ana.sb.from('event_payment_shares').update({ status: 'confirmed' } as never).eq('event_id', eventId);
      expect(direct.error?.code).toBe('42501');

      const notOrganiser = await ana.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: ana.id });
      expect(notOrganiser.error?.message).toBe('Acesso Negado');
      expect(notOrganiser.error?.details).toBe('Apenas o organizador pode confirmar pagamentos.');

      expect((await org.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: ana.id })).data).toEqual({ status: 'confirmed', amount_cents: 1500, paid_cents: 1500 });
      expect((await ana.sb.rpc('report_payment', { p_event_id: eventId })).error?.message).toBe('Pagamento já confirmado pelo organizador');
      expect((await org.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: outsider.id })).error?.message).toBe('Pagamento não encontrado');

      // 'Marcar como não recebido': back to pending.
      expect((await org.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: ana.id, p_received: false })).data)
        .toEqual({ status: 'pending', amount_cents: 1500, paid_cents: 0 });
    });

    it('each player sees only his own share; the organiser sees all', async () => {
      const eventId = await eventWith(3);
      await setCost(org, eventId, { total_cents: 3000 });
      const mine = await players[1]!.sb.from('event_payment_shares').select('user_id').eq('event_id', eventId);
      expect(mine.data).toEqual([{ user_id: players[1]!.id }]);
      expect((await org.sb.from('event_payment_shares').select('user_id').eq('event_id', eventId)).data).toHaveLength(3);
      const other = await players[0]!.sb.rpc('get_event_payments', { p_event_id: eventId });
      expect(other.error?.message).toBe('Acesso Negado');
      expect(other.error?.details).toBe('Apenas o organizador pode ver os pagamentos.');
      const my = await players[0]!.sb.rpc('get_my_payment', { p_event_id: eventId });
      expect(my.data).toMatchObject({ amount_cents: 1000, status: 'pending', pix_key: 'olga.pix@exemplo.com.br', recipient_city: 'São Paulo' });
      expect((my.data as { txid: string }).txid).toMatch(/^[A-Z0-9]{25}$/);
    });
  });

  describe('what an attack found (issue 56)', () => {
    const myPayment = async (who: Athlete, eventId: string) => (await who.sb.rpc('get_my_payment', { p_event_id: eventId })).data;

    it("point 8: 'Já paguei' and then leaving (or being removed) no longer reads the share or the Pix key", async () => {
      const eventId = await eventWith(3);
      await setCost(org, eventId, { total_cents: 3000 });
      const [ana, bia] = players as [Athlete, Athlete];
      for (const p of [ana, bia]) expect((await p.sb.rpc('report_payment', { p_event_id: eventId })).error).toBeNull();
      expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
      expect((await org.sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', bia.id)).error).toBeNull();

      for (const p of [ana, bia]) {
        expect((await p.sb.from('event_costs').select('pix_key').eq('event_id', eventId)).data).toEqual([]);
        expect((await p.sb.from('event_payment_shares').select('amount_cents').eq('event_id', eventId)).data).toEqual([]);
        expect(await myPayment(p, eventId)).toBeNull();
        expect((await p.sb.rpc('report_payment', { p_event_id: eventId })).error?.message).toBe('Você não tem pagamento neste evento');
      }
      // The organiser still sees what each said he paid: now owed back to them.
      const s = await shares(eventId);
      expect(s.get(ana.id)).toMatchObject({ amount_cents: 0, paid_cents: 1000, status: 'reported' });
      expect(s.get(bia.id)).toMatchObject({ amount_cents: 0, paid_cents: 1000, status: 'reported' });
      expect(s.get(players[2]!.id)).toMatchObject({ amount_cents: 3000, paid_cents: 0 });
      expect((await payments(eventId)).totals).toMatchObject({ due_cents: 3000, shares_cents: 3000, paid_cents: 2000, refund_cents: 2000 });
    });

    it('point 9: reporting early while extra accounts inflate the split freezes nothing: the difference is owed', async () => {
      // Caio and his 5 extra accounts join an event of R$ 120,00 with Ana, Bia, Duda and Eva: 10 payers.
      const [ana, bia, caio, duda, eva, ...fakes] = players as Athlete[];
      const eventId = await createEvent(org, { title: 'Pelada inflada', max_participants: 20 });
      for (const p of [ana!, bia!, caio!, duda!, eva!, ...fakes]) await join(p, eventId);
      await setCost(org, eventId, { total_cents: 12000 });
      expect((await caio!.sb.rpc('report_payment', { p_event_id: eventId })).data)
        .toEqual({ status: 'reported', amount_cents: 1200, paid_cents: 1200 });
      for (const f of fakes) expect((await f.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();

      // 5 payers: R$ 24,00 each, Caio included; he paid R$ 12,00 and owes R$ 12,00 more.
      const s = await shares(eventId);
      expect(s.get(caio!.id)).toEqual({ user_id: caio!.id, amount_cents: 2400, paid_cents: 1200, status: 'pending' });
      expect([ana, bia, duda, eva].map((p) => s.get(p!.id)?.amount_cents)).toEqual([2400, 2400, 2400, 2400]);
      expect(await myPayment(caio!, eventId)).toMatchObject({ amount_cents: 2400, paid_cents: 1200, owed_cents: 1200, status: 'pending' });
      expect((await payments(eventId)).totals).toMatchObject({ due_cents: 12000, shares_cents: 12000, balance_cents: 0 });
    });

    it("point 11: one player's own 'Cheguei' changes nobody's share; the organiser's first mark does", async () => {
      const eventId = await eventWith(4, 'Pelada da chegada');
      await setCost(org, eventId, { total_cents: 8000 });
      await moveEventToPast(stack, eventId, 1);
      const [ana, bia] = players as [Athlete, Athlete];

      const cheguei = await ana.sb.from('event_attendance').insert({ event_id: eventId, user_id: ana.id, status: 'present' } as never);
      expect(cheguei.error).toBeNull();
      let s = await shares(eventId);
      expect(s.size).toBe(4);
      expect([...s.values()].map((r) => r.amount_cents)).toEqual([2000, 2000, 2000, 2000]);

      // The other side: the organiser marks Bia present; from then on the split is among the present
      // (Ana's own check-in counts): R$ 40,00 each, the others owe nothing.
      const mark = await org.sb.from('event_attendance').insert({ event_id: eventId, user_id: bia.id, status: 'present' } as never);
      expect(mark.error).toBeNull();
      s = await shares(eventId);
      expect(new Map([...s].map(([id, r]) => [id, r.amount_cents]))).toEqual(new Map([[ana.id, 4000], [bia.id, 4000]]));
    });
  });

  describe('the history', () => {
    it('records who did what and when, and nobody rewrites it — not even the database owner', async () => {
      const eventId = await eventWith(1);
      await setCost(org, eventId, { total_cents: 2000 });
      const ana = players[0]!;
      await ana.sb.rpc('report_payment', { p_event_id: eventId });
      await org.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: ana.id });
      const { data } = await org.sb.from('event_payment_history').select('action, actor_id, user_id, amount_cents, created_at')
        .eq('event_id', eventId).order('id');
      expect(data?.map((r) => [r.action, r.actor_id, r.user_id, r.amount_cents])).toEqual([
        ['cost_set', org.id, null, 2000],
        ['share_created', org.id, ana.id, 2000],
        ['reported', ana.id, ana.id, 2000],
        ['confirmed', org.id, ana.id, 2000],
      ]);
      expect(data?.every((r) => typeof r.created_at === 'string')).toBe(true);
      // The player reads his own lines only.
      expect((await ana.sb.from('event_payment_history').select('action').eq('event_id', eventId)).data).toHaveLength(3);

      expect((await org.sb.from('event_payment_history').update({ amount_cents: 1 } as never).eq('event_id', eventId)).error?.code).toBe('42501');
      expect((await org.sb.from('event_payment_history').delete().eq('event_id', eventId)).error?.code).toBe('42501');
      await expect(stack.pool.query('update public.event_payment_history set amount_cents = 1 where event_id = $1', [eventId]))
        .rejects.toMatchObject({ message: 'O histórico de pagamentos não pode ser alterado' });
      await expect(stack.pool.query('delete from public.event_payment_history where event_id = $1', [eventId]))
        .rejects.toMatchObject({ message: 'O histórico de pagamentos não pode ser alterado' });

      // Deleting the event takes its payments and history with it.
      expect((await org.sb.from('events').delete().eq('id', eventId)).error).toBeNull();
      const { rows } = await stack.pool.query('select count(*)::int as n from public.event_payment_history where event_id = $1', [eventId]);
      expect(rows[0].n).toBe(0);
    });
  });

  describe("'Pagamento pendente'", () => {
    const service = () => createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never },
    });

    /** p_now = the event's date + days, at hh:mm in São Paulo. */
    async function at(eventId: string, days: number, time: string): Promise<string> {
      const { rows } = await stack.pool.query(
        `select ((date + $2::int) + $3::time) at time zone 'America/Sao_Paulo' as t from public.events where id = $1`,
        [eventId, days, time]);
      return (rows[0].t as Date).toISOString();
    }

    async function runAt(when: string) {
      const { data, error } = await service().rpc('run_scheduled_jobs', { p_now: when });
      if (error) throw new Error(error.message);
      return data as Record<string, number>;
    }

    const reminders = async (eventId: string) => (await stack.pool.query(
      `select user_id, title, message, data ->> 'reminder' as kind from public.notifications
       where type = 'payment_reminder' and data ->> 'event_id' = $1`, [eventId])).rows;

    it('the day after the game and three days later, to those still pending — never more than twice', async () => {
      const eventId = await eventWith(3, 'Futsal de quinta');
      // A day of its own, so the run's count is this event's.
      expect((await org.sb.from('events').update({ date: dayOffset(9) }).eq('id', eventId)).error).toBeNull();
      await setCost(org, eventId, { total_cents: 4500 });
      const [ana, bia, caio] = players as [Athlete, Athlete, Athlete];
      await caio.sb.rpc('report_payment', { p_event_id: eventId });

      await runAt(await at(eventId, 0, '23:59'));
      await runAt(await at(eventId, 1, '09:59'));
      expect(await reminders(eventId)).toHaveLength(0);

      expect((await runAt(await at(eventId, 1, '10:00'))).payment_reminders).toBe(2);
      let sent = await reminders(eventId);
      expect(sent.map((r) => r.user_id).sort()).toEqual([ana.id, bia.id].sort());
      expect(sent[0]).toMatchObject({ title: 'Pagamento pendente', message: 'Falta pagar R$ 15,00 do evento "Futsal de quinta".', kind: 'day_after' });

      for (const [day, time] of [[1, '10:01'], [2, '12:00'], [3, '10:00'], [4, '09:59']] as const) await runAt(await at(eventId, day, time));
      expect(await reminders(eventId)).toHaveLength(2);

      // Bia pays in between: only Ana is reminded again, on day 4.
      await bia.sb.rpc('report_payment', { p_event_id: eventId });
      expect((await runAt(await at(eventId, 4, '10:00'))).payment_reminders).toBe(1);
      for (const [day, time] of [[4, '10:00'], [5, '10:00'], [6, '20:00'], [7, '10:00'], [10, '10:00'], [30, '10:00']] as const) {
        await runAt(await at(eventId, day, time));
      }
      sent = await reminders(eventId);
      expect(sent.filter((r) => r.user_id === ana.id).map((r) => r.kind)).toEqual(['day_after', 'three_days_later']);
      expect(sent.filter((r) => r.user_id === bia.id)).toHaveLength(1);
      expect(sent.filter((r) => r.user_id === caio.id || r.user_id === org.id)).toHaveLength(0);
    });

    it('asks for what is left: a share the split raised after \'Já paguei\' is reminded of the difference', async () => {
      const eventId = await eventWith(3, 'Vôlei de sábado');
      expect((await org.sb.from('events').update({ date: dayOffset(11) }).eq('id', eventId)).error).toBeNull();
      await setCost(org, eventId, { total_cents: 4500 });
      const [ana, bia, caio] = players as [Athlete, Athlete, Athlete];
      await ana.sb.rpc('report_payment', { p_event_id: eventId });
      await caio.sb.rpc('leave_event', { p_event_id: eventId }); // 2 payers: R$ 22,50 each

      await runAt(await at(eventId, 1, '10:00'));
      const sent = await reminders(eventId);
      expect(Object.fromEntries(sent.map((r) => [r.user_id, r.message]))).toEqual({
        [ana.id]: 'Falta pagar R$ 7,50 do evento "Vôlei de sábado".',
        [bia.id]: 'Falta pagar R$ 22,50 do evento "Vôlei de sábado".',
      });
    });

    it('a cancelled event reminds nobody', async () => {
      const eventId = await eventWith(1, 'Cancelado');
      await setCost(org, eventId, { total_cents: 1000 });
      await org.sb.from('events').update({ status: 'cancelled' }).eq('id', eventId);
      await runAt(await at(eventId, 1, '10:00'));
      expect(await reminders(eventId)).toHaveLength(0);
    });
  });
});
