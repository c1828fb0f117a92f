// Quadra's jobs as one worker process against a database the local server does not run (hosted
// Supabase's case: `npm run jobs`): the series materialised, the push key published, the calendar
// feed served on its own port, and a clean stop. The same code the local server mounts.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { freePort } from '../server/index.js';
import { athletes, createTestStack, dayOffset, type Athlete, type TestStack } from './fixtures.js';

const JOBS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../jobs');
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:testes@quadra.dev' };

/** `npm run jobs` as a child; `out` collects what it printed. */
function startWorker(env: Record<string, string>): { child: ChildProcess; out: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts'], { cwd: JOBS_DIR, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH, ...env } });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, out: () => out, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the jobs worker (npm run jobs)', () => {
  let stack: TestStack;
  let org: Athlete;

  beforeAll(async () => {
    stack = await createTestStack(); // its own server runs no jobs: the worker does
    [org] = await athletes(stack, ['Olga Worker']);
    await stack.pool.query(`insert into public.sports (name) values ('Futebol') on conflict do nothing`);
  });
  afterAll(() => stack?.stop());

  it('refuses to start without its required variables, saying which', async () => {
    const worker = startWorker({ DATABASE_URL: stack.databaseUrl });
    expect(await worker.exited).toBe(2);
    expect(worker.out()).toContain('DATABASE_URL, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required');
  });

  it("materialises a weekly series, publishes the push key, serves the calendar on CALENDAR_PORT, and stops on SIGTERM", async () => {
    const { data: first, error } = await org.sb.rpc('create_event', {
      p_event: { title: 'Pelada do worker', location: 'Arena', sport_name: 'Futebol', date: dayOffset(2), time: '19:00:00', time_zone: 'America/Sao_Paulo', repeat: 'weekly', repeat_count: 8 },
    });
    if (error) throw new Error(error.message);
    const seriesEvents = () =>
      stack.pool.query(`select count(*)::int as n from public.events where series_id = (select series_id from public.events where id = $1)`, [first]).then((r) => r.rows[0].n as number);
    expect(await seriesEvents()).toBe(1);

    const port = await freePort();
    const worker = startWorker({
      DATABASE_URL: stack.databaseUrl, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject,
      CALENDAR_PORT: String(port), SITE_URL: 'https://app.quadra.dev',
    });
    try {
      await until(seriesEvents, (n) => n === 4, 'the four occurrences ahead');
      const { data: key } = await org.sb.rpc('push_public_key');
      expect(key).toBe(vapid.publicKey);
      const ics = await until(() => fetch(`http://127.0.0.1:${port}/functions/v1/calendar/events/${first}.ics`), (r) => r.status === 200, 'the calendar');
      expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      // an .ics folds long lines (RFC 5545): unfolded, the entry links back to SITE_URL
      expect((await ics.text()).replace(/\r\n[ \t]/g, '')).toContain(`https://app.quadra.dev/event/${first}`);
      // the container's health check (deploy/jobs-worker/Dockerfile) asks this port
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    } finally {
      worker.child.kill('SIGTERM');
    }
    expect(await worker.exited).toBe(0);
  });
});
