import type { FastifyInstance } from 'fastify';
import { body, meta, type AuthContext } from './context.js';
import { ErrorCode, gotrue } from './errors.js';
import { obfuscatedUserJson, userJson } from './user-json.js';

/**
 * POST /signup (GoTrue's api/signup.go). With confirmations on, an existing address never gets an
 * error: a confirmed one answers a made-up user without identities (no mail), an unconfirmed one gets
 * its confirmation mail again. With auto-confirm an existing address answers 422.
 */
export function signupRoute(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/auth/v1/signup', async (req) => {
    const b = body(req);
    ctx.checkIp(req);
    const email = ctx.normEmail(b.email);
    ctx.checkPassword(b.password);
    const data = meta((b.data ?? b.options) as unknown);
    const redirectTo = ctx.redirectTo(req, b.redirect_to);
    const existing = await ctx.findByEmail(email);
    if (existing) {
      if (ctx.opts.autoConfirm) throw gotrue(422, ErrorCode.userAlreadyExists, 'User already registered');
      if (existing.email_confirmed_at) {
        // as long as hashing a new password takes, so the answer's timing does not tell either
        await ctx.hash(b.password as string);
        return obfuscatedUserJson(email, data);
      }
      // the claimed owner is not proven: the user is not updated, the link is sent again
      await ctx.sendLink(existing, 'signup', redirectTo);
      return userJson((await ctx.findById(existing.id))!);
    }
    const user = await ctx.createUser(email, b.password as string, data, ctx.opts.autoConfirm);
    if (ctx.opts.autoConfirm) return ctx.issueSession(user, 'password', req);
    try {
      await ctx.sendLink(user, 'signup', redirectTo);
    } catch (e) {
      await ctx.admin.query('delete from auth.users where id = $1', [user.id]);
      throw e;
    }
    return userJson((await ctx.findById(user.id))!);
  });
}
