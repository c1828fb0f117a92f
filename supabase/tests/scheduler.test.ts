// The scheduler (run_scheduled_jobs): reminders 24 h and 2 h before the start, evaluations opening
// 3 h after it, events completing — driven by an explicit clock (p_now), never by waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalSupabase } from '../server/index.js';
import {
  athletes, createEvent, createTestStack, join, moveEventToPast, type Athlete, type TestStack,
} from './fixtures.js';

const HOUR = 3_600_000;

describe('scheduled jobs', () => {
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [org, ana, bia, caio, duda] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves']);
  });
  afterAll(() => stack?.stop());

  /** The scheduler as pg_cron calls it (service role), at the given moment. */
  async function runAt(at: Date) {
    const service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await service.rpc('run_scheduled_jobs', { p_now: at.toISOString() });
    if (error) throw new Error(`run_scheduled_jobs: ${error.message}`);
    return data as Record<string, number>;
  }

  async function startsAt(eventId: string): Promise<Date> {
    const { rows } = await stack.pool.query('select starts_at from public.events where id = $1', [eventId]);
    return rows[0].starts_at as Date;
  }

  /** event_reminder notifications of an event, per user and kind ('24h' | '2h'). */
  async function reminders(eventId: string) {
    const { rows } = await stack.pool.query(
      `select user_id, data ->> 'reminder' as kind, title, message from public.notifications
       where type = 'event_reminder' and data ->> 'event_id' = $1 order by user_id, kind`, [eventId]);
    return rows as { user_id: string; kind: string; title: string; message: string }[];
  }

  const count = (rows: { user_id: string; kind: string }[], who: Athlete, kind: string) =>
    rows.filter((r) => r.user_id === who.id && r.kind === kind).length;

  it("its bookkeeping table does not make events' organiser embed ambiguous", async () => {
    const eventId = await createEvent(org, { title: 'Embed do organizador' });
    const { data, error } = await ana.sb.from('events').select('id, profiles(full_name)').eq('id', eventId).single();
    expect(error).toBeNull();
    expect(data?.profiles?.full_name).toBe('Olga Souza');
  });

  it('only the database owner and the service role run it', async () => {
    // not in the generated types: no client role may call it
    const { error } = await ana.sb.rpc('run_scheduled_jobs' as never, { p_now: new Date().toISOString() } as never);
    expect(error?.code).toBe('42501');
  });

  it('sends the 24 h and the 2 h reminder exactly once each, across repeated runs and a server restart', async () => {
    const eventId = await createEvent(org, { title: 'Futebol lembrado', time: '19:00:00' });
    await join(ana, eventId);
    await join(bia, eventId);
    const start = await startsAt(eventId);

    await runAt(new Date(start.getTime() - 25 * HOUR));
    expect(await reminders(eventId)).toHaveLength(0);

    const first = await runAt(new Date(start.getTime() - 24 * HOUR));
    expect(first.reminders_24h).toBeGreaterThanOrEqual(2);
    await runAt(new Date(start.getTime() - 24 * HOUR));
    await runAt(new Date(start.getTime() - 10 * HOUR));
    await Promise.all([1, 2, 3, 4].map(() => runAt(new Date(start.getTime() - 23 * HOUR))));
    let rows = await reminders(eventId);
    expect(rows).toHaveLength(2);
    expect(count(rows, ana, '24h')).toBe(1);
    expect(count(rows, bia, '24h')).toBe(1);
    expect(count(rows, org, '24h')).toBe(0);
    expect(rows[0]?.message).toContain('Futebol lembrado');

    // The 2 h reminder from the server's own every-minute run; then a "restarted" server on the
    // same database runs again at once: nothing is sent twice.
    const clock = new Date(start.getTime() - 2 * HOUR + 60_000);
    for (let restart = 0; restart < 2; restart++) {
      let ticks = 0;
      const server = await startLocalSupabase({
        port: 0, databaseUrl: stack.databaseUrl, skipMigrations: true, storageDir: stack.storageDir,
        scheduler: { intervalMs: 20, now: () => (ticks++, clock) },
      });
      const until = Date.now() + 10_000;
      while (ticks < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await server.stop();
      expect(ticks).toBeGreaterThanOrEqual(4);
    }
    await runAt(new Date(start.getTime() - 30 * 60_000));
    rows = await reminders(eventId);
    expect(rows).toHaveLength(4);
    expect(count(rows, ana, '2h')).toBe(1);
    expect(count(rows, bia, '2h')).toBe(1);
  });

  it('never reminds about a paused or cancelled event, a pending request or someone who joined later', async () => {
    const paused = await createEvent(org, { title: 'Vôlei pausado' });
    const cancelled = await createEvent(org, { title: 'Vôlei cancelado' });
    const approval = await createEvent(org, { title: 'Vôlei com aprovação', requires_approval: true });
    const late = await createEvent(org, { title: 'Basquete de última hora' });
    for (const id of [paused, cancelled, late]) await join(ana, id);
    await join(bia, approval);
    await join(caio, late);
    expect((await org.sb.from('events').update({ status: 'paused' }).eq('id', paused)).error).toBeNull();
    expect((await org.sb.from('events').update({ status: 'cancelled' }).eq('id', cancelled)).error).toBeNull();
    const start = await startsAt(late);
    // Caio joined 20 h before the start: no 24 h reminder, but the 2 h one.
    await stack.pool.query('update public.event_participants set joined_at = $3 where event_id = $1 and user_id = $2',
      [late, caio.id, new Date(start.getTime() - 20 * HOUR)]);

    for (const h of [24, 12, 2, 1]) await runAt(new Date(start.getTime() - h * HOUR));
    expect(await reminders(paused)).toHaveLength(0);
    expect(await reminders(cancelled)).toHaveLength(0);
    expect(await reminders(approval)).toHaveLength(0);
    const rows = await reminders(late);
    expect(count(rows, ana, '24h')).toBe(1);
    expect(count(rows, ana, '2h')).toBe(1);
    expect(count(rows, caio, '24h')).toBe(0);
    expect(count(rows, caio, '2h')).toBe(1);
  });

  it('respects reminders turned off on the profile (and only the owner can turn them off)', async () => {
    const eventId = await createEvent(org, { title: 'Tênis sem lembrete' });
    await join(duda, eventId);
    await join(bia, eventId);
    // Someone else cannot change Duda's setting: RLS leaves the row untouched.
    await ana.sb.from('profiles').update({ reminders_enabled: false }).eq('user_id', bia.id);
    expect((await duda.sb.from('profiles').update({ reminders_enabled: false }).eq('user_id', duda.id)).error).toBeNull();
    const mine = await duda.sb.rpc('get_my_profile');
    expect((mine.data as { reminders_enabled: boolean }).reminders_enabled).toBe(false);

    const start = await startsAt(eventId);
    await runAt(new Date(start.getTime() - 24 * HOUR));
    await runAt(new Date(start.getTime() - 2 * HOUR));
    const rows = await reminders(eventId);
    expect(count(rows, duda, '24h') + count(rows, duda, '2h')).toBe(0);
    expect(count(rows, bia, '24h')).toBe(1);
    expect(count(rows, bia, '2h')).toBe(1);
    await duda.sb.from('profiles').update({ reminders_enabled: true }).eq('user_id', duda.id);
  });

  it('opens evaluations 3 h after the start with one evaluation_reminder each, and completes the event', async () => {
    const done = await createEvent(org, { title: 'Futebol terminado' });
    const recent = await createEvent(org, { title: 'Futebol recente' });
    const cancelled = await createEvent(org, { title: 'Futebol cancelado' });
    const approval = await createEvent(org, { title: 'Futebol com aprovação', requires_approval: true });
    for (const id of [done, recent, cancelled]) {
      await join(ana, id);
      await join(bia, id);
    }
    await join(caio, approval);
    await moveEventToPast(stack, done, 4);
    await moveEventToPast(stack, recent, 2);
    await moveEventToPast(stack, cancelled, 4);
    await moveEventToPast(stack, approval, 4);
    // cancelled after the game (as the database's owner: an organiser cannot edit a past date's event)
    await stack.pool.query(`update public.events set status = 'cancelled' where id = $1`, [cancelled]);

    const first = await runAt(new Date());
    expect(first.events_completed).toBeGreaterThanOrEqual(2);
    await runAt(new Date());
    await Promise.all([1, 2, 3].map(() => runAt(new Date())));

    const state = async (id: string) => {
      const ev = await stack.pool.query('select status from public.events where id = $1', [id]);
      const ps = await stack.pool.query(
        'select user_id, evaluation_status from public.event_participants where event_id = $1 order by user_id', [id]);
      const n = await stack.pool.query(
        `select user_id from public.notifications where type = 'evaluation_reminder' and data ->> 'event_id' = $1`, [id]);
      return {
        status: ev.rows[0].status as string,
        evaluations: Object.fromEntries(ps.rows.map((r) => [r.user_id, r.evaluation_status])),
        reminded: (n.rows as { user_id: string }[]).map((r) => r.user_id).sort(),
      };
    };
    const d = await state(done);
    expect(d.status).toBe('completed');
    expect(d.evaluations).toEqual({ [ana.id]: 'evaluation_available', [bia.id]: 'evaluation_available' });
    expect(d.reminded).toEqual([ana.id, bia.id].sort());

    const r = await state(recent);
    expect(r.status).toBe('active');
    expect(r.reminded).toEqual([]);
    expect(Object.values(r.evaluations)).toEqual(['pending', 'pending']);

    const c = await state(cancelled);
    expect(c.status).toBe('cancelled');
    expect(c.reminded).toEqual([]);

    const a = await state(approval);
    expect(a.status).toBe('completed');
    expect(a.evaluations).toEqual({ [caio.id]: 'pending' });
    expect(a.reminded).toEqual([]);

    // The evaluation really is open: Ana can submit it.
    const sent = await ana.sb.rpc('submit_evaluation', { p_event_id: done, p_praises: [{ user_id: bia.id, tag: 'amigavel' }] });
    expect(sent.error).toBeNull();
    // 'Meus eventos' calling open_due_evaluations afterwards changes nothing more.
    expect((await bia.sb.rpc('open_due_evaluations')).data).toBe(0);
    expect((await state(done)).reminded).toHaveLength(2);
  });

  it("'Meus eventos' (open_due_evaluations) closes the caller's due events the same way", async () => {
    const eventId = await createEvent(org, { title: 'Handebol de ontem' });
    await join(ana, eventId);
    await join(caio, eventId);
    await moveEventToPast(stack, eventId, 5);
    expect((await caio.sb.rpc('open_due_evaluations')).data).toBe(1);
    const ev = await stack.pool.query('select status from public.events where id = $1', [eventId]);
    expect(ev.rows[0].status).toBe('completed');
    const ps = await stack.pool.query(
      `select evaluation_status from public.event_participants where event_id = $1`, [eventId]);
    expect(ps.rows.map((r) => r.evaluation_status)).toEqual(['evaluation_available', 'evaluation_available']);
    await runAt(new Date());
    const n = await stack.pool.query(
      `select count(*)::int as n from public.notifications where type = 'evaluation_reminder' and data ->> 'event_id' = $1`, [eventId]);
    expect(n.rows[0].n).toBe(2);
  });
});
