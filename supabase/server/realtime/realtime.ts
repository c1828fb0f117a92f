import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type pg from 'pg';
import type { Jwt } from '../auth/jwt.js';
import type { SchemaCache } from '../db/schema.js';
import type { AuthCtx, Role } from '../http/db.js';
import { broadcastRoutes } from './broadcast.js';
import { decode, encode, encodeBinaryBroadcast, type Msg } from './codec.js';
import { ChangeDelivery } from './delivery.js';
import { parseBindings } from './filters.js';
import { listenForChanges } from './listener.js';
import {
  Counter, JoinRate, MAX_ANONYMOUS_USERS, MAX_BUFFERED_BYTES, MAX_CHANNELS_PER_CLIENT, MAX_CONCURRENT_USERS, MAX_CONNECTIONS_PER_ADDRESS,
  MAX_CONNECTIONS_PER_USER, MAX_FRAME_BYTES, MAX_PENDING_BYTES, MAX_PENDING_MESSAGES,
  TOO_MANY_CHANNELS, TOO_MANY_FOR_USER, TOO_MANY_FROM_ADDRESS, TOO_MANY_JOINS, TOO_MANY_USERS,
} from './limits.js';
import { channelToken, checkToken, CONFIRM_TOKEN_MS, expiredText, isExpired } from './tokens.js';
import { channelAccess, readRefusal } from './private.js';
import type { Channel, Conn } from './types.js';

export * from './limits.js';

/** Phoenix channels as supabase-js speaks them: postgres_changes driven by NOTIFY, and broadcast. */
export class Realtime {
  private readonly conns = new Set<Conn>();
  /** sockets that joined at least one channel, and those of them that joined without a user's token */
  private users = 0;
  private anonymousUsers = 0;
  private readonly perAddress = new Counter();
  private readonly perUser = new Counter();
  private listener: pg.Client | null = null;
  private stopped = false;
  private seq = 1;
  private queue: Promise<void> = Promise.resolve();
  private readonly delivery: ChangeDelivery;

  constructor(
    private readonly deps: {
      databaseUrl: string; pool: pg.Pool; admin: pg.Pool; jwt: Jwt; anonKey: string; serviceRoleKey: string;
      schema: () => SchemaCache; onSchemaReload: () => Promise<void>; log: (m: string) => void;
    },
  ) {
    this.delivery = new ChangeDelivery(deps.pool, deps.schema);
  }

  async start(app: FastifyInstance): Promise<void> {
    await this.listen();
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    app.register(async (scope) => {
      scope.get<{ Querystring: { apikey?: string; vsn?: string } }>('/realtime/v1/websocket', {
        websocket: true,
        preValidation: async (req, reply) => {
          const key = req.query.apikey ?? (req.headers.apikey as string | undefined);
          if (!key) return reply.code(401).send({ message: 'No API key found in request' });
          const v = await this.deps.jwt.verify(key);
          if (!v.ok) return reply.code(401).send({ message: 'Invalid API key' });
          if (this.perAddress.get(req.ip) >= MAX_CONNECTIONS_PER_ADDRESS) return reply.code(429).send({ message: TOO_MANY_FROM_ADDRESS });
        },
      }, (socket, req) => {
        // listeners attach synchronously: the client sends its join right after the socket opens
        const key = req.query.apikey ?? (req.headers.apikey as string) ?? '';
        const conn: Conn = {
          ws: socket, vsn: req.query.vsn ?? '1.0.0', channels: new Map(), auth: { role: 'anon', claims: { role: 'anon' }, token: '' },
          joinRate: new JoinRate(), address: req.ip, user: null, pending: 0, pendingBytes: 0, counted: null, closed: false,
        };
        this.perAddress.add(conn.address);
        const ready = this.deps.jwt.verify(key).then((v) => {
          if (v.ok) conn.auth = { role: (v.claims.role ?? 'anon') as Role, claims: v.claims, token: key };
        });
        let chain: Promise<void> = ready;
        this.conns.add(conn);
        socket.on('message', (data, isBinary) => {
          if (conn.closed) return;
          // a client that sends faster than it is served is flooding: bound what it can queue
          const size = (data as Buffer).length;
          conn.pendingBytes += size;
          if (++conn.pending > MAX_PENDING_MESSAGES || conn.pendingBytes > MAX_PENDING_BYTES) return this.drop(conn);
          chain = chain
            .then(() => (conn.closed ? undefined : this.onMessage(conn, data as Buffer, isBinary)))
            .catch((e) => this.deps.log(`realtime message failed: ${String(e)}`))
            .finally(() => {
              conn.pending--;
              conn.pendingBytes -= size;
            });
        });
        socket.on('close', () => this.forget(conn));
        socket.on('error', () => this.forget(conn));
      });
    });
    broadcastRoutes(app, { jwt: this.deps.jwt, broadcast: (auth, topic, event, payload, priv) => this.restBroadcast(auth, topic, event, payload, priv) });
  }

  /** An HTTP broadcast to a private channel is delivered only when the sender's token may write to it. */
  private async restBroadcast(auth: AuthCtx, topic: string, event: string, payload: Record<string, unknown> | Buffer, priv: boolean): Promise<void> {
    if (priv && !(await channelAccess(this.deps.admin, auth, topic)).write) return;
    this.broadcast(null, `realtime:${topic}`, { type: 'broadcast', event, payload }, priv);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    this.listener = await listenForChanges(this.deps.databaseUrl, {
      onChange: (change) => {
        // keep the database's order of changes
        this.queue = this.queue.then(() => this.delivery.deliver(change, [...this.conns], this)).catch((e) => this.deps.log(`realtime delivery failed: ${String(e)}`));
      },
      onSchemaReload: () => {
        this.delivery.forgetPrivileges();
        this.queue = this.queue.then(() => this.deps.onSchemaReload()).catch(() => undefined);
      },
      onEnd: (client) => {
        if (this.listener !== client || this.stopped) return;
        this.listener = null;
        setTimeout(() => void this.listen().catch(() => undefined), 1000);
      },
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const c of this.conns) {
      c.ws.terminate();
      this.forget(c);
    }
    this.conns.clear();
    const l = this.listener;
    this.listener = null;
    await l?.end().catch(() => undefined);
    await this.queue.catch(() => undefined);
  }

  /** A closed socket's channels and timers go at once. */
  private forget(conn: Conn): void {
    if (!conn.closed) this.perAddress.remove(conn.address);
    conn.closed = true;
    this.conns.delete(conn);
    if (conn.counted) this.users--;
    if (conn.counted === 'anonymous') this.anonymousUsers--;
    if (conn.user !== null) this.perUser.remove(conn.user);
    conn.counted = null;
    conn.user = null;
    for (const ch of conn.channels.values()) if (ch.expiry) clearTimeout(ch.expiry);
    conn.channels.clear();
  }

  /** Ends a socket that floods or does not read; what it had queued is freed with it. */
  private drop(conn: Conn): void {
    this.forget(conn);
    conn.ws.terminate();
  }

  send(conn: Conn, m: Msg, payloadJson?: string): void {
    this.write(conn, encode(conn.vsn, m, payloadJson));
  }

  private write(conn: Conn, frame: string | Buffer): void {
    if (conn.closed || conn.ws.readyState !== conn.ws.OPEN) return;
    // a slow consumer: its unsent messages would otherwise pile up in this process without end
    if (conn.ws.bufferedAmount > 0 && conn.ws.bufferedAmount + Buffer.byteLength(frame) > MAX_BUFFERED_BYTES) return this.drop(conn);
    conn.ws.send(frame);
  }

  private reply(conn: Conn, m: Msg, status: 'ok' | 'error', response: unknown): void {
    this.send(conn, { join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: 'phx_reply', payload: { status, response } });
  }

  /** Re-checks the channel's token when it expires (and every CONFIRM_TOKEN_MS); an expired one closes the channel. */
  private watchExpiry(conn: Conn, ch: Channel): void {
    if (ch.expiry) clearTimeout(ch.expiry);
    const exp = Number(ch.auth.claims.exp);
    const wait = Math.max(0, Math.min(CONFIRM_TOKEN_MS, exp * 1000 - Date.now()));
    ch.expiry = setTimeout(() => {
      ch.expiry = null;
      if (conn.channels.get(ch.topic) !== ch) return;
      if (isExpired(ch.auth)) this.shutdown(conn, ch, expiredText(exp));
      else this.watchExpiry(conn, ch);
    }, wait);
    ch.expiry.unref();
  }

  /** Hosted's shutdown_response: a system error message with the reason, then the channel closes. */
  shutdown(conn: Conn, ch: Channel, message: string): void {
    if (ch.expiry) clearTimeout(ch.expiry);
    conn.channels.delete(ch.topic);
    this.send(conn, { join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'system', payload: { extension: 'system', status: 'error', message, channel: ch.topic.replace(/^realtime:/, '') } });
    this.send(conn, { join_ref: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
  }

  private async onMessage(conn: Conn, data: Buffer, isBinary: boolean): Promise<void> {
    const m = decode(data, isBinary);
    if (!m) return;
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return this.reply(conn, m, 'ok', {});
    const payload = (m.payload && typeof m.payload === 'object' ? m.payload : {}) as Record<string, unknown>;
    if (m.event === 'phx_join') return this.join(conn, m, payload);
    const channel = conn.channels.get(m.topic);
    if (m.event === 'phx_leave') {
      if (channel?.expiry) clearTimeout(channel.expiry);
      conn.channels.delete(m.topic);
      this.reply(conn, m, 'ok', {});
      this.send(conn, { join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: 'phx_close', payload: {} });
      return;
    }
    if (!channel) return this.reply(conn, m, 'error', { reason: 'unmatched topic' });
    if (m.event === 'access_token') {
      const token = payload.access_token;
      // hosted ignores a missing token, the current one again, and publishable keys (sb_…)
      if (!channelToken(token) || token === channel.auth.token) return;
      const c = await checkToken(this.deps.jwt, token);
      if (conn.channels.get(m.topic) !== channel) return;
      if (!c.ok) return this.shutdown(conn, channel, c.message);
      channel.auth = c.auth;
      this.watchExpiry(conn, channel);
      return;
    }
    if (m.event === 'broadcast') {
      // on a private channel, only a token the insert policies allow is heard
      if (channel.private && !channel.canWrite) return;
      this.broadcast(channel.self ? null : conn, m.topic, payload, channel.private);
      if (channel.ack && m.ref) this.reply(conn, m, 'ok', {});
      return;
    }
    this.reply(conn, m, 'ok', {});
  }

  private async join(conn: Conn, m: Msg, payload: Record<string, unknown>): Promise<void> {
    // limits first, in hosted's order: concurrent users, joins per second, channels per client
    if (!conn.counted && this.users >= MAX_CONCURRENT_USERS) return this.reply(conn, m, 'error', { reason: TOO_MANY_USERS });
    if (!conn.joinRate.allow()) {
      // hosted also disconnects the client
      this.reply(conn, m, 'error', { reason: TOO_MANY_JOINS });
      this.forget(conn);
      conn.ws.close();
      setTimeout(() => conn.ws.terminate(), 1000).unref();
      return;
    }
    const existing = conn.channels.get(m.topic);
    if (!existing && conn.channels.size >= MAX_CHANNELS_PER_CLIENT) return this.reply(conn, m, 'error', { reason: TOO_MANY_CHANNELS });
    const token = payload.access_token;
    const check = channelToken(token) ? await checkToken(this.deps.jwt, token) : { ok: true as const, auth: conn.auth };
    if (!check.ok) return this.reply(conn, m, 'error', { reason: `${check.code}: ${check.message}` });
    const user = typeof check.auth.claims.sub === 'string' ? check.auth.claims.sub : null;
    if (user !== null && conn.user !== user && this.perUser.get(user) >= MAX_CONNECTIONS_PER_USER) {
      return this.reply(conn, m, 'error', { reason: TOO_MANY_FOR_USER });
    }
    // visitors fill only their share: the rest of the cap stays open to signed-in athletes
    if (!conn.counted && user === null && this.anonymousUsers >= MAX_ANONYMOUS_USERS) return this.reply(conn, m, 'error', { reason: TOO_MANY_USERS });
    const config = (payload.config ?? {}) as { broadcast?: { self?: boolean; ack?: boolean }; postgres_changes?: unknown[]; private?: boolean };
    const bindings = parseBindings(config, this.deps.schema(), () => this.seq++);
    if (typeof bindings === 'string') return this.reply(conn, m, 'error', { reason: bindings });
    const isPrivate = config.private === true;
    const subtopic = m.topic.replace(/^realtime:/, '');
    const access = isPrivate ? await channelAccess(this.deps.admin, check.auth, subtopic) : { read: true, write: true };
    if (!access.read) return this.reply(conn, m, 'error', { reason: readRefusal(subtopic) });
    if (conn.closed) return;
    if (existing?.expiry) clearTimeout(existing.expiry);
    // the limits may have been passed while the token was checked
    if (!existing && conn.channels.size >= MAX_CHANNELS_PER_CLIENT) return this.reply(conn, m, 'error', { reason: TOO_MANY_CHANNELS });
    const ch: Channel = { topic: m.topic, joinRef: m.join_ref, auth: check.auth, bindings, self: config.broadcast?.self === true, ack: config.broadcast?.ack === true, expiry: null,
      private: isPrivate, canWrite: access.write };
    // other sockets may have taken the last places while the token was checked
    if (!conn.counted && (this.users >= MAX_CONCURRENT_USERS || (user === null && this.anonymousUsers >= MAX_ANONYMOUS_USERS))) {
      return this.reply(conn, m, 'error', { reason: TOO_MANY_USERS });
    }
    conn.channels.set(m.topic, ch);
    if (!conn.counted) {
      conn.counted = user === null ? 'anonymous' : 'signed-in';
      this.users++;
      if (user === null) this.anonymousUsers++;
    }
    if (user !== null && conn.user === null) {
      conn.user = user;
      this.perUser.add(user);
    }
    this.watchExpiry(conn, ch);
    this.reply(conn, m, 'ok', { postgres_changes: bindings.map((b) => ({ id: b.id, event: b.event, schema: b.schema, table: b.table, filter: b.filter })) });
    if (bindings.length) {
      this.send(conn, { join_ref: m.join_ref, ref: null, topic: m.topic, event: 'system', payload: { channel: m.topic.replace(/^realtime:/, ''), extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' } });
    }
  }

  /** `payload`: `{type, event, payload}` to the channels of `topic` that are private when `priv`; bytes go as a binary frame to clients that read them (vsn 2.0.0), base64 to others. */
  private broadcast(except: Conn | null, topic: string, payload: Record<string, unknown>, priv: boolean): void {
    const bytes = Buffer.isBuffer(payload.payload) ? payload.payload : null;
    const binary = bytes && encodeBinaryBroadcast(topic, String(payload.event), bytes);
    const payloadJson = JSON.stringify(bytes ? { ...payload, payload: bytes.toString('base64') } : payload);
    for (const c of [...this.conns]) {
      if (c === except) continue;
      const ch = c.channels.get(topic);
      // a private channel and a public one of the same name are apart, as on hosted
      if (!ch || ch.private !== priv) continue;
      if (binary && c.vsn === '2.0.0') this.write(c, binary);
      else this.send(c, { join_ref: ch.joinRef, ref: null, topic, event: 'broadcast', payload }, payloadJson);
    }
  }
}
