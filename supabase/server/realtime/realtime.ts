import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import pg from 'pg';
import type { WebSocket } from 'ws';
import type { Jwt } from '../auth/jwt.js';
import type { SchemaCache } from '../db/schema.js';
import { decodeJwt } from 'jose';
import { withRole, type AuthCtx, type Role } from '../http/db.js';
import { qi } from '../rest/plan.js';

type Change = { schema: string; table: string; type: 'INSERT' | 'UPDATE' | 'DELETE'; pk: Record<string, unknown>; old: Record<string, unknown> | null; ts: string };
type PgFilter = { column: string; op: string; value: string };
type Binding = { id: number; event: string; schema: string; table?: string; filter?: string; parsed: PgFilter | null };
type Channel = { topic: string; joinRef: string | null; auth: AuthCtx; bindings: Binding[]; self: boolean; ack: boolean; expiry: NodeJS.Timeout | null };
type Conn = {
  ws: WebSocket; vsn: string; channels: Map<string, Channel>; auth: AuthCtx;
  /** joins counted in the current one-second window, and when it started */
  joins: number; joinWindow: number;
  /** messages read from the socket and not yet handled */
  pending: number;
  /** counted against MAX_CONCURRENT_USERS once it has joined a channel */
  counted: boolean;
  closed: boolean;
};
type Msg = { join_ref: string | null; ref: string | null; topic: string; event: string; payload: unknown };

// Limits with hosted Realtime's defaults (TENANT_MAX_CHANNELS_PER_CLIENT, TENANT_MAX_JOINS_PER_SECOND,
// TENANT_MAX_CONCURRENT_USERS), so one client cannot grow the server's memory or slow everyone's delivery.
export const MAX_CHANNELS_PER_CLIENT = 100;
/** hosted counts joins per project; here per socket, so one abusive client cannot lock the others out */
export const MAX_JOINS_PER_SECOND = 100;
export const MAX_CONCURRENT_USERS = 200;
/** a socket with this much still unsent is not reading (a slow consumer): it is dropped */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** messages received from one socket and still waiting to be handled */
export const MAX_PENDING_MESSAGES = 1000;
/** Phoenix re-checks a channel's token at least this often (hosted: 5 minutes) */
const CONFIRM_TOKEN_MS = 5 * 60_000;

// hosted Realtime's texts (realtime_channel.ex)
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
export const TOO_MANY_JOINS = 'ClientJoinRateLimitReached: Too many joins per second';
export const TOO_MANY_USERS = 'ConnectionRateLimitReached: Too many connected users';
const MALFORMED_JWT = 'The token provided is not a valid JWT';
const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';
const expiredText = (exp: number) => `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`;

type TokenCheck = { ok: true; auth: AuthCtx } | { ok: false; code: string; message: string };

const FILTER_OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

function parseFilter(f: string | undefined): PgFilter | null | 'invalid' {
  if (!f) return null;
  const m = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(f);
  if (!m || !FILTER_OPS.has(m[2]!)) return 'invalid';
  return { column: m[1]!, op: m[2]!, value: m[3]! };
}

function matches(f: PgFilter | null, row: Record<string, unknown>): boolean {
  if (!f) return true;
  const v = row[f.column];
  const s = v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
  const num = (x: string) => Number(x);
  switch (f.op) {
    case 'eq': return s === f.value;
    case 'neq': return s !== f.value;
    case 'in': return s !== null && f.value.replace(/^\(|\)$/g, '').split(',').map((x) => x.trim().replace(/^"|"$/g, '')).includes(s);
    default: {
      if (s === null) return false;
      const a = typeof v === 'number' ? v : num(s);
      const b = num(f.value);
      const [x, y] = Number.isNaN(a) || Number.isNaN(b) ? [s, f.value] : [a, b];
      return f.op === 'lt' ? x < y : f.op === 'lte' ? x <= y : f.op === 'gt' ? x > y : x >= y;
    }
  }
}

/** Phoenix channels as supabase-js speaks them: postgres_changes driven by NOTIFY, and broadcast. */
export class Realtime {
  private readonly conns = new Set<Conn>();
  /** sockets that joined at least one channel */
  private users = 0;
  private listener: pg.Client | null = null;
  private stopped = false;
  private seq = 1;
  private queue: Promise<void> = Promise.resolve();
  /** columns each role may select per table: a subscriber receives only what it could read */
  private readonly visible = new Map<string, Promise<string[]>>();

  constructor(
    private readonly deps: {
      databaseUrl: string; pool: pg.Pool; jwt: Jwt; anonKey: string; serviceRoleKey: string;
      schema: () => SchemaCache; onSchemaReload: () => Promise<void>; log: (m: string) => void;
    },
  ) {}

  async start(app: FastifyInstance): Promise<void> {
    await this.listen();
    await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
    app.register(async (scope) => {
      scope.get('/realtime/v1/websocket', {
        websocket: true,
        preValidation: async (req, reply) => {
          const q = req.query as Record<string, string>;
          const key = q.apikey ?? (req.headers.apikey as string | undefined);
          if (!key) return reply.code(401).send({ message: 'No API key found in request' });
          const v = await this.deps.jwt.verify(key);
          if (!v.ok) return reply.code(401).send({ message: 'Invalid API key' });
        },
      }, (socket, req) => {
        // listeners attach synchronously: the client sends its join right after the socket opens
        const q = req.query as Record<string, string>;
        const key = q.apikey ?? (req.headers.apikey as string) ?? '';
        const conn: Conn = {
          ws: socket, vsn: q.vsn ?? '1.0.0', channels: new Map(), auth: { role: 'anon', claims: { role: 'anon' }, token: '' },
          joins: 0, joinWindow: 0, pending: 0, counted: false, closed: false,
        };
        const ready = this.deps.jwt.verify(key).then((v) => {
          if (v.ok) conn.auth = { role: (v.claims.role ?? 'anon') as Role, claims: v.claims, token: key };
        });
        let chain: Promise<void> = ready;
        this.conns.add(conn);
        socket.on('message', (data, isBinary) => {
          if (conn.closed) return;
          // a client that sends faster than it is served is flooding: bound what it can queue
          if (++conn.pending > MAX_PENDING_MESSAGES) return this.drop(conn);
          chain = chain
            .then(() => (conn.closed ? undefined : this.onMessage(conn, data as Buffer, isBinary)))
            .catch((e) => this.deps.log(`realtime message failed: ${String(e)}`))
            .finally(() => void conn.pending--);
        });
        socket.on('close', () => this.forget(conn));
        socket.on('error', () => this.forget(conn));
      });
    });
    // REST broadcast: channel.send() when not joined posts a batch here, channel.httpSend() one message
    const restAuth = async (req: FastifyRequest): Promise<AuthCtx | null> => {
      const h = req.headers.authorization;
      const token = h && /^bearer\s+/i.test(h) ? h.replace(/^bearer\s+/i, '').trim() : ((req.headers.apikey as string | undefined) ?? '');
      const c = await this.checkToken(token);
      return c.ok ? c.auth : null;
    };
    const unauthorized = (reply: FastifyReply) => reply.code(401).send({ message: 'Unauthorized' });
    app.post('/realtime/v1/api/broadcast', async (req, reply) => {
      const auth = await restAuth(req);
      if (!auth) return unauthorized(reply);
      const b = (req.body ?? {}) as { messages?: unknown };
      const messages = Array.isArray(b.messages) ? (b.messages as Record<string, unknown>[]) : null;
      const invalid = !messages?.length || messages.some((m) => !m || typeof m.topic !== 'string' || typeof m.event !== 'string' || !m.payload || typeof m.payload !== 'object');
      // hosted answers an invalid batch with its changeset errors
      if (invalid) return reply.code(422).send({ errors: { messages: ['is invalid'] } });
      for (const m of messages!) this.restBroadcast(auth, m.topic as string, m.event as string, m.payload as Record<string, unknown>, m.private === true);
      return reply.code(202).send();
    });
    app.post('/realtime/v1/api/broadcast/:topic/events/:event', async (req, reply) => {
      const auth = await restAuth(req);
      if (!auth) return unauthorized(reply);
      const { topic, event } = req.params as { topic: string; event: string };
      const payload = req.body;
      if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload)) return reply.code(415).send({ message: 'Only JSON payloads are supported here' });
      const priv = String((req.query as Record<string, unknown>).private) === 'true';
      this.restBroadcast(auth, topic, event, payload as Record<string, unknown>, priv);
      return reply.code(202).send();
    });
  }

  /** Private channels need realtime.messages policies, which this server does not evaluate: only the service role sends to them. */
  private restBroadcast(auth: AuthCtx, topic: string, event: string, payload: Record<string, unknown>, priv: boolean): void {
    if (priv && auth.role !== 'service_role') return;
    this.broadcast(null, `realtime:${topic}`, { type: 'broadcast', event, payload });
  }
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.deps.databaseUrl });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.listener === client && !this.stopped) {
        this.listener = null;
        setTimeout(() => void this.listen().catch(() => undefined), 1000);
      }
    });
    client.on('notification', (n) => {
      if (n.channel === 'pgrst') {
        this.visible.clear();
        this.queue = this.queue.then(() => this.deps.onSchemaReload()).catch(() => undefined);
        return;
      }
      if (n.channel !== 'quadra_realtime' || !n.payload) return;
      let change: Change;
      try {
        change = JSON.parse(n.payload) as Change;
      } catch {
        return;
      }
      // keep the database's order of changes
      this.queue = this.queue.then(() => this.deliver(change)).catch((e) => this.deps.log(`realtime delivery failed: ${String(e)}`));
    });
    await client.connect();
    await client.query('listen quadra_realtime');
    await client.query('listen pgrst');
    this.listener = client;
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
    conn.closed = true;
    this.conns.delete(conn);
    if (conn.counted) this.users--;
    conn.counted = false;
    for (const ch of conn.channels.values()) if (ch.expiry) clearTimeout(ch.expiry);
    conn.channels.clear();
  }

  /** Ends a socket that floods or does not read; what it had queued is freed with it. */
  private drop(conn: Conn): void {
    this.forget(conn);
    conn.ws.terminate();
  }

  private send(conn: Conn, m: Msg): void {
    if (conn.closed || conn.ws.readyState !== conn.ws.OPEN) return;
    const text = conn.vsn === '2.0.0'
      ? JSON.stringify([m.join_ref, m.ref, m.topic, m.event, m.payload])
      : JSON.stringify({ join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload });
    conn.ws.send(text);
    // a slow consumer: its unsent messages would otherwise pile up in this process without end
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) this.drop(conn);
  }

  private reply(conn: Conn, m: Msg, status: 'ok' | 'error', response: unknown): void {
    this.send(conn, { join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: 'phx_reply', payload: { status, response } });
  }

  private decode(data: Buffer, isBinary: boolean): Msg | null {
    if (isBinary) {
      // user broadcast push: kind 3, then lengths of join_ref, ref, topic, event, metadata, encoding
      if (data.length < 7 || data[0] !== 3) return null;
      const [jl, rl, tl, el, ml, enc] = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!, data[6]!];
      let o = 7;
      const take = (n: number) => data.subarray(o, (o += n)).toString('utf8');
      const joinRef = take(jl), ref = take(rl), topic = take(tl), event = take(el);
      take(ml);
      const rest = data.subarray(o);
      let payload: unknown = rest.toString('base64');
      if (enc === 1) {
        try {
          payload = JSON.parse(rest.toString('utf8'));
        } catch {
          return null;
        }
      }
      return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { type: 'broadcast', event, payload } };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      return null;
    }
    if (Array.isArray(parsed) && parsed.length === 5) {
      const [join_ref, ref, topic, event, payload] = parsed as [string | null, string | null, string, string, unknown];
      return typeof topic === 'string' && typeof event === 'string' ? { join_ref, ref, topic, event, payload } : null;
    }
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>;
      if (typeof o.topic === 'string' && typeof o.event === 'string') {
        return { join_ref: (o.join_ref as string) ?? null, ref: (o.ref as string) ?? null, topic: o.topic, event: o.event, payload: o.payload };
      }
    }
    return null;
  }

  /** Hosted's token check for a channel: signature, `role` and `exp` claims, expiry (realtime_channel.ex confirm_token). */
  private async checkToken(token: string): Promise<TokenCheck> {
    const v = await this.deps.jwt.verify(token);
    if (!v.ok) {
      if (v.expired) {
        const exp = Number(decodeJwt(token).exp);
        return { ok: false, code: 'InvalidJWTToken', message: expiredText(exp) };
      }
      return v.reason.includes('Signature')
        ? { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' }
        : { ok: false, code: 'MalformedJWT', message: MALFORMED_JWT };
    }
    if (typeof v.claims.role !== 'string' || typeof v.claims.exp !== 'number') return { ok: false, code: 'InvalidJWTToken', message: MISSING_CLAIMS };
    const role = v.claims.role as Role;
    if (!['anon', 'authenticated', 'service_role'].includes(role)) return { ok: false, code: 'Unauthorized', message: `Role ${role} is not allowed` };
    return { ok: true, auth: { role, claims: v.claims, token } };
  }

  /** Re-checks the channel's token when it expires (and every CONFIRM_TOKEN_MS); an expired one closes the channel. */
  private watchExpiry(conn: Conn, ch: Channel): void {
    if (ch.expiry) clearTimeout(ch.expiry);
    const exp = Number(ch.auth.claims.exp);
    const wait = Math.max(0, Math.min(CONFIRM_TOKEN_MS, exp * 1000 - Date.now()));
    ch.expiry = setTimeout(() => {
      ch.expiry = null;
      if (conn.channels.get(ch.topic) !== ch) return;
      if (Number(ch.auth.claims.exp) * 1000 <= Date.now()) this.shutdown(conn, ch, expiredText(exp));
      else this.watchExpiry(conn, ch);
    }, wait);
    ch.expiry.unref();
  }

  /** Hosted's shutdown_response: a system error message with the reason, then the channel closes. */
  private shutdown(conn: Conn, ch: Channel, message: string): void {
    if (ch.expiry) clearTimeout(ch.expiry);
    conn.channels.delete(ch.topic);
    this.send(conn, { join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'system', payload: { extension: 'system', status: 'error', message, channel: ch.topic.replace(/^realtime:/, '') } });
    this.send(conn, { join_ref: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
  }

  private async onMessage(conn: Conn, data: Buffer, isBinary: boolean): Promise<void> {
    const m = this.decode(data, isBinary);
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
      if (typeof token !== 'string' || !token || token === channel.auth.token || token.startsWith('sb_')) return;
      const c = await this.checkToken(token);
      if (conn.channels.get(m.topic) !== channel) return;
      if (!c.ok) return this.shutdown(conn, channel, c.message);
      channel.auth = c.auth;
      this.watchExpiry(conn, channel);
      return;
    }
    if (m.event === 'broadcast') {
      this.broadcast(channel.self ? null : conn, m.topic, payload);
      if (channel.ack && m.ref) this.reply(conn, m, 'ok', {});
      return;
    }
    if (m.event === 'presence') return this.reply(conn, m, 'ok', {});
    this.reply(conn, m, 'ok', {});
  }

  private async join(conn: Conn, m: Msg, payload: Record<string, unknown>): Promise<void> {
    // limits first, in hosted's order: concurrent users, joins per second, channels per client
    if (!conn.counted && this.users >= MAX_CONCURRENT_USERS) return this.reply(conn, m, 'error', { reason: TOO_MANY_USERS });
    const now = Date.now();
    if (now - conn.joinWindow >= 1000) {
      conn.joinWindow = now;
      conn.joins = 0;
    }
    if (++conn.joins > MAX_JOINS_PER_SECOND) {
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
    const check = typeof token === 'string' && token && !token.startsWith('sb_')
      ? await this.checkToken(token)
      : { ok: true as const, auth: conn.auth };
    if (!check.ok) return this.reply(conn, m, 'error', { reason: `${check.code}: ${check.message}` });
    const auth = check.auth;
    const config = (payload.config ?? {}) as { broadcast?: { self?: boolean; ack?: boolean }; postgres_changes?: unknown[] };
    const bindings: Binding[] = [];
    const cache = this.deps.schema();
    for (const raw of Array.isArray(config.postgres_changes) ? config.postgres_changes : []) {
      const b = (raw ?? {}) as { event?: string; schema?: string; table?: string; filter?: string };
      const event = typeof b.event === 'string' ? b.event : '*';
      const schema = typeof b.schema === 'string' ? b.schema : 'public';
      const parsed = parseFilter(b.filter);
      const tableOk = !b.table || b.table === '*' || (schema === cache.schema && cache.relations.has(b.table));
      const colOk = parsed === null || parsed === 'invalid' || !b.table || cache.relations.get(b.table)?.columns.has(parsed.column);
      if (parsed === 'invalid' || !tableOk || !colOk || !['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) {
        return this.reply(conn, m, 'error', { reason: `Invalid postgres_changes binding: ${JSON.stringify(b).slice(0, 200)}` });
      }
      bindings.push({ id: this.seq++, event, schema, table: b.table, filter: b.filter, parsed });
    }
    if (conn.closed) return;
    if (existing?.expiry) clearTimeout(existing.expiry);
    // the limits may have been passed while the token was checked
    if (!existing && conn.channels.size >= MAX_CHANNELS_PER_CLIENT) return this.reply(conn, m, 'error', { reason: TOO_MANY_CHANNELS });
    const ch: Channel = { topic: m.topic, joinRef: m.join_ref, auth, bindings, self: config.broadcast?.self === true, ack: config.broadcast?.ack === true, expiry: null };
    conn.channels.set(m.topic, ch);
    if (!conn.counted) {
      conn.counted = true;
      this.users++;
    }
    this.watchExpiry(conn, ch);
    this.reply(conn, m, 'ok', { postgres_changes: bindings.map((b) => ({ id: b.id, event: b.event, schema: b.schema, table: b.table, filter: b.filter })) });
    if (bindings.length) {
      this.send(conn, { join_ref: m.join_ref, ref: null, topic: m.topic, event: 'system', payload: { channel: m.topic.replace(/^realtime:/, ''), extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' } });
    }
  }

  private broadcast(except: Conn | null, topic: string, payload: Record<string, unknown>): void {
    for (const c of [...this.conns]) {
      if (c === except) continue;
      const ch = c.channels.get(topic);
      if (ch) this.send(c, { join_ref: ch.joinRef, ref: null, topic, event: 'broadcast', payload });
    }
  }
  private visibleColumns(role: Role, schema: string, table: string): Promise<string[]> {
    const key = `${role}:${schema}.${table}`;
    let p = this.visible.get(key);
    if (!p) {
      p = this.deps.pool
        .query<{ name: string }>(
          `select a.attname as name from pg_attribute a where a.attrelid = format('%I.%I', $2::text, $3::text)::regclass
             and a.attnum > 0 and not a.attisdropped and has_column_privilege($1::text, a.attrelid, a.attnum, 'SELECT') order by a.attnum`,
          [role, schema, table])
        .then((r) => r.rows.map((x) => x.name));
      p.catch(() => this.visible.delete(key));
      this.visible.set(key, p);
    }
    return p;
  }

  private async deliver(change: Change): Promise<void> {
    const targets: { conn: Conn; ch: Channel; ids: number[] }[] = [];
    for (const conn of this.conns) {
      for (const ch of conn.channels.values()) {
        const ids = ch.bindings
          .filter((b) => (b.schema === '*' || b.schema === change.schema) && (!b.table || b.table === '*' || b.table === change.table) && (b.event === '*' || b.event === change.type))
          .map((b) => b.id);
        if (ids.length) targets.push({ conn, ch, ids });
      }
    }
    if (!targets.length) return;
    const rel = change.schema === this.deps.schema().schema ? this.deps.schema().relations.get(change.table) : undefined;
    const columns = rel ? [...rel.columns.values()].map((c) => ({ name: c.name, type: c.typname })) : [];
    const rowsByToken = new Map<string, Promise<Record<string, unknown> | null>>();
    const readAs = (auth: AuthCtx): Promise<Record<string, unknown> | null> => {
      const key = `${auth.role}:${auth.claims.sub ?? ''}:${auth.token}`;
      let p = rowsByToken.get(key);
      if (!p) {
        const cols = Object.keys(change.pk);
        const where = cols.map((c, i) => `t.${qi(c)} = $${i + 1}`).join(' AND ');
        const values = cols.map((c) => {
          const v = change.pk[c];
          return v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
        });
        p = this.visibleColumns(auth.role, change.schema, change.table).then((visible) => {
          if (!visible.length) return null;
          const list = visible.map((c) => `t.${qi(c)}`).join(', ');
          return withRole(this.deps.pool, auth, { readOnly: true, single: true, method: 'REALTIME', path: change.table }, async (c) => {
            const r = await c.query<{ r: Record<string, unknown> }>(
              `SELECT to_jsonb(x) AS r FROM (SELECT ${list} FROM ${qi(change.schema)}.${qi(change.table)} t WHERE ${where}) x`, values);
            return r.rows[0]?.r ?? null;
          });
        }).catch(() => null);
        rowsByToken.set(key, p);
      }
      return p;
    };
    for (const t of targets) {
      if (t.conn.channels.get(t.ch.topic) !== t.ch) continue;
      // the expiry timer may not have fired yet: never deliver on an expired token
      if (Number(t.ch.auth.claims.exp) * 1000 <= Date.now()) {
        this.shutdown(t.conn, t.ch, expiredText(Number(t.ch.auth.claims.exp)));
        continue;
      }
      let record: Record<string, unknown> = {};
      if (change.type !== 'DELETE') {
        const row = await readAs(t.ch.auth);
        if (!row) continue; // the subscriber's RLS does not let it read this row
        if (t.conn.channels.get(t.ch.topic) !== t.ch) continue; // left (or was closed) meanwhile
        record = row;
      }
      const ids = t.ids.filter((id) => {
        const b = t.ch.bindings.find((x) => x.id === id)!;
        // a DELETE carries only the old keys unless the table has REPLICA IDENTITY FULL: filter when we can
        if (change.type === 'DELETE') return !b.parsed || !(b.parsed.column in (change.old ?? {})) || matches(b.parsed, change.old ?? {});
        return matches(b.parsed, record);
      });
      if (!ids.length) continue;
      this.send(t.conn, {
        join_ref: t.ch.joinRef, ref: null, topic: t.ch.topic, event: 'postgres_changes',
        payload: {
          ids,
          data: {
            schema: change.schema, table: change.table, commit_timestamp: change.ts, type: change.type, columns,
            ...(change.type !== 'DELETE' ? { record } : {}),
            ...(change.type !== 'INSERT' ? { old_record: change.old ?? {} } : {}),
            errors: null,
          },
        },
      });
    }
  }
}

