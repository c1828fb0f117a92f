import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athlete, createEvent, createTestStack, join, type Athlete, type TestStack } from './fixtures.js';

type Answer = { status: number; error: { code?: string; message: string } | null };

/** What no caller may ever see, whatever the others do at the same moment: a 500 (e.g. 40P01 deadlock). */
function serverErrors(answers: Answer[]) {
  return answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.error?.code}: ${a.error?.message}`);
}

const PIX_COST = { pix_key_type: 'email', pix_key: 'olga@exemplo.com.br', recipient_name: 'Olga', recipient_city: 'São Paulo' };

describe('under concurrency', () => {
  let stack: TestStack;
  let organiser: Athlete;
  let crowd: Athlete[];

  beforeAll(async () => {
    stack = await createTestStack();
    organiser = await athlete(stack, 'Olga Organizadora');
    crowd = await Promise.all(Array.from({ length: 200 }, (_, i) => athlete(stack, `Atleta ${i}`)));
  });
  afterAll(() => stack?.stop());

  const setCost = (totalCents: number, eventId: string) =>
    organiser.sb.rpc('set_event_cost', { p_event_id: eventId, p_cost: { ...PIX_COST, total_cents: totalCents } } as never);

  async function sharesOf(eventId: string) {
    const { rows } = await stack.pool.query<{ user_id: string; amount_cents: number; paid_cents: number; status: string }>(
      `select user_id, amount_cents, paid_cents, status from public.event_payment_shares where event_id = $1`, [eventId]);
    return rows;
  }

  describe('joining', () => {
    it('200 simultaneous joins of a 10-place event register exactly 10 and line up the rest, one place each', async () => {
      const eventId = await createEvent(organiser, { max_participants: 10, min_participants: 2 });

      const results = await Promise.all(crowd.map((a) => a.sb.rpc('join_event', { p_event_id: eventId })));

      expect(results.filter((r) => r.error)).toEqual([]);
      const answers = results.map((r) => r.data as { status: string; waiting_position?: number });
      expect(answers.filter((a) => a.status === 'registered')).toHaveLength(10);
      const waiting = answers.filter((a) => a.status === 'waiting');
      expect(waiting.map((a) => a.waiting_position).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 190 }, (_, i) => i + 1));

      const { rows } = await stack.pool.query(
        `select (select participant_count from public.events where id = $1) as count,
                (select count(*)::int from public.event_participants where event_id = $1 and status = 'registered') as registered`,
        [eventId],
      );
      expect(rows[0]).toEqual({ count: 10, registered: 10 });

      const { data: event } = await crowd[0]!.sb.from('events').select('participant_count').eq('id', eventId).single();
      expect(event?.participant_count).toBe(10);
    });

    it('the same athlete joining twice at once gets one place and one "already registered"', async () => {
      const eventId = await createEvent(organiser, { max_participants: 5 });
      const a = crowd[0]!;
      const results = await Promise.all([1, 2, 3].map(() => a.sb.rpc('join_event', { p_event_id: eventId })));
      expect(results.filter((r) => !r.error)).toHaveLength(1);
      expect(results.filter((r) => r.error).map((r) => r.error?.message)).toEqual([
        'Você já está inscrito neste evento',
        'Você já está inscrito neste evento',
      ]);
      const { rows } = await stack.pool.query('select participant_count from public.events where id = $1', [eventId]);
      expect(rows[0].participant_count).toBe(1);
    });
  });

  describe('paying (issue 56, point 5)', () => {
    /** 20 players registered on an event of R$ 200,00: R$ 10,00 each. */
    async function paidEvent(players: Athlete[]): Promise<string> {
      const eventId = await createEvent(organiser, { max_participants: 25, title: 'Pelada paga' });
      await Promise.all(players.map((p) => join(p, eventId)));
      expect((await setCost(20000, eventId)).error).toBeNull();
      return eventId;
    }

    it("20 'Já paguei' with 20 'Confirmar recebimento' at once: no 500, every share confirmed once", async () => {
      for (const round of [0, 1, 2]) {
        const players = crowd.slice(round * 20, 20 + round * 20);
        const eventId = await paidEvent(players);

        const answers = await Promise.all(players.flatMap((p) => [
          p.sb.rpc('report_payment', { p_event_id: eventId }),
          organiser.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: p.id }),
        ]));

        expect(serverErrors(answers)).toEqual([]);
        // A report that arrives after the confirmation is told so; nothing else fails.
        expect(new Set(answers.filter((a) => a.error).map((a) => a.error?.message))).toEqual(
          new Set(answers.some((a) => a.error) ? ['Pagamento já confirmado pelo organizador'] : []));
        const shares = await sharesOf(eventId);
        expect(shares).toHaveLength(20);
        expect(shares.every((s) => s.status === 'confirmed' && s.amount_cents === 1000 && s.paid_cents === 1000)).toBe(true);
      }
    });

    it("20 'Já paguei' with 'Salvar custo' at once: no 500, the shares add up to the last cost saved", async () => {
      for (const round of [0, 1, 2]) {
        const players = crowd.slice(60 + round * 20, 80 + round * 20);
        const eventId = await paidEvent(players);
        const totals = [30000, 20000, 24000, 30000, 20000, 24000, 30000, 20000, 24000, 30000];

        const answers = await Promise.all(players.flatMap((p, i) => [
          p.sb.rpc('report_payment', { p_event_id: eventId }),
          ...(i % 2 === 0 ? [setCost(totals[i / 2]!, eventId)] : []),
        ]));

        expect(serverErrors(answers)).toEqual([]);
        expect(answers.filter((a) => a.error)).toEqual([]);
        const { rows } = await stack.pool.query('select total_cents from public.event_costs where event_id = $1', [eventId]);
        const shares = await sharesOf(eventId);
        expect(shares.reduce((sum, s) => sum + s.amount_cents, 0)).toBe(rows[0].total_cents);
        // Each player reported once, the amount due then; a later higher cost left the difference owed.
        for (const s of shares) {
          expect(s.paid_cents).toBeGreaterThan(0);
          expect(s.status).toBe(s.paid_cents >= s.amount_cents ? 'reported' : 'pending');
        }
      }
    });
  });

  describe('game day and payments at once', () => {
    it("'Cheguei', the organiser's marks, 'Já paguei' and 'Confirmar recebimento' at once: no 500, shares follow the present", async () => {
      const players = crowd.slice(180, 200);
      const eventId = await createEvent(organiser, { max_participants: 25, title: 'Pelada do dia' });
      await Promise.all(players.map((p) => join(p, eventId)));
      expect((await setCost(20000, eventId)).error).toBeNull();
      await stack.pool.query(
        `update public.events set date = ((now() - interval '1 hour') at time zone 'America/Sao_Paulo')::date,
           time = ((now() - interval '1 hour') at time zone 'America/Sao_Paulo')::time(0) where id = $1`, [eventId]);

      const mark = (p: Athlete, status: 'present' | 'absent') => organiser.sb.from('event_attendance')
        .upsert({ event_id: eventId, user_id: p.id, status } as never, { onConflict: 'event_id,user_id' });
      const answers: Answer[] = await Promise.all(players.flatMap((p, i) => [
        i < 10 ? p.sb.from('event_attendance').insert({ event_id: eventId, user_id: p.id, status: 'present' } as never) : mark(p, i < 16 ? 'present' : 'absent'),
        p.sb.rpc('report_payment', { p_event_id: eventId }),
        organiser.sb.rpc('confirm_payment', { p_event_id: eventId, p_user_id: p.id }),
      ]));

      expect(serverErrors(answers)).toEqual([]);
      // 16 present: R$ 12,50 each; the 4 absent keep a share only for what they paid (all to give back).
      const shares = await sharesOf(eventId);
      const due = shares.filter((s) => s.amount_cents > 0);
      expect(due).toHaveLength(16);
      expect(due.every((s) => s.amount_cents === 1250)).toBe(true);
      expect(shares.filter((s) => s.amount_cents === 0).every((s) => s.paid_cents > 0)).toBe(true);
    });
  });

  describe('join, leave and remove churn (issue 56, point 12)', () => {
    it('leaving, being removed, joining and leaving the line at once: no 500, the count and the split stay right', async () => {
      for (const round of [0, 1, 2]) {
        const people = crowd.slice(100 + round * 30, 130 + round * 30);
        const [registered, lined, newcomers] = [people.slice(0, 15), people.slice(15, 22), people.slice(22, 30)];
        const eventId = await createEvent(organiser, { max_participants: 15, title: 'Pelada movimentada' });
        await Promise.all(registered.map((p) => join(p, eventId)));
        for (const p of lined) await join(p, eventId); // the line, in order
        expect((await setCost(15000, eventId)).error).toBeNull();

        const answers: Answer[] = await Promise.all([
          ...registered.map((p) => p.sb.rpc('leave_event', { p_event_id: eventId })),
          ...registered.map((p) => organiser.sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', p.id)),
          ...newcomers.map((p) => p.sb.rpc('join_event', { p_event_id: eventId })),
          ...lined.slice(0, 3).map((p) => p.sb.rpc('leave_waiting_list', { p_event_id: eventId })),
        ]);

        expect(serverErrors(answers)).toEqual([]);
        const { rows } = await stack.pool.query(
          `select e.participant_count as count,
                  (select count(*)::int from public.event_participants p where p.event_id = e.id and p.status = 'registered') as registered,
                  (select count(*)::int from public.event_participants p join public.event_waiting_list w using (event_id, user_id)
                    where p.event_id = e.id) as both_in_line_and_in
           from public.events e where e.id = $1`, [eventId]);
        expect(rows[0].count).toBe(rows[0].registered);
        expect(rows[0].registered).toBeLessThanOrEqual(15);
        expect(rows[0].both_in_line_and_in).toBe(0);
        // One share per registered participant, adding up to the total.
        const shares = await sharesOf(eventId);
        expect(shares).toHaveLength(rows[0].registered);
        if (shares.length > 0) expect(shares.reduce((sum, s) => sum + s.amount_cents, 0)).toBe(15000);
      }
    });

    it('on an approval-only event, approving, rejecting and withdrawing requests at once: no 500, nobody registered past the limit', async () => {
      for (const round of [0, 1]) {
        const people = crowd.slice(10 + round * 20, 30 + round * 20);
        const eventId = await createEvent(organiser, { max_participants: 8, requires_approval: true, title: 'Pelada com aprovação' });
        await Promise.all(people.slice(0, 8).map((p) => join(p, eventId)));
        expect((await setCost(8000, eventId)).error).toBeNull();

        const approve = (p: Athlete) => organiser.sb.rpc('approve_participant', { p_event_id: eventId, p_participant_id: p.id });
        const answers: Answer[] = await Promise.all([
          ...people.slice(0, 6).map(approve),
          ...people.slice(0, 3).map((p) => p.sb.rpc('leave_event', { p_event_id: eventId })),
          ...people.slice(6, 8).map((p) => organiser.sb.rpc('reject_participant', { p_event_id: eventId, p_participant_id: p.id })),
          ...people.slice(8).map((p) => p.sb.rpc('join_event', { p_event_id: eventId })),
          ...people.slice(3, 6).map((p) => organiser.sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', p.id)),
        ]);

        expect(serverErrors(answers)).toEqual([]);
        const { rows } = await stack.pool.query(
          `select e.participant_count as count,
                  (select count(*)::int from public.event_participants p where p.event_id = e.id and p.status = 'registered') as registered
           from public.events e where e.id = $1`, [eventId]);
        expect(rows[0].count).toBe(rows[0].registered);
        expect(rows[0].registered).toBeLessThanOrEqual(8);
        expect(await sharesOf(eventId)).toHaveLength(rows[0].registered);
      }
    });
  });
});
