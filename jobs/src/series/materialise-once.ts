/**
 * The series' materialiser as a worker, for a database the local server does not run (hosted
 * Supabase: pg_cron runs SQL only, and the rule is expanded with `rrule` here). Run it every minute
 * (a cron entry, a scheduled CI job, any small always-on host) with the database's connection
 * string; it does what the local server's scheduler does each minute and exits. Safe to run
 * twice or at once: the database refuses a duplicate occurrence.
 *
 * Usage: DATABASE_URL=postgres://… npm run -w @quadra/jobs materialise:series
 */
import pg from 'pg';
import { materialiseSeries } from './materialise-series.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  const { created, failed } = await materialiseSeries(pool);
  console.log(`occurrences created: ${created}`);
  // A failed series is recorded in public.scheduled_job_failures; the exit code tells cron.
  if (failed > 0) {
    console.error(`series failed: ${failed} (see public.scheduled_job_failures)`);
    process.exitCode = 1;
  }
} finally {
  await pool.end();
}
