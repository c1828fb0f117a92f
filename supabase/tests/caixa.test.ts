// The club's caixa (issue 51) in the database: only admins write the ledger, a member reads only his
// own lines and the club's totals, nothing updates or deletes a line (a correction is a reversal),
// each refusal with its pt-BR reason; the scheduler charges each month's dues and each game exactly
// once, on the club's clock, under concurrent runs; reminders at their exact moments, at most three
// per charge, within push preferences; the weekly summary; 'Só joga quem está em dia'; the bank
// statement's credits recorded once. A property test drives thousands of random sequences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type pg from 'pg';
import { athletes, createTestStack, dayOffset, type Athlete, type TestStack } from './fixtures.js';

type RpcError = { message: string; details?: string | null; code?: string } | null;
const reason = (e: RpcError) => [e?.message ?? null, e?.details ?? null];

/** 'YYYY-MM' of the month `n` months after this one. */
function monthAhead(n: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}
/** The date `days` after `ymd` (yyyy-mm-dd). */
function plusDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('the club caixa', () => {
  let stack: TestStack;
  let ana: Athlete; // owner, admin
  let bruno: Athlete; // admin
  let carla: Athlete; // mensalista
  let diego: Athlete; // mensalista
  let elisa: Athlete; // avulsa
  let fora: Athlete; // not a member

  beforeAll(async () => {
    stack = await createTestStack();
    [ana, bruno, carla, diego, elisa, fora] = await athletes(stack,
      ['Ana Dona', 'Bruno Admin', 'Carla Mensal', 'Diego Mensal', 'Elisa Avulsa', 'Fábio Fora']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  const q = async (sql: string, args: unknown[] = []) => (await stack.pool.query(sql, args)).rows;
  let clubCount = 0;

  async function invite(admin: Athlete, clubId: string): Promise<string> {
    const { data, error } = await admin.sb.rpc('get_club_invite', { p_club_id: clubId });
    if (error) throw new Error(error.message);
    return (data as { token: string }).token;
  }
  async function member(clubId: string, who: Athlete, role: 'admin' | 'member', kind: 'mensalista' | 'avulso') {
    const joined = await who.sb.rpc('join_club_by_invite', { p_token: await invite(ana, clubId) });
    if (joined.error) throw new Error(joined.error.message);
    const set = await ana.sb.rpc('set_club_member', { p_club_id: clubId, p_user_id: who.id, p_role: role, p_kind: kind });
    if (set.error) throw new Error(set.error.message);
  }
  /** A club of Ana's: Bruno admin, Carla and Diego mensalistas, Elisa avulsa, the caixa set (R$ 80,00 on day 10, R$ 20,00 a game). */
  async function club(settings: Record<string, unknown> = {}): Promise<string> {
    clubCount += 1;
    const { data: clubId, error } = await ana.sb.rpc('create_club', { p_club: { name: `Caixa FC ${clubCount}`, avulsos_from_hours: 336 } });
    if (error) throw new Error(error.message);
    await member(clubId!, bruno, 'admin', 'avulso');
    await member(clubId!, carla, 'member', 'mensalista');
    await member(clubId!, diego, 'member', 'mensalista');
    await member(clubId!, elisa, 'member', 'avulso');
    const set = await ana.sb.rpc('set_club_caixa', { p_club_id: clubId!, p_settings: {
      dues_cents: 8000, dues_day: 10, game_price_cents: 2000, time_zone: 'America/Manaus',
      pix_key_type: 'email', pix_key: 'caixa@quadra.dev', recipient_name: 'Ana Dona', recipient_city: 'Manaus', ...settings } });
    if (set.error) throw new Error(set.error.message);
    return clubId!;
  }
  const chargeDues = async (clubId: string, at: string) =>
    (await q('select public.charge_club_dues($1, $2::timestamptz) as n', [clubId, at]))[0].n as number;
  const run = async (at: string) => (await q('select public.run_scheduled_jobs($1::timestamptz) as r', [at]))[0].r;
  const balance = async (who: Athlete, clubId: string) =>
    ((await who.sb.rpc('get_my_club_account', { p_club_id: clubId })).data as { balance_cents: number }).balance_cents;
  const lines = async (clubId: string) =>
    q(`select kind, user_id, amount_cents, cash_delta, member_delta, reverses_id from public.club_ledger where club_id = $1 order by seq`, [clubId]);

  describe('prices', () => {
    it('only admins set them, each bad value refused for its reason, nothing written', async () => {
      const clubId = await club();
      expect(reason((await carla.sb.rpc('set_club_caixa', { p_club_id: clubId, p_settings: { dues_cents: 1 } })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores podem mudar o caixa.']);
      expect(reason((await fora.sb.rpc('set_club_caixa', { p_club_id: clubId, p_settings: { dues_cents: 1 } })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores podem mudar o caixa.']);
      const bad: [Record<string, string | number>, string][] = [
        [{ dues_cents: 0 }, 'O valor deve ser de R$ 0,01 a R$ 10.000,00'],
        [{ game_price_cents: '12,50' }, 'O valor deve ser de R$ 0,01 a R$ 10.000,00'],
        [{ dues_day: 31 }, 'O vencimento deve ser um dia de 1 a 28'],
        [{ time_zone: 'Lua/Base' }, 'Fuso horário inválido'],
        [{ pix_key_type: 'cpf', pix_key: '111.111.111-11', recipient_name: 'Ana', recipient_city: 'Manaus' }, 'CPF inválido'],
        [{ pix_key_type: 'email', pix_key: 'a@b.co', recipient_name: '', recipient_city: 'Manaus' }, 'Nome de quem recebe: de 1 a 25 caracteres'],
      ];
      for (const [settings, message] of bad) {
        expect(reason((await bruno.sb.rpc('set_club_caixa', { p_club_id: clubId, p_settings: settings })).error)[0]).toBe(message);
      }
      expect(await q('select dues_cents, dues_day, game_price_cents, time_zone, pix_key from public.club_caixa where club_id = $1', [clubId]))
        .toEqual([{ dues_cents: 8000, dues_day: 10, game_price_cents: 2000, time_zone: 'America/Manaus', pix_key: 'caixa@quadra.dev' }]);
      // members read them (their Pix pays that key); outsiders do not
      expect((await carla.sb.from('club_caixa').select('dues_cents').eq('club_id', clubId)).data).toEqual([{ dues_cents: 8000 }]);
      expect((await fora.sb.from('club_caixa').select('dues_cents').eq('club_id', clubId)).data).toEqual([]);
    });
  });

  describe('the ledger', () => {
    it("only admins write 'Saída' and 'Entrada', each refusal for its reason", async () => {
      const clubId = await club();
      const add = (who: Athlete, kind: string, cents: number, description: string, on?: string) =>
        who.sb.rpc('add_club_movement', { p_club_id: clubId, p_kind: kind, p_amount_cents: cents, p_description: description, p_occurred_on: on });
      expect(reason((await add(carla, 'expense', 30000, 'Aluguel da quadra')).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores lançam no caixa.']);
      expect(reason((await add(fora, 'expense', 30000, 'Aluguel da quadra')).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores lançam no caixa.']);
      expect(reason((await add(bruno, 'gift', 100, 'x')).error)[0]).toBe('Escolha Entrada ou Saída');
      expect(reason((await add(bruno, 'expense', 0, 'Bola')).error)[0]).toBe('O valor deve ser de R$ 0,01 a R$ 1.000.000,00');
      expect(reason((await add(bruno, 'expense', 100, '  ')).error)[0]).toBe('Informe a descrição');
      expect(reason((await add(bruno, 'expense', 100, 'Bola', dayOffset(5))).error)[0]).toBe('A data não pode estar no futuro');
      expect(await lines(clubId)).toEqual([]);

      expect((await add(bruno, 'expense', 30000, 'Aluguel da quadra')).error).toBeNull();
      expect((await add(ana, 'income', 5000, 'Patrocínio da padaria')).error).toBeNull();
      const { data } = await ana.sb.rpc('get_club_caixa', { p_club_id: clubId });
      expect(data).toMatchObject({ cash_cents: -25000, month: { income_cents: 5000, expense_cents: 30000, balance_cents: -25000 } });
      // nobody writes the table directly
      const direct = await ana.sb.from('club_ledger').insert({ club_id: clubId, kind: 'income', amount_cents: 100, occurred_on: dayOffset(0) } as never);
      expect(direct.error?.code).toBe('42501');
    });

    it('no line is ever updated or deleted, not even by the owner of the table: a reversal corrects it', async () => {
      const clubId = await club();
      const { data: id } = await ana.sb.rpc('add_club_movement', { p_club_id: clubId, p_kind: 'expense', p_amount_cents: 4990, p_description: 'Bola nova' });
      for (const sql of ['update public.club_ledger set amount_cents = 1 where id = $1', 'delete from public.club_ledger where id = $1']) {
        await expect(q(sql, [id])).rejects.toMatchObject({ message: 'O caixa não pode ser alterado', code: 'P0001' });
      }
      expect((await ana.sb.from('club_ledger').update({ amount_cents: 1 } as never).eq('id', id!)).error?.code).toBe('42501');
      expect(reason((await carla.sb.rpc('reverse_club_entry', { p_entry_id: id! })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores estornam lançamentos.']);
      const { data: reversal, error } = await bruno.sb.rpc('reverse_club_entry', { p_entry_id: id! });
      expect(error).toBeNull();
      expect(reason((await bruno.sb.rpc('reverse_club_entry', { p_entry_id: id! })).error)[0]).toBe('Este lançamento já foi estornado');
      expect(reason((await bruno.sb.rpc('reverse_club_entry', { p_entry_id: reversal! })).error))
        .toEqual(['Um estorno não pode ser estornado', 'Para desfazer um estorno, lance o valor de novo.']);
      expect(await lines(clubId)).toEqual([
        { kind: 'expense', user_id: null, amount_cents: 4990, cash_delta: -4990, member_delta: 0, reverses_id: null },
        { kind: 'expense', user_id: null, amount_cents: 4990, cash_delta: 4990, member_delta: 0, reverses_id: String(id) },
      ]);
      expect((await ana.sb.rpc('get_club_caixa', { p_club_id: clubId })).data).toMatchObject({ cash_cents: 0 });
    });

    it('the running balances are checked against the sum of the lines', async () => {
      const clubId = await club();
      await ana.sb.rpc('add_club_movement', { p_club_id: clubId, p_kind: 'income', p_amount_cents: 1000, p_description: 'Rifa' });
      // a line slipped in with the triggers off (as a broken import would) leaves the balances wrong:
      // the next line's check refuses to commit
      const client = await stack.pool.connect();
      try {
        await client.query('set session_replication_role = replica');
        await client.query(`insert into public.club_ledger (club_id, seq, kind, amount_cents, cash_delta, member_delta, cash_after, occurred_on, description)
                            values ($1, 2, 'income', 500, 500, 0, 999, current_date, 'Fora do caixa')`, [clubId]);
      } finally {
        await client.query('set session_replication_role = origin');
        client.release();
      }
      const { error } = await ana.sb.rpc('add_club_movement', { p_club_id: clubId, p_kind: 'income', p_amount_cents: 1000, p_description: 'Rifa 2' });
      expect(reason(error)[0]).toBe('O caixa não fecha');
    });
  });

  describe('charges by the scheduler', () => {
    it("each month's dues on the due day of the club's clock, to each mensalista, once under concurrent runs", async () => {
      const clubId = await club();
      const month = monthAhead(1);
      expect(await chargeDues(clubId, `${month}-09 23:59:59-04`)).toBe(0); // Manaus: still the 9th
      expect(await chargeDues(clubId, `${month}-10 03:59:59+00`)).toBe(0); // 23:59:59 of the 9th in Manaus
      const at = `${month}-10 04:00:00+00`; // midnight of the 10th in Manaus
      const runs = await Promise.all([run(at), run(at), chargeDues(clubId, at), chargeDues(clubId, at)]);
      expect(runs).toHaveLength(4);
      expect(await q(`select user_id, amount_cents, occurred_on::text, period::text, description from public.club_ledger
                      where club_id = $1 and kind = 'dues' order by user_id`, [clubId]))
        .toEqual([carla, diego].map((a) => a.id).sort().map((id) => ({ user_id: id, amount_cents: 8000,
          occurred_on: `${month}-10`, period: `${month}-01`, description: `Mensalidade ${month.slice(5)}/${month.slice(0, 4)}` })));
      expect(await chargeDues(clubId, `${month}-25 12:00:00-04`)).toBe(0);
      expect(await balance(carla, clubId)).toBe(-8000);
      expect(await balance(elisa, clubId)).toBe(0);
    });

    it('a completed game charges its avulsos the price, its mensalistas and organiser nothing; a game with its own cost keeps the split without mensalistas', async () => {
      const clubId = await club();
      await q(`update public.club_caixa set charges_from = now() - interval '30 days' where club_id = $1`, [clubId]);
      const game = async (title: string) => {
        const { data, error } = await ana.sb.rpc('create_event_with_cost', { p_event: {
          title, location: 'Quadra do Parque', sport_name: 'Futebol', date: dayOffset(3), time: '19:00:00', max_participants: 10, club_id: clubId } });
        if (error) throw new Error(error.message);
        return data!;
      };
      const eventId = await game('Pelada de Terça');
      for (const a of [elisa, fora]) expect((await a.sb.rpc('join_event', { p_event_id: eventId })).error).toBeNull();
      await q(`update public.events set date = ((now() - interval '4 hours') at time zone time_zone)::date,
                 time = ((now() - interval '4 hours') at time zone time_zone)::time(0) where id = $1`, [eventId]);
      const now = new Date().toISOString();
      await Promise.all([run(now), run(now), q('select public.charge_club_game($1)', [eventId])]);
      expect(await q(`select user_id, amount_cents from public.club_ledger where event_id = $1 order by user_id`, [eventId]))
        .toEqual([elisa, fora].map((a) => a.id).sort().map((id) => ({ user_id: id, amount_cents: 2000 })));
      expect(await balance(elisa, clubId)).toBe(-2000);

      const withCost = await game('Pelada com custo');
      expect((await elisa.sb.rpc('join_event', { p_event_id: withCost })).error).toBeNull();
      expect((await ana.sb.rpc('set_event_cost', { p_event_id: withCost, p_cost: { total_cents: 9000, pix_key_type: 'email',
        pix_key: 'caixa@quadra.dev', recipient_name: 'Ana', recipient_city: 'Manaus' } })).error).toBeNull();
      expect(await q('select user_id, amount_cents from public.event_payment_shares where event_id = $1', [withCost]))
        .toEqual([{ user_id: elisa.id, amount_cents: 9000 }]); // Carla and Diego (mensalistas) pay nothing
    });
  });

  describe('paying', () => {
    it("a member sees what he owes with one Pix code, says 'Já paguei', an admin confirms: 'Em dia'", async () => {
      const clubId = await club();
      const month = monthAhead(1);
      await chargeDues(clubId, `${month}-10 12:00:00-04`);
      await chargeDues(clubId, `${monthAhead(2)}-10 12:00:00-04`);
      const { data: mine } = await carla.sb.rpc('get_my_club_account', { p_club_id: clubId });
      const account = mine as { balance_cents: number; open_charges: unknown[]; pix: { txid: string; amount_cents: number; pix_key: string } };
      expect(account.balance_cents).toBe(-16000);
      expect(account.open_charges).toHaveLength(2);
      expect(account.pix).toMatchObject({ amount_cents: 16000, pix_key: 'caixa@quadra.dev' });
      // the agreed txid: 'QCD' + the last due day it covers + the member's key (what matchCredits reads first)
      expect(account.pix.txid).toBe(`QCD${monthAhead(2).replace('-', '')}10${carla.id.replaceAll('-', '').slice(0, 14).toUpperCase()}`);
      // the same charges, the same code; another member, another code
      expect(((await carla.sb.rpc('get_my_club_account', { p_club_id: clubId })).data as typeof account).pix.txid).toBe(account.pix.txid);
      expect(((await diego.sb.rpc('get_my_club_account', { p_club_id: clubId })).data as typeof account).pix.txid).not.toBe(account.pix.txid);
      // he reads his own lines only; outsiders nothing
      expect((await carla.sb.from('club_ledger').select('user_id').eq('club_id', clubId)).data).toEqual([{ user_id: carla.id }, { user_id: carla.id }]);
      expect((await fora.sb.from('club_ledger').select('id').eq('club_id', clubId)).data).toEqual([]);
      expect(reason((await fora.sb.rpc('get_my_club_account', { p_club_id: clubId })).error)[0]).toBe('Clube não encontrado');
      expect(reason((await carla.sb.rpc('get_club_caixa', { p_club_id: clubId })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores veem o caixa do clube.']);
      expect(reason((await elisa.sb.rpc('report_club_payment', { p_club_id: clubId })).error)[0]).toBe('Você está em dia');

      expect((await carla.sb.rpc('report_club_payment', { p_club_id: clubId })).data).toMatchObject({ txid: account.pix.txid, amount_cents: 16000 });
      expect(await q(`select message from public.notifications where user_id = $1 and data ->> 'club_id' = $2 and title = 'Pagamento informado'`, [bruno.id, clubId]))
        .toEqual([{ message: 'Carla Mensal informou que pagou R$ 160,00.' }]);
      expect(reason((await carla.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: carla.id })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores confirmam pagamentos.']);
      expect((await bruno.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: carla.id })).data).toMatchObject({ amount_cents: 16000 });
      expect(await balance(carla, clubId)).toBe(0);
      expect(reason((await bruno.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: carla.id })).error)[0]).toBe('Este membro está em dia');
      // a paid charge is not reversed before its payment
      const [charge] = await q(`select id from public.club_ledger where club_id = $1 and user_id = $2 and kind = 'dues' order by id limit 1`, [clubId, carla.id]);
      expect(reason((await ana.sb.rpc('reverse_club_entry', { p_entry_id: charge.id })).error))
        .toEqual(['Esta cobrança já foi paga', 'Estorne o pagamento antes de estornar a cobrança.']);
      const { data: caixa } = await ana.sb.rpc('get_club_caixa', { p_club_id: clubId });
      expect(caixa).toMatchObject({ cash_cents: 16000 });
      expect((caixa as { members: { user_id: string; balance_cents: number }[] }).members
        .map((m) => [m.user_id, m.balance_cents]).sort()).toEqual([[ana.id, 0], [bruno.id, 0], [carla.id, 0], [diego.id, -16000], [elisa.id, 0]].sort());
    });

    it("'Saldo do caixa' and the member's 'Saldo' in each state: charged, 'Já paguei', confirmed, un-confirmed (payment reversed), charge reversed, price changed", async () => {
      const clubId = await club();
      const totals = async () => ({
        cash: ((await ana.sb.rpc('get_club_caixa', { p_club_id: clubId })).data as { cash_cents: number }).cash_cents,
        carla: await balance(carla, clubId),
      });
      const month = monthAhead(1);
      await chargeDues(clubId, `${month}-10 12:00:00-04`);
      expect(await totals()).toEqual({ cash: 0, carla: -8000 }); // pending: 'Devendo R$ 80,00'
      expect((await carla.sb.rpc('report_club_payment', { p_club_id: clubId })).error).toBeNull();
      expect(await totals()).toEqual({ cash: 0, carla: -8000 }); // reported: owed until an admin confirms
      const { data: paid } = await bruno.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: carla.id });
      expect(await totals()).toEqual({ cash: 8000, carla: 0 }); // confirmed: 'Em dia', in the caixa
      expect((await ana.sb.rpc('reverse_club_entry', { p_entry_id: (paid as { payment_id: number }).payment_id })).error).toBeNull();
      expect(await totals()).toEqual({ cash: 0, carla: -8000 }); // un-confirmed: owed again, out of the caixa
      const [charge] = await q(`select id from public.club_ledger where club_id = $1 and user_id = $2 and kind = 'dues'`, [clubId, carla.id]);
      expect((await ana.sb.rpc('reverse_club_entry', { p_entry_id: charge.id })).error).toBeNull();
      expect(await totals()).toEqual({ cash: 0, carla: 0 }); // the charge reversed: nothing owed, nothing to give back
      // a new price charges the next month at it; what was charged stays as it was
      expect((await ana.sb.rpc('set_club_caixa', { p_club_id: clubId, p_settings: { dues_cents: 9000 } })).error).toBeNull();
      await chargeDues(clubId, `${monthAhead(2)}-10 12:00:00-04`);
      expect(await totals()).toEqual({ cash: 0, carla: -9000 });
      expect((await bruno.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: carla.id })).data).toMatchObject({ amount_cents: 9000 });
      expect(await totals()).toEqual({ cash: 9000, carla: 0 });
    });

    it("the statement's credits: a txid pays its code's charges, once by bank id; a credit whose charges were paid is left alone; bad input writes nothing", async () => {
      const clubId = await club();
      await chargeDues(clubId, `${monthAhead(1)}-10 12:00:00-04`);
      const code = async (a: Athlete) => ((await a.sb.rpc('get_my_club_account', { p_club_id: clubId })).data as { pix: { txid: string } }).pix.txid;
      const carlaTxid = await code(carla);
      const diegoCharges = (await q(`select id from public.club_ledger where club_id = $1 and user_id = $2`, [clubId, diego.id])).map((r) => Number(r.id));
      const credits = [
        { bank_id: 'OFX-1', posted_on: dayOffset(0), amount_cents: 8000, payer_name: 'CARLA MENSAL', txid: carlaTxid.toLowerCase() },
        { bank_id: 'OFX-2', posted_on: dayOffset(0), amount_cents: 8000, payer_name: 'DIEGO M', user_id: diego.id, charge_ids: diegoCharges },
      ];
      expect(reason((await carla.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: credits })).error))
        .toEqual(['Acesso Negado', 'Apenas os administradores importam o extrato.']);
      const bad = [...credits, { bank_id: 'OFX-3', posted_on: 'ontem', amount_cents: 10 }];
      expect(reason((await ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: bad })).error))
        .toEqual(['Extrato inválido', 'Cada crédito precisa de identificação, data e valor.']);
      const wrongSum = [{ ...credits[1], amount_cents: 7999 }];
      expect(reason((await ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: wrongSum })).error))
        .toEqual(['O valor não confere com as cobranças', 'As cobranças somam R$ 80,00.']);
      expect(await q(`select * from public.club_ledger where club_id = $1 and kind = 'payment'`, [clubId])).toEqual([]);

      expect((await ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: credits })).data).toEqual(['recorded', 'recorded']);
      expect((await ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: credits })).data).toEqual(['already', 'already']);
      // the same charges in a new credit (another bank id): not paid twice
      const again = [{ ...credits[1], bank_id: 'OFX-9' }];
      expect((await ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: again })).data).toEqual(['not_open']);
      expect(await q(`select user_id, amount_cents, occurred_on::text, bank_id, payer_name from public.club_ledger
                      where club_id = $1 and kind = 'payment' order by bank_id`, [clubId])).toEqual([
        { user_id: carla.id, amount_cents: 8000, occurred_on: dayOffset(0), bank_id: 'OFX-1', payer_name: 'CARLA MENSAL' },
        { user_id: diego.id, amount_cents: 8000, occurred_on: dayOffset(0), bank_id: 'OFX-2', payer_name: 'DIEGO M' },
      ]);
      expect(await balance(carla, clubId)).toBe(0);
      expect(await balance(diego, clubId)).toBe(0);
      // a reversed statement payment opens the charges again; the same credit is still not recorded twice
      const [payment] = await q(`select id from public.club_ledger where bank_id = 'OFX-2' and club_id = $1`, [clubId]);
      expect((await ana.sb.rpc('reverse_club_entry', { p_entry_id: payment.id })).error).toBeNull();
      expect(await balance(diego, clubId)).toBe(-8000);
      expect((await ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: credits })).data).toEqual(['already', 'already']);
    });
  });

  describe('reminders', () => {
    it("at most three per charge: the due day, 3 and 7 days after, at 10:00 on the club's clock, under concurrent runs, within push preferences", async () => {
      const clubId = await club();
      const month = monthAhead(1);
      const due = `${month}-10`;
      await chargeDues(clubId, `${due} 12:00:00-04`);
      // Diego pays; Carla's phone takes pushes, with payments switched off
      const diegoCharges = (await q(`select id from public.club_ledger where club_id = $1 and user_id = $2`, [clubId, diego.id])).map((r) => Number(r.id));
      await ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: [
        { bank_id: 'R-1', posted_on: due, amount_cents: 8000, payer_name: 'Diego', user_id: diego.id, charge_ids: diegoCharges }] });
      await q(`insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, 'https://fcm.googleapis.com/fcm/send/carla-caixa', 'k', 'a')`, [carla.id]);

      const reminders = async () => (await q(`select user_id, data ->> 'reminder' as kind, message from public.notifications
        where data ->> 'club_id' = $1 and type = 'payment_reminder' order by created_at, id`, [clubId]));
      const sendAll = async (at: string) => {
        await Promise.all([run(at), run(at), q('select public.send_club_reminders($1::timestamptz)', [at])]);
      };
      const moments: [string, number][] = [
        [`${due} 09:59:59-04`, 0], [`${due} 10:00:00-04`, 1], [`${due} 10:00:30-04`, 1],
        [`${plusDays(due, 3)} 09:59:59-04`, 1], [`${plusDays(due, 3)} 10:00:00-04`, 2],
        [`${plusDays(due, 7)} 09:59:59-04`, 2], [`${plusDays(due, 7)} 10:00:00-04`, 3],
        [`${plusDays(due, 8)} 10:00:00-04`, 3], [`${plusDays(due, 20)} 10:00:00-04`, 3],
      ];
      for (const [at, count] of moments) {
        await sendAll(at);
        expect([at, (await reminders()).length]).toEqual([at, count]);
      }
      expect((await reminders()).map((r) => [r.user_id, r.kind])).toEqual([[carla.id, 'due'], [carla.id, '3_days'], [carla.id, '7_days']]);
      expect((await reminders())[0].message).toMatch(/^Falta pagar R\$ 80,00 no Caixa FC \d+: Mensalidade \d\d\/\d{4}\.$/);
      // the in-app list keeps them; with payments switched off, no push leaves
      await q('select public.expand_push_queue(1000)');
      await q(`update public.profiles set push_off = '{payments}' where user_id = $1`, [carla.id]);
      const month2 = monthAhead(2);
      await chargeDues(clubId, `${month2}-10 12:00:00-04`);
      await sendAll(`${month2}-10 10:00:00-04`);
      await q('select public.expand_push_queue(1000)');
      expect(await q(`select n.data ->> 'reminder' as kind, count(o.id)::int as pushes from public.notifications n
                      left join public.push_outbox o on o.notification_id = n.id
                      where n.user_id = $1 and n.type = 'payment_reminder' and n.data ->> 'club_id' = $2
                      group by n.id, n.created_at order by n.created_at`, [carla.id, clubId]))
        .toEqual([{ kind: 'due', pushes: 1 }, { kind: '3_days', pushes: 1 }, { kind: '7_days', pushes: 1 }, { kind: 'due', pushes: 0 }]);
    });

    it("admins get one weekly summary: '3 mensalidades em aberto: R$ 240,00'", async () => {
      const [gil] = await athletes(stack, ['Gil Mensal']);
      const clubId = await club();
      await member(clubId, gil, 'member', 'mensalista');
      const month = monthAhead(1);
      await chargeDues(clubId, `${month}-10 12:00:00-04`);
      // first Monday after the 10th, in Manaus
      let monday = `${month}-11`;
      while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = plusDays(monday, 1);
      const summaries = async () => q(`select user_id, message from public.notifications
        where data ->> 'club_id' = $1 and title like 'Caixa do %' order by user_id`, [clubId]);
      const sendAll = (at: string) => Promise.all([run(at), run(at), q('select public.send_club_summaries($1::timestamptz)', [at])]);
      await sendAll(`${monday} 09:59:59-04`);
      expect(await summaries()).toEqual([]);
      await sendAll(`${monday} 10:00:00-04`);
      await sendAll(`${plusDays(monday, 3)} 10:00:00-04`);
      expect(await summaries()).toEqual([ana, bruno].map((a) => a.id).sort()
        .map((id) => ({ user_id: id, message: '3 mensalidades em aberto: R$ 240,00' })));
      await sendAll(`${plusDays(monday, 7)} 10:00:00-04`);
      expect(await summaries()).toHaveLength(4);
    });
  });

  it("'Só joga quem está em dia': who owes more than one month is kept out of new games, told what pays it all", async () => {
    const clubId = await club({ only_paid_up: true });
    await q(`update public.club_caixa set charges_from = now() - interval '90 days' where club_id = $1`, [clubId]);
    await chargeDues(clubId, `${monthAhead(1)}-10 12:00:00-04`);
    const { data: eventId } = await ana.sb.rpc('create_event_with_cost', { p_event: {
      title: 'Pelada de Sexta', location: 'Quadra', sport_name: 'Futebol', date: dayOffset(3), time: '19:00:00', max_participants: 10, club_id: clubId } });
    // one month open: Carla plays (leaves and comes back)
    expect((await carla.sb.rpc('leave_event', { p_event_id: eventId! })).error).toBeNull();
    expect((await carla.sb.rpc('join_event', { p_event_id: eventId! })).error).toBeNull();
    await chargeDues(clubId, `${monthAhead(2)}-10 12:00:00-04`);
    expect((await carla.sb.rpc('leave_event', { p_event_id: eventId! })).error).toBeNull();
    const { error } = await carla.sb.rpc('join_event', { p_event_id: eventId! });
    expect(reason(error)).toEqual(['Só joga quem está em dia',
      expect.stringMatching(/^Você deve R\$ 160,00 ao caixa do Caixa FC \d+\. Pague pelo Pix no Caixa do clube e depois entre no jogo\.$/)]);
    expect(await q(`select status from public.event_participants where event_id = $1 and user_id = $2`, [eventId, carla.id]))
      .not.toContainEqual({ status: 'registered' });
    expect((await bruno.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: carla.id })).error).toBeNull();
    expect((await carla.sb.rpc('join_event', { p_event_id: eventId! })).error).toBeNull();
  });

  it('account deletion keeps the lines for the club, naming nobody, and the balances still add up', async () => {
    const [hugo] = await athletes(stack, ['Hugo Sai']);
    const clubId = await club();
    await member(clubId, hugo, 'member', 'mensalista');
    await chargeDues(clubId, `${monthAhead(1)}-10 12:00:00-04`);
    await bruno.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: hugo.id });
    await hugo.sb.rpc('get_my_club_account', { p_club_id: clubId });
    await q('delete from auth.users where id = $1', [hugo.id]);
    expect(await q('select count(*)::int as n from public.club_ledger where user_id = $1', [hugo.id])).toEqual([{ n: 0 }]);
    expect((await ana.sb.rpc('get_club_caixa', { p_club_id: clubId })).data).toMatchObject({ cash_cents: 8000 });
  });

  // Issue 49: each refusal of the caixa at its edges (supabase/tests/rules/rules.ts names these tests).
  describe('each refusal at its edges', () => {
    it("a movement: R$ 0,01 and R$ 1.000.000,00 accepted, 0 and 100000001 cents refused; 120 characters of description accepted, 121 refused; today on the club's clock accepted, tomorrow refused", async () => {
      const clubId = await club();
      const add = (cents: number, description = 'Bola', on?: string) =>
        bruno.sb.rpc('add_club_movement', { p_club_id: clubId, p_kind: 'income', p_amount_cents: cents, p_description: description, p_occurred_on: on });
      const tooMuch = 'O valor deve ser de R$ 0,01 a R$ 1.000.000,00';
      expect(reason((await add(0)).error)[0]).toBe(tooMuch);
      expect((await add(1)).error).toBeNull();
      expect((await add(100000000)).error).toBeNull();
      expect(reason((await add(100000001)).error)[0]).toBe(tooMuch);
      expect((await add(100, 'x'.repeat(120))).error).toBeNull();
      expect(reason((await add(100, 'x'.repeat(121))).error)[0]).toBe('A descrição pode ter até 120 caracteres');
      // the club is in Manaus: its today, not São Paulo's
      const [{ today }] = await q('select public.club_today($1)::text as today', [clubId]);
      expect((await add(100, 'Hoje', today)).error).toBeNull();
      expect(reason((await add(100, 'Amanhã', plusDays(today, 1))).error)[0]).toBe('A data não pode estar no futuro');
      expect((await lines(clubId)).map((l) => l.amount_cents)).toEqual([1, 100000000, 100, 100]);
    });

    it("the caixa's settings: due day 1 and 28 accepted, 0 and 29 refused; R$ 10.000,00 accepted, 1000001 cents refused; a value of the wrong kind refused as a whole", async () => {
      const clubId = await club();
      const set = (settings: Record<string, string | number>) => ana.sb.rpc('set_club_caixa', { p_club_id: clubId, p_settings: settings });
      const badDay = 'O vencimento deve ser um dia de 1 a 28';
      expect(reason((await set({ dues_day: 0 })).error)[0]).toBe(badDay);
      expect((await set({ dues_day: 1 })).error).toBeNull();
      expect((await set({ dues_day: 28 })).error).toBeNull();
      expect(reason((await set({ dues_day: 29 })).error)[0]).toBe(badDay);
      const badPrice = 'O valor deve ser de R$ 0,01 a R$ 10.000,00';
      expect((await set({ dues_cents: 1000000 })).error).toBeNull();
      expect(reason((await set({ dues_cents: 1000001 })).error)[0]).toBe(badPrice);
      expect(reason((await set({ game_price_cents: 1000001 })).error)[0]).toBe(badPrice);
      expect(reason((await set({ dues_day: 5, only_paid_up: 'talvez' })).error)[0]).toBe('Dados do caixa inválidos');
      expect(await q('select dues_day, dues_cents, only_paid_up from public.club_caixa where club_id = $1', [clubId]))
        .toEqual([{ dues_day: 28, dues_cents: 1000000, only_paid_up: false }]);
    });

    it("a statement: 1000 credits at once accepted, 1001 refused; a credit that names no charge: 'Crédito sem cobrança', nothing recorded", async () => {
      const clubId = await club();
      const credits = (n: number) => Array.from({ length: n }, (_, i) =>
        ({ bank_id: `LOTE-${i}`, posted_on: dayOffset(0), amount_cents: 100, payer_name: 'Alguém', user_id: carla.id, charge_ids: [] }));
      type Credit = { bank_id: string; posted_on: string; amount_cents: number; payer_name: string; user_id?: string; charge_ids?: number[] };
      const upload = (list: Credit[]) => ana.sb.rpc('record_statement_credits', { p_club_id: clubId, p_credits: list });
      const { data, error } = await upload(credits(1000));
      expect(error).toBeNull();
      expect(data).toHaveLength(1000);
      expect(reason((await upload(credits(1001))).error)[0]).toBe('Extrato grande demais: até 1000 créditos por vez');
      await chargeDues(clubId, `${monthAhead(1)}-10 12:00:00-04`);
      const nameless = [{ bank_id: 'SEM-1', posted_on: dayOffset(0), amount_cents: 8000, payer_name: 'Quem Será' }];
      expect(reason((await upload(nameless)).error)).toEqual(['Crédito sem cobrança', 'Escolha a quem pertence cada crédito antes de confirmar.']);
      expect(await q(`select count(*)::int as n from public.club_ledger where club_id = $1 and kind = 'payment'`, [clubId])).toEqual([{ n: 0 }]);
    });

    it("a payment of nothing: 'Nada em aberto para pagar'; of a charge already paid: 'Estas cobranças não estão mais em aberto'; reversing no line: 'Lançamento não encontrado'; a charge of nobody: 'Informe o membro'", async () => {
      const clubId = await club();
      const pay = (ids: number[], cents: number) =>
        q('select public.record_club_payment($1, $2, $3::bigint[], $4, current_date)', [clubId, carla.id, ids, cents]);
      await expect(pay([], 0)).rejects.toMatchObject({ message: 'Nada em aberto para pagar', code: 'P0001' });
      await chargeDues(clubId, `${monthAhead(1)}-10 12:00:00-04`);
      const [charge] = await q(`select id from public.club_ledger where club_id = $1 and user_id = $2 and kind = 'dues'`, [clubId, carla.id]);
      expect((await bruno.sb.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: carla.id })).error).toBeNull();
      await expect(pay([Number(charge.id)], 8000)).rejects.toMatchObject({ message: 'Estas cobranças não estão mais em aberto', code: 'P0001' });
      expect(reason((await ana.sb.rpc('reverse_club_entry', { p_entry_id: 999999999 })).error)[0]).toBe('Lançamento não encontrado');
      await expect(q(`insert into public.club_ledger (club_id, kind, amount_cents, occurred_on, period, seq, cash_delta, member_delta, cash_after)
                      values ($1, 'dues', 8000, current_date, date_trunc('month', current_date)::date, 0, 0, 0, 0)`, [clubId]))
        .rejects.toMatchObject({ message: 'Informe o membro', code: 'P0001' });
      expect(await balance(carla, clubId)).toBe(0);
    });
  });

  describe('property: every balance is the sum of its lines and no charge is paid twice', () => {
    type Op =
      | { t: 'charge'; who: number; cents: number }
      | { t: 'pay'; who: number; statement: boolean; bank: number }
      | { t: 'movement'; income: boolean; cents: number }
      | { t: 'reverse'; pick: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ t: fc.constant('charge' as const), who: fc.nat(2), cents: fc.integer({ min: 1, max: 20000 }) }),
      fc.record({ t: fc.constant('pay' as const), who: fc.nat(2), statement: fc.boolean(), bank: fc.nat(5) }),
      fc.record({ t: fc.constant('movement' as const), income: fc.boolean(), cents: fc.integer({ min: 1, max: 50000 }) }),
      fc.record({ t: fc.constant('reverse' as const), pick: fc.nat(40) }),
    );

    it('holds for thousands of random sequences of charges, payments, statement uploads and reversals', async () => {
      const clubId = await club();
      const people = [carla.id, diego.id, elisa.id];
      const client: pg.PoolClient = await stack.pool.connect();
      const one = async (sql: string, args: unknown[] = []) => (await client.query(sql, args)).rows;
      try {
        await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
          await client.query('begin');
          try {
            // as Ana, an admin: the RPCs' own checks run; charges are the scheduler's (the table's owner)
            await one(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ana.id, role: 'authenticated' })]);
            const asAna = async (sql: string, args: unknown[]) => {
              // on a refusal the savepoint's rollback restores the role
              await client.query('set local role authenticated');
              const rows = await one(sql, args);
              await client.query('reset role');
              return rows;
            };
            for (const o of ops) {
              await client.query('savepoint s');
              try {
                if (o.t === 'charge') {
                  await one(`insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, event_id, description, seq, cash_delta, member_delta, cash_after)
                             values ($1, 'game', $2, $3, current_date, gen_random_uuid(), 'Jogo', 0, 0, 0, 0)`, [clubId, people[o.who], o.cents]);
                } else if (o.t === 'pay') {
                  const open = await one(`select id, amount_cents from public.club_ledger l where club_id = $1 and user_id = $2 and kind in ('dues', 'game')
                    and reverses_id is null and not exists (select 1 from public.club_ledger r where r.reverses_id = l.id)`, [clubId, people[o.who]]);
                  const ids = open.map((r) => Number(r.id));
                  const sum = open.reduce((s, r) => s + Number(r.amount_cents), 0);
                  if (o.statement) {
                    await asAna(`select public.record_statement_credits($1, $2)`, [clubId, JSON.stringify([
                      { bank_id: `B${o.bank}`, posted_on: dayOffset(0), amount_cents: sum, payer_name: 'X', user_id: people[o.who], charge_ids: ids }])]);
                  } else {
                    await asAna(`select public.confirm_club_payment($1, $2)`, [clubId, people[o.who]]);
                  }
                } else if (o.t === 'movement') {
                  await asAna(`select public.add_club_movement($1, $2, $3, 'Movimento')`, [clubId, o.income ? 'income' : 'expense', o.cents]);
                } else {
                  const all = await one(`select id from public.club_ledger where club_id = $1 order by seq`, [clubId]);
                  if (all.length) await asAna(`select public.reverse_club_entry($1)`, [all[o.pick % all.length].id]);
                }
                await client.query('release savepoint s');
              } catch (e) {
                // a refusal (nothing open, already reversed, paid charge…) must be one of the database's own words
                await client.query('rollback to savepoint s');
                expect((e as { code?: string }).code).toBe('P0001');
              }
            }
            const [sums] = await one(`select
                (select coalesce(sum(cash_delta), 0) from public.club_ledger where club_id = $1)::bigint as cash,
                (select cash_after from public.club_ledger where club_id = $1 order by seq desc limit 1) as last_cash`, [clubId]);
            expect(sums.last_cash === null ? '0' : String(sums.last_cash)).toBe(String(sums.cash));
            for (const id of people) {
              const [m] = await one(`select
                  (select coalesce(sum(member_delta), 0) from public.club_ledger where club_id = $1 and user_id = $2)::bigint as balance,
                  (select member_after from public.club_ledger where club_id = $1 and user_id = $2 order by seq desc limit 1) as last,
                  (select coalesce(sum(amount_cents), 0) from public.club_open_charges($1, $2))::bigint as open`, [clubId, id]);
              expect(m.last === null ? '0' : String(m.last)).toBe(String(m.balance));
              expect(Number(m.balance) + Number(m.open)).toBe(0); // 'Saldo' = minus what is open
            }
            // no charge is settled by two live payments; every settled charge's live payment covers it
            const twice = await one(`select s.charge_id from public.club_settlements s join public.club_ledger p on p.id = s.payment_id
              where p.club_id = $1 and exists (select 1 from public.club_ledger r where r.reverses_id = p.id)`, [clubId]);
            expect(twice).toEqual([]);
            const paidLines = await one(`select count(*)::int as n from public.club_ledger p where p.club_id = $1 and p.kind = 'payment' and p.reverses_id is null
              and not exists (select 1 from public.club_ledger r where r.reverses_id = p.id)
              and p.amount_cents <> (select coalesce(sum(c.amount_cents), 0) from public.club_settlements s join public.club_ledger c on c.id = s.charge_id where s.payment_id = p.id)`, [clubId]);
            expect(paidLines).toEqual([{ n: 0 }]);
          } finally {
            await client.query('rollback');
          }
        }), { numRuns: 2000 });
      } finally {
        client.release();
      }
    }, 900_000);
  });
});
