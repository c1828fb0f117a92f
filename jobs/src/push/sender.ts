import type https from 'node:https';
import type pg from 'pg';
import webPush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid.js';

export type PushSenderOptions = {
  vapid: VapidKeys;
  /** origins allowed besides the known push services: tests only (WEB_PUSH_EXTRA_ORIGINS) */
  extraOrigins?: string[];
  /** how often due rows are looked for; default 1 s */
  intervalMs?: number;
  /** rows claimed (and sent in parallel) per round; default 50 */
  batch?: number;
  /** how long a claimed row is this sender's; default 60 s. Must outlast timeoutMs. */
  leaseMs?: number;
  /** a push service that has not answered by then is retried later; default 10 s */
  timeoutMs?: number;
  /** attempts before a row is given up ('failed'); default 8 */
  maxAttempts?: number;
  /** tests: the agent that trusts the test push service's certificate */
  agent?: https.Agent;
};

export type PushRound = { sent: number; retried: number; expired: number; failed: number };

/** One claimed outbox row with what its push needs. */
type Claimed = {
  id: string;
  notification_id: string;
  urgent: boolean;
  attempts: number;
  endpoint: string | null;
  p256dh: string;
  auth: string;
  allowed: boolean;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
};

/** What the service worker receives (decrypted): the phone shows title/body and opens url. */
export type PushMessage = { title: string; body: string; url: string; tag: string; notification_id: string; type: string };

const URGENT_TTL_S = 2 * 60 * 60;
const TTL_S = 24 * 60 * 60;

/** Whether the served project has Web Push (its migration): a project without it gets no sender. */
export async function hasPushSchema(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ present: boolean }>(`select to_regclass('public.push_config') is not null as present`);
  return rows[0]!.present;
}

/**
 * Writes what the database must know of this server: the VAPID public key (rpc push_public_key,
 * the key the app subscribes with) and the extra origins the endpoint allow-list accepts.
 */
export async function configurePush(pool: pg.Pool, opts: Pick<PushSenderOptions, 'vapid' | 'extraOrigins'>): Promise<void> {
  const origins = (opts.extraOrigins ?? []).map((o) => new URL(o).origin);
  await pool.query('update public.push_config set vapid_public_key = $1, extra_origins = $2, updated_at = now()', [opts.vapid.publicKey, origins]);
}

/** The screen a tap opens: the event, or the athlete's own profile for a review. */
export function pushMessage(n: Pick<Claimed, 'notification_id' | 'type' | 'title' | 'message' | 'data'>): PushMessage {
  const eventId = typeof n.data.event_id === 'string' ? n.data.event_id : null;
  const url = n.type === 'new_review' ? '/profile/current' : eventId ? `/event/${eventId}` : '/notifications';
  return { title: n.title, body: n.message, url, tag: `${n.type}:${eventId ?? n.notification_id}`, notification_id: n.notification_id, type: n.type };
}

/**
 * Claims due rows: pending ones whose time came, and 'sending' ones whose lease ran out (their
 * sender died mid-send). `skip locked`: two senders never claim the same row. The claim commits
 * before anything is sent, so a row is in exactly one sender's hands until its lease ends.
 */
async function claim(pool: pg.Pool, batch: number, leaseMs: number): Promise<Claimed[]> {
  const { rows } = await pool.query<Claimed>(
    `with due as (
       select o.id, s.endpoint, s.p256dh, s.auth, n.type, n.title, n.message, n.data
       from public.push_outbox o
       join public.notifications n on n.id = o.notification_id
       left join public.push_subscriptions s on s.id = o.subscription_id
       where o.due_at <= now() and (o.status = 'pending' or (o.status = 'sending' and o.lease_until <= now()))
       order by o.due_at, o.id
       limit $1
       for update of o skip locked
     )
     update public.push_outbox o
     set status = 'sending', lease_until = now() + $2 * interval '1 millisecond', attempts = o.attempts + 1
     from due
     where o.id = due.id
     returning o.id, o.notification_id, o.urgent, o.attempts, due.endpoint, due.p256dh, due.auth,
       coalesce(public.is_push_endpoint_allowed(due.endpoint), false) as allowed,
       due.type, due.title, due.message, due.data`,
    [batch, leaseMs],
  );
  return rows;
}

async function settle(pool: pg.Pool, id: string, set: string, values: unknown[]): Promise<void> {
  await pool.query(`update public.push_outbox set ${set}, lease_until = null where id = $1`, [id, ...values]);
}

/** Sends one claimed row and records the outcome; returns which outcome. */
async function deliver(pool: pg.Pool, row: Claimed, opts: PushSenderOptions): Promise<keyof PushRound> {
  if (!row.endpoint) {
    await settle(pool, row.id, `status = 'expired', last_error = 'subscription removed'`, []);
    return 'expired';
  }
  if (!row.allowed) {
    // The allow-list changed since the row was made: never contacted.
    await settle(pool, row.id, `status = 'failed', last_error = 'endpoint not allowed'`, []);
    return 'failed';
  }
  const message = pushMessage(row);
  try {
    const res = await webPush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(message), {
      vapidDetails: opts.vapid,
      TTL: row.urgent ? URGENT_TTL_S : TTL_S,
      urgency: row.urgent ? 'high' : 'normal',
      // The push service replaces a copy still waiting with the same topic (a resend after a crash).
      topic: row.notification_id.replaceAll('-', ''),
      timeout: opts.timeoutMs ?? 10_000,
      agent: opts.agent,
    });
    await settle(pool, row.id, `status = 'sent', sent_at = now(), last_status = $2, last_error = null`, [res.statusCode]);
    return 'sent';
  } catch (e) {
    const status = e instanceof WebPushError ? e.statusCode : null;
    const error = (e instanceof WebPushError ? `${e.statusCode} ${e.body}` : (e as Error).message).slice(0, 500);
    if (status === 404 || status === 410) {
      // The browser dropped this subscription: forget the device (its other rows expire with it).
      await settle(pool, row.id, `status = 'expired', last_status = $2, last_error = $3`, [status, error]);
      await pool.query('delete from public.push_subscriptions where endpoint = $1', [row.endpoint]);
      return 'expired';
    }
    const retriable = status === null || status === 429 || status >= 500;
    if (!retriable || row.attempts >= (opts.maxAttempts ?? 8)) {
      await settle(pool, row.id, `status = 'failed', last_status = $2, last_error = $3`, [status, error]);
      return 'failed';
    }
    const retryAfter = e instanceof WebPushError ? Number(e.headers?.['retry-after']) : NaN;
    const backoffMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : Math.min(5_000 * 2 ** (row.attempts - 1), 30 * 60_000);
    await settle(pool, row.id, `status = 'pending', due_at = now() + $2 * interval '1 millisecond', last_status = $3, last_error = $4`, [
      backoffMs, status, error,
    ]);
    return 'retried';
  }
}

/**
 * One round: expands queued notifications to one outbox row per device (the notification's writer
 * only queued it, so a comment never waits on the receiver's devices, issue 56), then claims up to
 * a batch of due rows and sends them in parallel.
 */
export async function sendDuePushes(pool: pg.Pool, opts: PushSenderOptions): Promise<PushRound> {
  await pool.query('select public.expand_push_queue($1)', [opts.batch ?? 50]);
  const rows = await claim(pool, opts.batch ?? 50, opts.leaseMs ?? 60_000);
  const round: PushRound = { sent: 0, retried: 0, expired: 0, failed: 0 };
  for (const outcome of await Promise.all(rows.map((row) => deliver(pool, row, opts)))) round[outcome] += 1;
  return round;
}

export type PushSender = { stop(): Promise<void> };

/**
 * Sends due pushes every interval (the local server's and the worker's sender; send-pushes.ts runs
 * the same rounds against a hosted database). A full batch is followed at once by the next round.
 * stop() waits for the round in progress.
 */
export function startPushSender(pool: pg.Pool, opts: PushSenderOptions, log: (m: string) => void): PushSender {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = sendDuePushes(pool, opts)
      .then(
        (r) => {
          if (r.sent + r.retried + r.expired + r.failed >= (opts.batch ?? 50)) setImmediate(tick);
        },
        (e: Error) => log(`push sender failed: ${e.message}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.intervalMs ?? 1_000);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
