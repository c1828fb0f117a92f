import type { FastifyInstance } from 'fastify';
import { body, type AuthContext } from './context.js';
import { ErrorCode, gotrue } from './errors.js';
import type { UserRow } from './user-json.js';

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
    if (!user) return {};
    checkMaxFrequency(ctx, user.recovery_sent_at);
    await ctx.sendLink(user, 'recovery', ctx.redirectTo(req));
    return {};
  });
}

/**
 * GoTrue's SMTP max frequency (isMaxFrequencyExceeded): one recovery mail per user per interval,
 * 429 `over_email_send_rate_limit` with the seconds still to wait, as hosted answers.
 */
function checkMaxFrequency(ctx: AuthContext, sentAt: Date | null): void {
  const intervalMs = ctx.opts.emailMaxFrequencyS * 1000;
  if (!sentAt || intervalMs <= 0) return;
  const waitMs = sentAt.getTime() + intervalMs - Date.now();
  if (waitMs > 0) {
    throw gotrue(429, ErrorCode.overEmailSendRateLimit, `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
}

const NOT_YOU = 'Se não foi você, redefina sua senha agora pela opção "Esqueceu a senha?" na tela de login e depois use "Sair de todos os aparelhos" nas configurações da Quadra.';

/**
 * Hosted's security notification e-mails ("password changed", "email changed"): each change is
 * told to the account's address, with what to do if it was not the owner.
 */
export const securityNotices = {
  async passwordChanged(ctx: AuthContext, user: UserRow): Promise<void> {
    if (!user.email) return;
    await ctx.sendNotice(user.email, 'Sua senha foi alterada', [
      'A senha da sua conta na Quadra acabou de ser alterada. Se foi você, não precisa fazer nada.',
      NOT_YOU,
    ]);
  },
  /** To the address the account had until now. */
  async emailChanged(ctx: AuthContext, oldEmail: string, newEmail: string): Promise<void> {
    await ctx.sendNotice(oldEmail, 'Seu e-mail foi alterado', [
      `O e-mail da sua conta na Quadra foi alterado de ${escapeHtml(oldEmail)} para ${escapeHtml(newEmail)}. Se foi você, não precisa fazer nada.`,
      'Se não foi você, responda a este e-mail ou fale com o suporte da Quadra para recuperar a conta.',
    ]);
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
