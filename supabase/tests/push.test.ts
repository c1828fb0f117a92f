// Web Push (issue 29): from a notification row to a real, encrypted push on a test push service
// (supabase/tests/push-service.ts), through the outbox and the local server's sender.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { configurePush } from '@quadra/jobs';
import { athletes, createEvent, createTestStack, join, type Athlete, type TestStack } from './fixtures.js';
import type { Json } from '@quadra/supabase/database-types';
import { TestPushService } from './push-service.js';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:testes@quadra.dev' };

/** A notification as the database's own functions write it (the trigger fills the outbox). */
async function notify(stack: TestStack, who: Athlete, type: string, title: string, data: Record<string, unknown>): Promise<string> {
  const { rows } = await stack.pool.query(
    `insert into public.notifications (user_id, type, title, message, data) values ($1, $2, $3, $4, $5) returning id`,
    [who.id, type, title, `${title}: mensagem`, data],
  );
  return rows[0].id as string;
}

async function subscribe(a: Athlete, subscription: Json) {
  const { error } = await a.sb.rpc('save_push_subscription', { p_subscription: subscription });
  if (error) throw new Error(`save_push_subscription: ${error.message}`);
}

/** An Etc/GMT zone where it is now between 01:00 and 03:59: 'Não perturbe' holds, whatever the hour of the run. */
function zoneAtNight(): string {
  for (let offset = -12; offset <= 12; offset++) {
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '+' : ''}${offset}`;
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    if (hour >= 1 && hour <= 3) return zone;
  }
  throw new Error('no zone at night');
}

describe('web push', () => {
  let service: TestPushService;
  let stack: TestStack;
  let org: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;

  beforeAll(async () => {
    service = await TestPushService.start(vapid.publicKey);
    stack = await createTestStack({
      push: { vapid, extraOrigins: [service.origin], agent: new https.Agent({ ca: service.ca }), intervalMs: 100 },
    });
    [org, ana, bia, caio] = await athletes(stack, ['Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha']);
  });
  afterAll(async () => {
    await stack?.stop();
    await service?.stop();
  });

  it('pushes a waiting-list promotion within 5 s, signed with VAPID and decrypted to its pt-BR title and the event', async () => {
    const eventId = await createEvent(org, { min_participants: 1, max_participants: 1 });
    await join(ana, eventId);
    await join(bia, eventId); // the event is full: Bia waits in line
    const phone = service.device();
    await subscribe(bia, phone.subscription);
    expect((await bia.sb.rpc('push_public_key')).data).toBe(vapid.publicKey);

    const left = Date.now();
    expect((await ana.sb.rpc('leave_event', { p_event_id: eventId })).error).toBeNull();
    await service.until(() => service.of(phone.id).length > 0, 5_000);

    const [push] = service.of(phone.id);
    if (!push) throw new Error('no push');
    expect(push.at - left).toBeLessThan(5_000);
    expect(push.message).toMatchObject({ title: 'Vaga disponível', url: `/event/${eventId}`, tag: `spots_available:${eventId}`, type: 'spots_available' });
    expect(push.message.body).toContain('você foi inscrito pela lista de espera');
    expect(push).toMatchObject({ ttl: 86_400, urgency: 'normal' });
    expect(service.refused).toEqual([]);
  });

  it('removes a subscription its push service answers 410 for, and records why', async () => {
    const phone = service.device({ status: 410 });
    await subscribe(caio, phone.subscription);
    const id = await notify(stack, caio, 'event_invite', 'Convite para evento', { event_id: crypto.randomUUID() });
    await expect.poll(async () => (await caio.sb.from('push_subscriptions').select('endpoint')).data, { timeout: 5_000 }).toEqual([]);
    const { rows } = await stack.pool.query('select status, last_status from public.push_outbox where notification_id = $1', [id]);
    expect(rows).toEqual([{ status: 'expired', last_status: 410 }]);
    expect(service.of(phone.id)).toEqual([]);
  });

  it('sends no push of a kind switched off (the notification itself stays)', async () => {
    const phone = service.device();
    await subscribe(caio, phone.subscription);
    expect((await caio.sb.from('profiles').update({ push_off: ['comments'] }).eq('user_id', caio.id)).error).toBeNull();
    const comment = await notify(stack, caio, 'new_comment', 'Novo comentário', { event_id: crypto.randomUUID() });
    const invite = await notify(stack, caio, 'event_invite', 'Convite para evento', { event_id: crypto.randomUUID() });
    await service.until(() => service.of(phone.id).some((r) => r.message.notification_id === invite));
    expect(service.of(phone.id).map((r) => r.message.notification_id)).toEqual([invite]);
    expect((await caio.sb.from('notifications').select('id').eq('id', comment)).data).toHaveLength(1);
    expect((await caio.sb.from('profiles').update({ push_off: ['lembretes'] }).eq('user_id', caio.id)).error?.message).toContain('profiles_push_off');
  });

  it("'Não perturbe' holds a comment until 07:00 and lets a 2 h reminder through, urgent", async () => {
    const phone = service.device();
    await subscribe(org, phone.subscription);
    const zone = zoneAtNight();
    expect((await org.sb.from('profiles').update({ quiet_hours: true, time_zone: zone }).eq('user_id', org.id)).error).toBeNull();
    const comment = await notify(stack, org, 'new_comment', 'Novo comentário', { event_id: crypto.randomUUID() });
    const reminder = await notify(stack, org, 'event_reminder', 'Seu evento começa em breve', { event_id: crypto.randomUUID(), reminder: '2h' });
    await service.until(() => service.of(phone.id).length > 0);
    const { rows } = await stack.pool.query(
      `select status, to_char(due_at at time zone $2, 'HH24:MI') as local_due from public.push_outbox where notification_id = $1`, [comment, zone]);
    expect(rows).toEqual([{ status: 'pending', local_due: '07:00' }]);
    await new Promise((r) => setTimeout(r, 500)); // rounds of the sender go by: the comment stays held
    expect(service.of(phone.id).map((r) => [r.message.notification_id, r.urgency, r.ttl])).toEqual([[reminder, 'high', 7_200]]);
    expect((await org.sb.from('profiles').update({ time_zone: 'Lua/Crateras' }).eq('user_id', org.id)).error?.message).toContain('profiles_time_zone');
  });

  it('refuses an endpoint off the known push services, and never connects to it', async () => {
    let connections = 0;
    const stranger = net.createServer((s) => {
      connections += 1;
      s.destroy();
    });
    await new Promise<void>((r) => stranger.listen(0, '127.0.0.1', r));
    const strangerUrl = `https://127.0.0.1:${(stranger.address() as net.AddressInfo).port}/push/x`;
    const keys = service.device().subscription.keys;
    try {
      for (const endpoint of [
        'http://169.254.169.254/', 'https://169.254.169.254/latest/meta-data', strangerUrl, 'https://push.example.com/send/1',
        'https://fcm.googleapis.com.evil.example/fcm/send/1', 'https://x@fcm.googleapis.com/fcm/send/1', 'http://fcm.googleapis.com/fcm/send/1',
        'https://fcm.googleapis.com:8443/fcm/send/1',
      ]) {
        const { error } = await ana.sb.rpc('save_push_subscription', { p_subscription: { endpoint, expirationTime: null, keys } });
        expect(error?.message, endpoint).toBe('Este serviço de notificações não é aceito');
        expect(error?.details, endpoint).toBe('push_endpoint_not_allowed');
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/QGd', 'https://wns2-by3p.notify.windows.com/w/?token=abc',
      ]) {
        expect((await ana.sb.rpc('is_push_endpoint_allowed', { p_endpoint: endpoint })).data, endpoint).toBe(true);
      }
      expect((await ana.sb.rpc('save_push_subscription', { p_subscription: { endpoint: service.origin, keys: { p256dh: 'x', auth: 'y' } } })).error?.message)
        .toBe('Inscrição de notificações inválida');

      // Even a row put there behind the functions' back is never contacted: no outbox row, and a
      // forced one fails without a connection.
      await stack.pool.query(`insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [ana.id, strangerUrl, keys.p256dh, keys.auth]);
      const id = await notify(stack, ana, 'event_invite', 'Convite para evento', {});
      expect((await stack.pool.query('select 1 from public.push_outbox where notification_id = $1', [id])).rowCount).toBe(0);
      await stack.pool.query(
        `insert into public.push_outbox (notification_id, subscription_id) select $1, id from public.push_subscriptions where endpoint = $2`, [id, strangerUrl]);
      await expect.poll(async () => (await stack.pool.query('select status, last_error from public.push_outbox where notification_id = $1', [id])).rows, { timeout: 5_000 })
        .toEqual([{ status: 'failed', last_error: 'endpoint not allowed' }]);
      expect(connections).toBe(0);
    } finally {
      stranger.close();
    }
  });

  it('keeps at most 10 devices per account: an 11th replaces the one saved longest ago (issue 56)', async () => {
    const [gil] = await athletes(stack, ['Gil Prado']);
    const phones = Array.from({ length: 12 }, () => service.device());
    for (const p of phones) await subscribe(gil, p.subscription);
    const endpoints = async () => (await stack.pool.query(
      'select endpoint from public.push_subscriptions where user_id = $1 order by created_at, endpoint', [gil.id])).rows.map((r) => r.endpoint as string);
    expect(new Set(await endpoints())).toEqual(new Set(phones.slice(2).map((p) => p.subscription.endpoint)));
    // Saved again (the app does at each start), the oldest becomes the newest: the next one out is another.
    await subscribe(gil, phones[2]!.subscription);
    await subscribe(gil, service.device().subscription);
    const kept = await endpoints();
    expect(kept).toHaveLength(10);
    expect(kept).toContain(phones[2]!.subscription.endpoint);
    expect(kept).not.toContain(phones[3]!.subscription.endpoint);
  });

  it("a notification's writer only queues it: its devices' rows are made by the sender, outside his transaction (issue 56)", async () => {
    const [hugo] = await athletes(stack, ['Hugo Dias']);
    const phones = Array.from({ length: 10 }, () => service.device());
    for (const p of phones) await subscribe(hugo, p.subscription);
    const client = await stack.pool.connect();
    let id: string;
    try {
      await client.query('begin');
      id = (await client.query(`insert into public.notifications (user_id, type, title, message, data)
        values ($1, 'new_comment', 'Novo comentário', 'Olá', '{}') returning id`, [hugo.id])).rows[0].id as string;
      const written = await client.query(`select (select count(*)::int from public.push_outbox where notification_id = $1) as outbox,
        (select count(*)::int from public.push_queue where notification_id = $1) as queued`, [id]);
      expect(written.rows[0]).toEqual({ outbox: 0, queued: 1 });
      await client.query('commit');
    } finally {
      client.release();
    }
    await service.until(() => phones.every((p) => service.of(p.id).some((r) => r.message.notification_id === id)));
    expect((await stack.pool.query('select count(*)::int as n from public.push_outbox where notification_id = $1', [id])).rows[0].n).toBe(10);
    expect((await stack.pool.query('select 1 from public.push_queue where notification_id = $1', [id])).rowCount).toBe(0);
  });

  it("keeps subscriptions to their owner: others neither see nor delete them; the owner deletes his device's", async () => {
    const phone = service.device();
    await subscribe(ana, phone.subscription);
    expect((await bia.sb.from('push_subscriptions').select('id').eq('endpoint', phone.subscription.endpoint)).data).toEqual([]);
    expect((await bia.sb.rpc('delete_push_subscription', { p_endpoint: phone.subscription.endpoint })).data).toBe(false);
    expect((await ana.sb.from('push_subscriptions').select('id').eq('endpoint', phone.subscription.endpoint)).data).toHaveLength(1);
    expect((await ana.sb.rpc('delete_push_subscription', { p_endpoint: phone.subscription.endpoint })).data).toBe(true);
    expect((await ana.sb.from('push_subscriptions').select('id').eq('endpoint', phone.subscription.endpoint)).data).toEqual([]);
  });
});

describe('web push across a kill -9 of the server', () => {
  const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let service: TestPushService;
  let stack: TestStack;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    service = await TestPushService.start(vapid.publicKey);
    stack = await createTestStack(); // its own server sends nothing: the child processes do
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-push-kill-'));
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await stack?.stop();
    await service?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** `npm run supabase:start` (the server with Quadra's jobs) as a child on the test's database; resolves once it says READY. */
  function startServer(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'local-backend.ts'], {
      cwd: SUPABASE_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env, DATABASE_URL: stack.databaseUrl, SUPABASE_PORT: '0', SUPABASE_SEED: 'false', QUADRA_DATA_DIR: dataDir,
        QUADRA_BACKEND_LOG: 'false', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject,
        WEB_PUSH_EXTRA_ORIGINS: service.origin, NODE_EXTRA_CA_CERTS: service.caFile, WEB_PUSH_LEASE_MS: '2000', WEB_PUSH_BATCH: '10',
      },
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('READY ')) resolve(child);
      });
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
    });
  }

  it('sends each of 50 due pushes exactly once to each device, though the server was killed mid-send', async () => {
    const [eva] = await athletes(stack, ['Eva Nunes']);
    await configurePush(stack.pool, { vapid, extraOrigins: [service.origin] }); // as the server does at start
    const phones = [service.device({ status: 201 }), service.device({ status: 201 })];
    for (const p of phones) await subscribe(eva, p.subscription);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await notify(stack, eva, 'event_update', `Evento alterado ${i}`, { event_id: crypto.randomUUID() }));
    // Queued, one row per notification: the sender makes the 50 device rows.
    expect((await stack.pool.query(`select 1 from public.push_queue`)).rowCount).toBe(25);
    expect((await stack.pool.query(`select 1 from public.push_outbox`)).rowCount).toBe(0);

    // Rounds of 10: the third round is sent once the first 20 were answered and recorded; it is
    // held unanswered (on the wire) when the server is killed.
    service.holdFrom(21);
    const first = await startServer();
    await service.until(() => service.arrivals >= 21, 20_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    service.release(); // the next server's requests are answered
    const before = service.received.length;
    const { rows: left } = await stack.pool.query(`select status, count(*)::int as n from public.push_outbox group by status order by status`);
    expect(before).toBeGreaterThanOrEqual(10);
    expect(before).toBeLessThan(50);
    expect(left.find((r) => r.status === 'sending')?.n, JSON.stringify(left)).toBeGreaterThan(0);

    const second = await startServer();
    await service.until(() => service.received.length >= 50, 20_000);
    await new Promise((r) => setTimeout(r, 3_000)); // past the 2 s lease: a duplicate would have come by now
    second.kill('SIGTERM');

    const got = service.received.map((r) => `${r.device} ${r.message.notification_id}`).sort();
    const expected = phones.flatMap((p) => ids.map((id) => `${p.id} ${id}`)).sort();
    expect(got).toEqual(expected);
    expect((await stack.pool.query(`select status, count(*)::int as n from public.push_outbox group by status`)).rows).toEqual([{ status: 'sent', n: 50 }]);
    expect(service.refused).toEqual([]);
  }, 60_000);
});
