import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type pg from 'pg';
import { calendarRoutes } from '../calendar/routes.js';
import { configurePush, hasPushSchema, startPushSender, type PushSenderOptions } from '../push/sender.js';
import { loadVapidKeys } from '../push/vapid.js';
import { startScheduler, type SchedulerOptions } from '../scheduler.js';

/** What the local server hands to what it mounts (supabase/server/extensions.ts; the same shape, no import). */
export type LocalServerContext = { app: FastifyInstance; admin: pg.Pool; dataDir: string; siteUrl: string; log: (message: string) => void };

export type QuadraJobsOptions = {
  /** runs public.run_scheduled_jobs (after the series) every minute (default on); false turns it off */
  scheduler?: SchedulerOptions | false;
  /** sends the outbox's Web Push messages (default on); keys default to VAPID_* or <dataDir>/vapid.json */
  push?: (Partial<PushSenderOptions> & { vapidFile?: string }) | false;
};

/**
 * Quadra's jobs mounted on the local server (`npm start`, the e2e stack, the database tests): the
 * calendar function's routes, the scheduler and the push sender, on the server's own pool. The same
 * code runs against hosted Supabase as one worker process (worker/main.ts).
 */
export function quadraJobs(opts: QuadraJobsOptions = {}) {
  return async ({ app, admin, dataDir, siteUrl, log }: LocalServerContext): Promise<{ stop(): Promise<void> }> => {
    const stops: (() => Promise<void>)[] = [];
    const stop = async () => {
      for (const each of stops.reverse()) await each().catch(() => undefined);
    };
    try {
      calendarRoutes(app, { admin, appUrl: () => siteUrl });
      if (opts.scheduler !== false) {
        const scheduler = startScheduler(admin, opts.scheduler ?? {}, log);
        stops.push(() => scheduler.stop());
      }
      if (opts.push !== false && (await hasPushSchema(admin))) {
        const push = opts.push ?? {};
        const vapid = push.vapid ?? (await loadVapidKeys(push.vapidFile ?? path.join(dataDir, 'vapid.json')));
        await configurePush(admin, { vapid, extraOrigins: push.extraOrigins });
        const sender = startPushSender(admin, { ...push, vapid }, log);
        stops.push(() => sender.stop());
      }
    } catch (e) {
      // a failed start stops what did start, as the server's own failed start does
      await stop();
      throw e;
    }
    return { stop };
  };
}
