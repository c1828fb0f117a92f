import type pg from 'pg';
import type { Claims } from '../auth/jwt.js';
import { HttpError, fromPgError, isPgError } from './errors.js';

export type Role = 'anon' | 'authenticated' | 'service_role';
export type AuthCtx = { role: Role; claims: Claims; token: string };

const SET_CONTEXT = {
  name: 'quadra_set_context',
  text: "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), set_config('request.path', $4, true)",
};

/**
 * Runs `fn` in one transaction as the token's role with `request.jwt.claims` set, so Row Level
 * Security decides. Database errors become PostgREST error responses; anything thrown rolls back.
 */
export async function withRole<T>(
  pool: pg.Pool,
  auth: AuthCtx,
  opts: { readOnly?: boolean; method: string; path: string },
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(opts.readOnly ? 'begin read only' : 'begin');
    try {
      await client.query({ ...SET_CONTEXT, values: [auth.role, JSON.stringify(auth.claims), opts.method, opts.path] });
      const out = await fn(client);
      await client.query('commit');
      return out;
    } catch (e) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      if (isPgError(e)) throw fromPgError(e, auth.role);
      throw e;
    }
  } catch (e) {
    if (!(e instanceof HttpError) && !isPgError(e)) broken = true;
    throw e;
  } finally {
    client.release(broken);
  }
}
