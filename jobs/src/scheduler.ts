import type pg from 'pg';
import { materialiseSeries } from './series/materialise-series.js';

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
    // The series first: an occurrence made now gets its reminders in the same run. Each series
    // and each event fails alone (recorded in scheduled_job_failures); the jobs run even if the
    // series could not be read at all.
    const jobs = () =>
      pool.query<{ result: { failures: number } }>(
        now ? 'select public.run_scheduled_jobs($1::timestamptz) as result' : 'select public.run_scheduled_jobs() as result',
        now ? [now.toISOString()] : [],
      );
    running = materialiseSeries(pool, now)
      .then(
        (series) => series.failed,
        (e: Error) => {
          log(`series materialisation failed: ${e.message}`);
          return 0;
        },
      )
      .then(async (seriesFailed) => {
        const failed = seriesFailed + ((await jobs()).rows[0]?.result.failures ?? 0);
        if (failed > 0) log(`scheduled jobs: ${failed} units failed (see public.scheduled_job_failures)`);
      })
      .catch((e: Error) => log(`scheduled jobs failed: ${e.message}`))
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
