import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { body, randomToken, REFRESH_TOKEN_REUSE_INTERVAL_S, type AuthContext } from './context.js';
import { ErrorCode, gotrue, rateLimited } from './errors.js';
import type { UserRow } from './user-json.js';

const isBanned = (u: UserRow) => !!u.banned_until && u.banned_until > new Date();

/** POST /token?grant_type=password|refresh_token (GoTrue's api/token.go, tokens/service.go). */
export function tokenRoute(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/auth/v1/token', async (req) => {
    const grant = (req.query as Record<string, unknown>).grant_type;
    if (grant === 'password') return passwordGrant(ctx, req);
    if (grant === 'refresh_token') return refreshTokenGrant(ctx, req);
    throw gotrue(400, ErrorCode.unsupportedGrantType, 'unsupported_grant_type');
  });
}

/**
 * Wrong passwords are counted per address *and* client address, and the block is checked before the
 * password only for that pair: someone guessing elsewhere never locks the owner out. Every attempt
 * also counts against the client address's own limit (as hosted limits sign-ins per IP).
 */
async function passwordGrant(ctx: AuthContext, req: FastifyRequest) {
  const b = body(req);
  ctx.checkIp(req);
  if (typeof b.email !== 'string' || typeof b.password !== 'string') throw gotrue(400, ErrorCode.validationFailed, 'missing email or phone');
  const email = b.email.trim().toLowerCase();
  const key = `signin:${req.ip}:${email}`;
  const limit = ctx.opts.rateLimits.perEmail;
  if (ctx.limiter.blocked(key, limit)) throw rateLimited();
  const user = await ctx.findByEmail(email);
  const hash = user?.encrypted_password ?? '';
  const ok = hash.startsWith('$2') ? await bcrypt.compare(b.password, hash) : false;
  if (!user || !ok) {
    ctx.limiter.hit(key, limit);
    throw gotrue(400, ErrorCode.invalidCredentials, 'Invalid login credentials');
  }
  ctx.limiter.reset(key);
  if (!user.email_confirmed_at) throw gotrue(400, ErrorCode.emailNotConfirmed, 'Email not confirmed');
  if (isBanned(user)) throw gotrue(400, ErrorCode.userBanned, 'User is banned');
  return ctx.issueSession(user, 'password', req);
}

type RefreshRow = { id: string; user_id: string; session_id: string; revoked: boolean; token: string; updated_at: Date };

/**
 * Refresh tokens rotate. A rotated one still works within the reuse interval (a client that lost the
 * answer, or two tabs refreshing at once): the parent of the active token gets the active token back,
 * an older one a new token. Past the interval its reuse is taken as theft and ends the session.
 * A banned user gets no new access token.
 */
async function refreshTokenGrant(ctx: AuthContext, req: FastifyRequest) {
  const b = body(req);
  if (!ctx.limiter.hit(`refresh:${req.ip}`, ctx.opts.rateLimits.perIp * 5)) throw rateLimited();
  const notFound = () => gotrue(400, ErrorCode.refreshTokenNotFound, 'Invalid Refresh Token: Refresh Token Not Found');
  if (typeof b.refresh_token !== 'string' || !b.refresh_token) throw notFound();
  const client = await ctx.admin.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<RefreshRow>(
      'select id, user_id, session_id, revoked, token, updated_at from auth.refresh_tokens where token = $1 for update', [b.refresh_token]);
    const rt = rows[0];
    if (!rt) throw notFound();
    const { rows: users } = await client.query<UserRow>('select * from auth.users where id = $1', [rt.user_id]);
    const user = users[0];
    if (!user) throw gotrue(400, ErrorCode.userNotFound, 'User not found');
    if (isBanned(user)) throw gotrue(400, ErrorCode.userBanned, 'Invalid Refresh Token: User Banned');

    let issued: string | null = null;
    if (rt.revoked) {
      const { rows: active } = await client.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [rt.session_id]);
      if (active[0]?.parent === rt.token) issued = active[0].token;
      else if (Date.now() > rt.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_S * 1000) {
        await client.query('delete from auth.sessions where id = $1', [rt.session_id]);
        await client.query('commit');
        throw gotrue(400, ErrorCode.refreshTokenAlreadyUsed, 'Invalid Refresh Token: Already Used');
      }
    }
    if (!issued) {
      issued = randomToken().slice(0, 32);
      if (!rt.revoked) await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
      await client.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [issued, rt.user_id, rt.session_id, rt.token]);
    }
    await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [rt.session_id]);
    await client.query('commit');
    return await ctx.sessionJson(user, issued, rt.session_id, 'token_refresh');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
