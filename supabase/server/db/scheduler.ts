import type pg from 'pg';
import { materialiseSeries } from './series.js';

export type SchedulerOptions = {
  /** default 60 s, as pg_cron's '* * * * *' on hosted Supabase */
  intervalMs?: number;
  /** the clock passed as p_now (tests); default: the database's now() */
  now?: () => Date;
};

export type Scheduler = { stop(): Promise<void> };

/**
 * Runs `public.run_scheduled_jobs` once at start and then every interval, as pg_cron does on hosted
 * Supabase (where the extension is missing locally, the server is the clock), after keeping the
 * series' next occurrences in existence (materialiseSeries: the rule is expanded here, with
 * `rrule`). Both are safe to run twice, so a restart or a second server on the same database never
 * duplicates anything.
 * stop() clears the timer and waits for a run in progress, so shutdown never hangs on it.
 */
export function startScheduler(pool: pg.Pool, opts: SchedulerOptions, log: (m: string) => void): Scheduler {
  const intervalMs = opts.intervalMs ?? 60_000;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    // One reading of the clock per run: the jobs and the series see the same moment.
    const now = opts.now?.();
    // The series first: an occurrence made now gets its reminders in the same run.
    running = materialiseSeries(pool, now)
      .then(() => pool.query(now ? 'select public.run_scheduled_jobs($1::timestamptz)' : 'select public.run_scheduled_jobs()', now ? [now.toISOString()] : []))
      .then(
        () => undefined,
        (e: Error) => log(`scheduled jobs failed: ${e.message}`),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
