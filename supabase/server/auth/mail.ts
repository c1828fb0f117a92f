import type { FastifyInstance } from 'fastify';
import { body, type AuthContext } from './context.js';

/** POST /resend and POST /recover (GoTrue's api/resend.go, api/recover.go): `{}` whether or not the address exists. */
export function mailRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/auth/v1/resend', async (req) => {
    const b = body(req);
    ctx.checkIp(req);
    const email = ctx.normEmail(b.email);
    const user = await ctx.findByEmail(email);
    if (user && !user.email_confirmed_at) await ctx.sendLink(user, 'signup', ctx.redirectTo(req));
    return {};
  });

  app.post('/auth/v1/recover', async (req) => {
    const b = body(req);
    ctx.checkIp(req);
    const email = ctx.normEmail(b.email);
    const user = await ctx.findByEmail(email);
    if (user) await ctx.sendLink(user, 'recovery', ctx.redirectTo(req));
    return {};
  });
}
