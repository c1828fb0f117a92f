import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { body, meta, randomToken, type AuthContext } from './context.js';
import { ErrorCode, gotrue, rateLimited } from './errors.js';
import type { Claims } from './jwt.js';
import { securityNotices } from './mail.js';
import { userJson, type UserRow } from './user-json.js';

/** GET /user and PUT /user (GoTrue's api/user.go), POST /logout (api/logout.go). */
export function userRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/auth/v1/user', async (req) => userJson((await ctx.userFromToken(req)).user));

  app.put('/auth/v1/user', async (req) => {
    const { auth, user } = await ctx.userFromToken(req);
    const b = body(req);
    let current = user;
    // checked before anything is written, so a refused change leaves the user as it was
    const newEmail = b.email !== undefined ? ctx.normEmail(b.email) : undefined;
    const changesEmail = newEmail !== undefined && newEmail !== (user.email ?? '').toLowerCase();
    if (changesEmail) {
      const other = await ctx.findByEmail(newEmail);
      if (other && other.id !== user.id) throw gotrue(422, ErrorCode.emailExists, 'A user with this email address has already been registered');
    }
    if (b.password !== undefined) {
      ctx.checkPassword(b.password);
      await checkCurrentPassword(ctx, user, auth.claims, b.current_password);
      const hash = user.encrypted_password ?? '';
      if (hash.startsWith('$2') && (await bcrypt.compare(b.password as string, hash))) {
        throw gotrue(422, ErrorCode.samePassword, 'New password should be different from the old password.');
      }
    }
    if (b.data !== undefined) {
      current = await update(ctx, user.id, `raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb`, [JSON.stringify(meta(b.data))]);
    }
    if (b.password !== undefined) {
      // a new password ends every other session and voids pending links (GoTrue's UpdatePassword)
      current = await update(
        ctx, user.id,
        `encrypted_password = $2, confirmation_token = '', recovery_token = '', email_change_token_current = '', email_change_token_new = '',
         email_change = '', email_change_sent_at = null, email_change_confirm_status = 0`,
        [await ctx.hash(b.password as string)],
      );
      await ctx.logout(user.id, auth.claims.session_id ?? null);
      await securityNotices.passwordChanged(ctx, current);
    }
    if (changesEmail) current = await changeEmail(ctx, current, newEmail, ctx.redirectTo(req));
    return userJson(current);
  });

  app.post('/auth/v1/logout', async (req, reply) => {
    const { auth, user } = await ctx.userFromToken(req);
    const scope = (req.query as Record<string, unknown>).scope ?? 'global';
    const sid = auth.claims.session_id ?? null;
    if (scope === 'local') await ctx.admin.query('delete from auth.sessions where id = $1', [sid]);
    else if (scope === 'others') await ctx.logout(user.id, sid);
    else await ctx.logout(user.id);
    return reply.code(204).send();
  });
}

/**
 * Hosted's secure password change: the current password must come with a new one (400
 * `current_password_required`, or `current_password_mismatch` when wrong), except in the session a
 * recovery link opened, whose owner proved the mailbox instead. A wrong one counts against the
 * same limit as a wrong sign-in, so this is no way around it.
 */
async function checkCurrentPassword(ctx: AuthContext, user: UserRow, claims: Claims, given: unknown): Promise<void> {
  if (!ctx.opts.requireCurrentPassword || !user.encrypted_password) return;
  const amr = Array.isArray(claims.amr) ? (claims.amr as Array<{ method?: unknown }>) : [];
  if (amr.some((a) => a?.method === 'recovery')) return;
  if (typeof given !== 'string' || !given) {
    throw gotrue(400, ErrorCode.currentPasswordRequired, 'Current password required when setting new password.');
  }
  const key = `signin:current-password:${(user.email ?? user.id).toLowerCase()}`;
  if (ctx.limiter.blocked(key, ctx.opts.rateLimits.perEmail)) throw rateLimited();
  if (!(await bcrypt.compare(given, user.encrypted_password))) {
    ctx.limiter.hit(key, ctx.opts.rateLimits.perEmail);
    throw gotrue(400, ErrorCode.currentPasswordMismatch, 'Current password does not match.');
  }
}

async function update(ctx: AuthContext, id: string, sets: string, values: unknown[]): Promise<UserRow> {
  const { rows } = await ctx.admin.query<UserRow>(`update auth.users set ${sets}, updated_at = now() where id = $1 returning *`, [id, ...values]);
  return rows[0]!;
}

/**
 * Secure e-mail change (hosted's default): the address stays as it is until the links sent to the
 * current address and to the new one are both followed (see verify.ts). With auto-confirm on, the
 * change is immediate, as GoTrue does.
 */
async function changeEmail(ctx: AuthContext, user: UserRow, email: string, redirectTo: string): Promise<UserRow> {
  if (ctx.opts.autoConfirm || !user.email) {
    const updated = await update(ctx, user.id, `email = $2, email_change = '', email_change_confirm_status = 0`, [email]);
    await setIdentityEmail(ctx, user.id, email);
    if (user.email) await securityNotices.emailChanged(ctx, user.email, email);
    return updated;
  }
  ctx.checkMailLimit(user.email);
  const tokenCurrent = randomToken();
  const tokenNew = randomToken();
  const updated = await update(
    ctx, user.id,
    `email_change = $2, email_change_token_current = $3, email_change_token_new = $4, email_change_sent_at = now(), email_change_confirm_status = 0`,
    [email, tokenCurrent, tokenNew],
  );
  await ctx.sendVerifyMail('email_change', user.email, tokenCurrent, redirectTo);
  await ctx.sendVerifyMail('email_change', email, tokenNew, redirectTo);
  return updated;
}

export async function setIdentityEmail(ctx: AuthContext, userId: string, email: string): Promise<void> {
  await ctx.admin.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
