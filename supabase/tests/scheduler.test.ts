// The scheduler (run_scheduled_jobs): reminders 24 h and 2 h before the start, evaluations opening
// 3 h after it, events completing — driven by an explicit clock (p_now), never by waiting.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { quadraJobs, startScheduler } from '@quadra/jobs';
import { startLocalSupabase } from '../server/index.js';
import {
  athletes, createEvent, createTestStack, dayOffset, join, moveEventToPast, type Athlete, type TestStack,
} from './fixtures.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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

  /** Polls with the real setTimeout (vi.waitFor would move the fake clock). */
  async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
    for (const end = Date.now() + timeoutMs; !(await check()); ) {
      if (Date.now() > end) throw new Error('not in time');
      await new Promise((r) => setTimeout(r, 50));
    }
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

  it('sends the 24 h reminder from 24 h before the start and the 2 h one from 2 h before, each exactly once', async () => {
    const eventId = await createEvent(org, { title: 'Futebol lembrado', time: '19:00:00' });
    await join(ana, eventId);
    await join(bia, eventId);
    const start = (await startsAt(eventId)).getTime();

    // A minute before each moment: nothing; at the moment: one each, never again after it.
    await runAt(new Date(start - 24 * HOUR - MINUTE));
    expect(await reminders(eventId)).toHaveLength(0);
    await runAt(new Date(start - 24 * HOUR));
    let rows = await reminders(eventId);
    expect(rows).toHaveLength(2);
    expect(count(rows, ana, '24h')).toBe(1);
    expect(count(rows, bia, '24h')).toBe(1);
    expect(count(rows, org, '24h')).toBe(0);
    expect(rows[0]?.message).toContain('Futebol lembrado');

    await runAt(new Date(start - 24 * HOUR));
    await runAt(new Date(start - 10 * HOUR));
    await runAt(new Date(start - 2 * HOUR - MINUTE));
    expect(await reminders(eventId)).toHaveLength(2);
    await runAt(new Date(start - 2 * HOUR));
    expect(count(await reminders(eventId), ana, '2h')).toBe(1);
    await runAt(new Date(start - 30 * MINUTE));
    rows = await reminders(eventId);
    expect(rows).toHaveLength(4);
    expect(count(rows, ana, '2h')).toBe(1);
    expect(count(rows, bia, '2h')).toBe(1);
  });

  it('two first runs at the same moment send each reminder once (the second starts before the first has committed)', async () => {
    const eventId = await createEvent(org, { title: 'Vôlei disputado' });
    await join(ana, eventId);
    await join(bia, eventId);
    const due = new Date((await startsAt(eventId)).getTime() - 24 * HOUR).toISOString();
    const [first, second] = [await stack.pool.connect(), await stack.pool.connect()];
    try {
      await first.query('begin');
      await second.query('begin');
      await first.query('select public.run_scheduled_jobs($1)', [due]);
      // The second run starts while the first one's reminders are not committed yet.
      const racing = second.query('select public.run_scheduled_jobs($1)', [due]);
      await new Promise((r) => setTimeout(r, 200));
      await first.query('commit');
      await racing;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    // And four first runs of the 2 h reminder through the API at once.
    const twoHoursBefore = new Date((await startsAt(eventId)).getTime() - 2 * HOUR);
    await Promise.all([1, 2, 3, 4].map(() => runAt(twoHoursBefore)));
    const rows = await reminders(eventId);
    expect(rows.map((r) => `${r.user_id === ana.id ? 'ana' : 'bia'}:${r.kind}`).sort()).toEqual(['ana:24h', 'ana:2h', 'bia:24h', 'bia:2h']);
  });

  it("the server's own every-minute timer sends a due reminder; a restarted server sends nothing twice", async () => {
    const eventId = await createEvent(org, { title: 'Futebol do relógio' });
    await join(ana, eventId);
    const start = (await startsAt(eventId)).getTime();
    let clock = new Date(start - 24 * HOUR);
    let ticks = 0;
    const serverAt = () =>
      startLocalSupabase({
        port: 0, databaseUrl: stack.databaseUrl, skipMigrations: true, storageDir: stack.storageDir,
        extensions: [quadraJobs({ scheduler: { now: () => (ticks++, clock) } })],
      });
    // The server's real timer (its default interval), on a clock the test moves: no test calls the job.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = await serverAt();
    try {
      // Its run at start sends the 24 h reminder.
      await until(async () => count(await reminders(eventId), ana, '24h') === 1);
      clock = new Date(start - 2 * HOUR);
      const ticksAtStart = ticks;
      vi.advanceTimersByTime(MINUTE - 1);
      expect(ticks).toBe(ticksAtStart);
      vi.advanceTimersByTime(1);
      expect(ticks).toBe(ticksAtStart + 1);
      await until(async () => count(await reminders(eventId), ana, '2h') === 1);
    } finally {
      await server.stop();
      vi.useRealTimers();
    }
    // A restarted server runs at once, at the same moment (stop() waits for that run): nothing new.
    const ticksBefore = ticks;
    await (await serverAt()).stop();
    expect(ticks).toBe(ticksBefore + 1);
    const rows = await reminders(eventId);
    expect(rows.map((r) => r.kind).sort()).toEqual(['24h', '2h']);
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

  it('closes an event 3 h after its start, not a minute sooner, with one evaluation_reminder each', async () => {
    const eventId = await createEvent(org, { title: 'Basquete na hora certa' });
    await join(ana, eventId);
    await join(bia, eventId);
    await moveEventToPast(stack, eventId, 4);
    const start = (await startsAt(eventId)).getTime();
    const closing = async () => {
      const ev = await stack.pool.query('select status from public.events where id = $1', [eventId]);
      const n = await stack.pool.query(
        `select count(*)::int as n from public.notifications where type = 'evaluation_reminder' and data ->> 'event_id' = $1`, [eventId]);
      return { status: ev.rows[0].status as string, reminded: n.rows[0].n as number };
    };

    await runAt(new Date(start + 3 * HOUR - MINUTE));
    expect(await closing()).toEqual({ status: 'active', reminded: 0 });
    await runAt(new Date(start + 3 * HOUR));
    expect(await closing()).toEqual({ status: 'completed', reminded: 2 });
    await runAt(new Date(start + 3 * HOUR + MINUTE));
    expect(await closing()).toEqual({ status: 'completed', reminded: 2 });
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
  describe('one unit of work fails alone (issue 56)', () => {
    /** Puts an event's start at a moment (its own wall clock), as the database's owner. */
    const startAt = (eventId: string, at: Date) => stack.pool.query(
      `update public.events set date = ($2::timestamptz at time zone time_zone)::date,
         time = ($2::timestamptz at time zone time_zone)::time(0) where id = $1`, [eventId, at.toISOString()]);
    const q = async (sql: string, args: unknown[] = []) => (await stack.pool.query(sql, args)).rows;
    const notified = async (eventId: string, type: string) => (await q(
      `select count(*)::int as n from public.notifications where type = $2 and data ->> 'event_id' = $1`, [eventId, type]))[0].n as number;
    const failures = () => q(`select job, unit_id, failures, last_error from public.scheduled_job_failures order by job`);

    it('a series or an event whose job keeps failing is recorded and backed off; every other job still runs in the same minute', async () => {
      await q(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
      try {
        const series = async (title: string) => {
          const { data, error } = await org.sb.rpc('create_event', { p_event: {
            title, location: 'Quadra do Parque', sport_name: 'Futebol', date: dayOffset(1), time: '19:00:00',
            max_participants: 10, repeat: 'weekly', repeat_count: 8 } });
          if (error) throw new Error(error.message);
          return (await q('select series_id from public.events where id = $1', [data]))[0].series_id as string;
        };
        const brokenSeries = await series('Quebrada de quinta');
        const goodSeries = await series('Pelada de quinta');

        // The run's clock: the day after a paid game, 10:00 (its payment reminders are due).
        const paid = await createEvent(org, { title: 'Pelada paga', date: dayOffset(2) });
        const brokenPaid = await createEvent(org, { title: 'Quebrado pago', date: dayOffset(2) });
        for (const eventId of [paid, brokenPaid]) {
          const { error } = await org.sb.rpc('set_event_cost', { p_event_id: eventId, p_cost: {
            total_cents: 4000, pix_key_type: 'email', pix_key: 'olga@exemplo.com.br', recipient_name: 'Olga Souza', recipient_city: 'São Paulo' } } as never);
          expect(error).toBeNull();
          await join(ana, eventId);
        }
        const [{ t }] = await q(`select ((date + 1) + time '10:00') at time zone time_zone as t from public.events where id = $1`, [paid]);
        const now = t as Date;

        const reminded = await createEvent(org, { title: 'Vôlei lembrado' });
        const brokenReminded = await createEvent(org, { title: 'Quebrado lembrado' });
        const closing = await createEvent(org, { title: 'Basquete de ontem' });
        const brokenClosing = await createEvent(org, { title: 'Quebrado de ontem' });
        for (const eventId of [reminded, brokenReminded, closing, brokenClosing]) await join(bia, eventId);
        for (const eventId of [reminded, brokenReminded]) await startAt(eventId, new Date(now.getTime() + 20 * HOUR));
        for (const eventId of [closing, brokenClosing]) await moveEventToPast(stack, eventId, 4);

        // Whatever 'Quebrado…' is, its units fail: its occurrences cannot be created, nothing about it can be notified.
        await q(`create function public.test_refuse_broken() returns trigger language plpgsql as $$
          begin
            if tg_table_name = 'events' then
              if new.title like 'Quebrad%' then raise exception 'falha de teste em events'; end if;
            elsif exists (select 1 from public.events e where e.id::text = new.data ->> 'event_id' and e.title like 'Quebrad%') then
              raise exception 'falha de teste em notifications';
            end if;
            return new;
          end $$`);
        await q(`create trigger test_refuse_broken before insert on public.events for each row
          when (new.series_id is not null) execute function public.test_refuse_broken()`);
        await q(`create trigger test_refuse_broken before insert on public.notifications for each row execute function public.test_refuse_broken()`);
        const logs: string[] = [];
        const scheduler = startScheduler(stack.pool, { intervalMs: 3_600_000, now: () => now }, (m) => logs.push(m));
        await scheduler.stop(); // waits for the run started at once

        // Everything else ran in that minute…
        expect((await q('select count(*)::int as n from public.events where series_id = $1', [goodSeries]))[0].n).toBe(4);
        expect(await notified(reminded, 'event_reminder')).toBe(1);
        expect(await notified(closing, 'evaluation_reminder')).toBe(1);
        expect((await q('select status from public.events where id = $1', [closing]))[0].status).toBe('completed');
        expect(await notified(paid, 'payment_reminder')).toBe(1);
        // …the broken units changed nothing and are recorded, one row each.
        expect((await q('select count(*)::int as n from public.events where series_id = $1', [brokenSeries]))[0].n).toBe(1);
        expect((await q('select status from public.events where id = $1', [brokenClosing]))[0].status).toBe('active');
        const recorded = await failures();
        expect(recorded.map((f) => [f.job, f.unit_id, f.failures])).toEqual([
          ['close_event', brokenClosing, 1],
          ['event_reminders', brokenReminded, 1],
          ['materialise_series', brokenSeries, 1],
          ['payment_reminders', brokenPaid, 1],
        ]);
        expect(recorded[0].last_error).toContain('falha de teste em notifications');
        expect(logs.join('\n')).toContain('4 units failed');

        // Not retried every minute: after the second failure the next try waits 2 minutes.
        const run = (at: Date) => stack.pool.query('select public.run_scheduled_jobs($1)', [at.toISOString()]);
        await run(new Date(now.getTime() + MINUTE));
        await run(new Date(now.getTime() + 2 * MINUTE));
        expect((await failures()).find((f) => f.job === 'close_event')?.failures).toBe(2);
        await run(new Date(now.getTime() + 3 * MINUTE));
        expect((await failures()).find((f) => f.job === 'close_event')?.failures).toBe(3);

        // Readable by the service role only.
        const service = createClient(stack.url, stack.serviceRoleKey, {
          auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
        expect((await service.from('scheduled_job_failures' as never).select('job')).data).toHaveLength(4);
        expect((await ana.sb.from('scheduled_job_failures' as never).select('job')).error?.code).toBe('42501');

        // Once the unit works again it is done and forgotten.
        await q(`drop trigger test_refuse_broken on public.notifications`);
        await run(new Date(now.getTime() + 10 * MINUTE));
        expect((await q('select status from public.events where id = $1', [brokenClosing]))[0].status).toBe('completed');
        expect((await failures()).map((f) => f.job)).not.toContain('close_event');
      } finally {
        await q(`drop trigger if exists test_refuse_broken on public.notifications`);
        await q(`drop trigger if exists test_refuse_broken on public.events`);
      }
    });
  });
});
