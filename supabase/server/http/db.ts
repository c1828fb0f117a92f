import type pg from 'pg';
import type { Claims } from '../auth/jwt.js';
import { HttpError, fromPgError, isPgError } from './errors.js';

export type Role = 'anon' | 'authenticated' | 'service_role';
export type AuthCtx = { role: Role; claims: Claims; token: string };

const SET_CONTEXT = {
  name: 'quadra_set_context_v2',
  text: "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), set_config('request.path', $4, true), set_config('request.headers', $5, true), set_config('request.cookies', $6, true)",
};

/** One-statement requests: what varies per request, set at session level in the same pipeline (one round trip). */
const SET_REQUEST = {
  name: 'quadra_set_request',
  text: "select set_config('request.method', $1, false), set_config('request.path', $2, false), set_config('request.headers', $3, false), set_config('request.cookies', $4, false)",
};

const SET_SESSION = {
  name: 'quadra_set_session',
  text: "select set_config('role', $1, false), set_config('request.jwt.claims', $2, false)",
};
/** The role and claims each pooled connection currently holds at session level. */
const sessionContext = new WeakMap<pg.PoolClient, string>();
/** The request method, path and headers each pooled connection holds at session level. */
const sessionRequest = new WeakMap<pg.PoolClient, string>();

type Opts = {
  /** `begin read only`; a `single` request runs as its own statement instead (rpc refuses a volatile function by GET) */
  readOnly?: boolean;
  method: string;
  path: string;
  /** `fn` sends exactly one statement right away: begin, context, statement and commit travel in one pipeline */
  single?: boolean;
  /** the HTTP request headers, readable in SQL as `current_setting('request.headers', true)::json` (as in PostgREST) */
  headers?: Record<string, string | string[] | undefined>;
  /** end the transaction with ROLLBACK (PostgREST's `Prefer: tx=rollback`) */
  rollback?: boolean;
};

/** `request.headers` as PostgREST sets it: lower-case names, string values; and `request.cookies`. */
function requestSettings(headers: Opts['headers']): [string, string] {
  const h: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) if (v !== undefined) h[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  const cookies: Record<string, string> = {};
  for (const part of (h.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return [JSON.stringify(h), JSON.stringify(cookies)];
}

/**
 * Runs `fn` in one transaction as the token's role with `request.jwt.claims` set (`set local`), so
 * Row Level Security decides. Database errors become PostgREST error responses; anything thrown
 * rolls back. The request pool runs in pipeline mode, so a one-statement request costs one round trip.
 */
export async function withRole<T>(pool: pg.Pool, auth: AuthCtx, opts: Opts, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  const [headers, cookies] = requestSettings(opts.headers);
  const path = opts.path.slice(0, 1000);
  const context = { ...SET_CONTEXT, values: [auth.role, JSON.stringify(auth.claims), opts.method, path, headers, cookies] };
  try {
    if (opts.single && !opts.rollback) {
      // One statement is one transaction. The connection keeps the last role and claims at session
      // level, so a request with the same token costs one statement; a change travels in the same
      // pipeline inside a transaction, so the statement never runs under the previous context.
      const key = `${auth.role}\u0000${context.values[1]}`;
      // the request's settings too are sent only when they differ from what the connection holds
      const requestKey = `${opts.method}\u0000${path}\u0000${headers}`;
      let request: Promise<unknown> = Promise.resolve();
      if (sessionRequest.get(client) !== requestKey) {
        sessionRequest.delete(client);
        request = client.query({ ...SET_REQUEST, values: [opts.method, path, headers, cookies] }).then(() => sessionRequest.set(client, requestKey));
      }
      if (sessionContext.get(client) === key) {
        const [set, main] = await Promise.allSettled([request, fn(client)]);
        if (set.status === 'rejected') throw set.reason;
        if (main.status === 'rejected') throw main.reason;
        return main.value;
      }
      sessionContext.delete(client);
      const steps = [request, client.query('begin'), client.query({ ...SET_SESSION, values: [auth.role, context.values[1]] })];
      const main = fn(client);
      const commit = client.query('commit');
      const settled = await Promise.allSettled([...steps, main, commit]);
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      sessionContext.set(client, key);
      return (settled[3] as PromiseFulfilledResult<T>).value;
    }
    await client.query(opts.readOnly ? 'begin read only' : 'begin');
    try {
      await client.query(context);
      const out = await fn(client);
      await client.query(opts.rollback ? 'rollback' : 'commit');
      return out;
    } catch (e) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw e;
    }
  } catch (e) {
    if (isPgError(e)) throw fromPgError(e, auth.role);
    if (!(e instanceof HttpError)) broken = true;
    throw e;
  } finally {
    client.release(broken);
  }
}
