/**
 * Quadra's jobs as ONE worker process beside hosted Supabase (`npm run jobs`): the same code the
 * local server mounts (local/quadra-jobs.ts), on a pool of its own.
 * - every minute: the series' next occurrences (`rrule`, which pg_cron cannot run), then
 *   `run_scheduled_jobs()` (also scheduled by pg_cron on hosted: both are safe to run twice);
 * - every second: the Web Push outbox (several workers never send a row twice);
 * - with CALENDAR_PORT: the calendar feed (`/functions/v1/calendar/…`) and `GET /health` over HTTP on that port.
 *
 * Environment (jobs/README.md): DATABASE_URL, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT
 * (required); CALENDAR_PORT, SITE_URL (optional).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { calendarRoutes } from '../calendar/routes.js';
import { configurePush, startPushSender } from '../push/sender.js';
import { startScheduler } from '../scheduler.js';

const { DATABASE_URL: url, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject, CALENDAR_PORT: calendarPort, SITE_URL: siteUrl } =
  process.env;
if (!url || !publicKey || !privateKey || !subject) {
  console.error('DATABASE_URL, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required');
  process.exit(2);
}
if (calendarPort !== undefined && !/^\d+$/.test(calendarPort)) {
  console.error('CALENDAR_PORT must be a port number');
  process.exit(2);
}
const log = (message: string) => console.error(`[jobs] ${message}`);
const vapid = { publicKey, privateKey, subject };
const pool = new pg.Pool({ connectionString: url, max: 4 });
pool.on('error', (e) => log(`database connection error: ${e.message}`));

await configurePush(pool, { vapid });
const scheduler = startScheduler(pool, {}, log);
const sender = startPushSender(pool, { vapid }, log);
const calendar = calendarPort === undefined ? null : Fastify();
if (calendar) {
  calendarRoutes(calendar, { admin: pool, appUrl: () => siteUrl || 'http://localhost:4200' });
  // a container's health check (deploy/jobs-worker/Dockerfile): the process is up and its loop answers
  calendar.get('/health', async () => ({ status: 'ok' }));
  await calendar.listen({ port: Number(calendarPort), host: '0.0.0.0' });
}
console.log(`jobs running: scheduler, push sender${calendar ? `, calendar on port ${calendarPort}` : ''}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void Promise.all([scheduler.stop(), sender.stop(), calendar?.close()])
    .then(() => pool.end())
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
