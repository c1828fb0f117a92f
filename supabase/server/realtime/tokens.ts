import { decodeJwt } from 'jose';
import type { Jwt } from '../auth/jwt.js';
import type { AuthCtx, Role } from '../http/db.js';

/** Phoenix re-checks a channel's token at least this often (hosted: 5 minutes) */
export const CONFIRM_TOKEN_MS = 5 * 60_000;

// hosted Realtime's texts (realtime_channel.ex)
const MALFORMED_JWT = 'The token provided is not a valid JWT';
const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';
export const expiredText = (exp: number) => `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`;

export type TokenCheck = { ok: true; auth: AuthCtx } | { ok: false; code: string; message: string };

/** Hosted's token check for a channel: signature, `role` and `exp` claims, expiry (realtime_channel.ex confirm_token). */
export async function checkToken(jwt: Jwt, token: string): Promise<TokenCheck> {
  const v = await jwt.verify(token);
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

/** A token passed on a channel (not a publishable `sb_…` key): the channel's own identity. */
export const channelToken = (token: unknown): token is string => typeof token === 'string' && !!token && !token.startsWith('sb_');

export const isExpired = (auth: AuthCtx) => Number(auth.claims.exp) * 1000 <= Date.now();
