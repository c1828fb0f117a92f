import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { body, type AuthContext } from './context.js';
import { ErrorCode, gotrue, rateLimited } from './errors.js';
import { securityNotices } from './mail.js';
import { setIdentityEmail } from './user.js';
import type { UserRow } from './user-json.js';

/** GoTrue's answer when the first of the two e-mail change links is followed. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type VerifyType = 'signup' | 'recovery' | 'email_change';
const TYPES = new Set<VerifyType>(['signup', 'recovery', 'email_change']);
const verifyType = (t: unknown): VerifyType => (TYPES.has(t as VerifyType) ? (t as VerifyType) : 'signup');

/**
 * Each lookup goes through a partial index on its token column (bootstrap.sql: GoTrue's
 * `*_token_idx`), whose predicate the query repeats so the planner can use it.
 */
const TOKEN_MATCH = (column: string) => `${column} = $1 and ${column} !~ '^[0-9 ]*$'`;

type Outcome = { user: UserRow } | { message: string } | null;

/** Consumes a token: null when it is unknown, used or older than a day. */
async function consume(ctx: AuthContext, type: VerifyType, t: string): Promise<Outcome> {
  if (type !== 'email_change') {
    const column = type === 'recovery' ? 'recovery' : 'confirmation';
    const { rows } = await ctx.admin.query<UserRow>(
      `update auth.users set ${column}_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where ${TOKEN_MATCH(`${column}_token`)} and ${column}_sent_at > now() - interval '24 hours' returning *`, [t]);
    return rows[0] ? { user: rows[0] } : null;
  }
  const client = await ctx.admin.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<UserRow>(
      `select * from auth.users where ((${TOKEN_MATCH('email_change_token_current')}) or (${TOKEN_MATCH('email_change_token_new')}))
       and email_change_sent_at > now() - interval '24 hours' for update`, [t]);
    const user = rows[0];
    let outcome: Outcome = null;
    if (user && user.email_change) {
      const matched = user.email_change_token_current === t ? 'email_change_token_current' : 'email_change_token_new';
      if ((user.email_change_confirm_status ?? 0) === 0 && user.email) {
        // the first of the two links: nothing changes yet
        await client.query(`update auth.users set ${matched} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`, [user.id]);
        outcome = { message: SINGLE_CONFIRMATION_ACCEPTED };
      } else {
        const { rows: done } = await client.query<UserRow>(
          `update auth.users set email = email_change, email_change = '', email_change_token_current = '', email_change_token_new = '',
             email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
           where id = $1 returning *`, [user.id]);
        outcome = { user: done[0]! };
      }
    }
    await client.query('commit');
    if (outcome && 'user' in outcome) {
      await setIdentityEmail(ctx, outcome.user.id, outcome.user.email!);
      if (user?.email) await securityNotices.emailChanged(ctx, user.email, outcome.user.email!);
    }
    return outcome;
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

/** GET /verify (the mailed link) and POST /verify (GoTrue's api/verify.go), limited per client address. */
export function verifyRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const limit = (req: FastifyRequest) => {
    if (!ctx.limiter.hit(`verify:${req.ip}`, ctx.opts.rateLimits.verify)) throw rateLimited();
  };

  app.get('/auth/v1/verify', async (req: FastifyRequest, reply: FastifyReply) => {
    limit(req);
    const q = req.query as Record<string, unknown>;
    const type = verifyType(q.type);
    const redirectTo = ctx.redirectTo(req);
    const outcome = typeof q.token === 'string' && q.token ? await consume(ctx, type, q.token) : null;
    if (!outcome) {
      const err = new URLSearchParams({ error: 'access_denied', error_code: ErrorCode.otpExpired, error_description: 'Email link is invalid or has expired' });
      return reply.redirect(`${redirectTo}#${err.toString()}`, 303);
    }
    if ('message' in outcome) return reply.redirect(`${redirectTo}#${new URLSearchParams({ message: outcome.message }).toString()}`, 303);
    const s = await ctx.issueSession(outcome.user, type === 'recovery' ? 'recovery' : type === 'email_change' ? 'email_change' : 'otp', req);
    const frag = new URLSearchParams({
      access_token: s.access_token, expires_at: String(s.expires_at), expires_in: String(s.expires_in),
      refresh_token: s.refresh_token, token_type: 'bearer', type,
    });
    return reply.redirect(`${redirectTo}#${frag.toString()}`, 303);
  });

  app.post('/auth/v1/verify', async (req) => {
    limit(req);
    const b = body(req);
    const t = typeof b.token_hash === 'string' ? b.token_hash : typeof b.token === 'string' ? b.token : '';
    const type = verifyType(b.type);
    const outcome = t ? await consume(ctx, type, t) : null;
    if (!outcome) throw gotrue(403, ErrorCode.otpExpired, 'Token has expired or is invalid');
    if ('message' in outcome) return { msg: outcome.message, code: 200 };
    return ctx.issueSession(outcome.user, 'otp', req);
  });
}
