import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.js';
import { AuthContext, type AuthDeps } from './context.js';
import { mailRoutes } from './mail.js';
import { signupRoute } from './signup.js';
import { tokenRoute } from './token.js';
import { userRoutes } from './user.js';
import { verifyRoutes } from './verify.js';

export type { AuthOptions } from './context.js';

/** GoTrue's `/auth/v1` API, one file per endpoint group as in supabase/auth's internal/api. */
export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const ctx = new AuthContext(deps);
  const { opts } = deps;

  app.get('/auth/v1/health', async () => ({ version: 'v2.177.0-quadra-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }));

  app.get('/auth/v1/settings', async () => ({
    external: { email: true, phone: false, anonymous_users: false, google: false, github: false },
    disable_signup: false, mailer_autoconfirm: opts.autoConfirm, phone_autoconfirm: false, sms_provider: '', saml_enabled: false,
  }));

  signupRoute(app, ctx);
  tokenRoute(app, ctx);
  userRoutes(app, ctx);
  verifyRoutes(app, ctx);
  mailRoutes(app, ctx);
  adminRoutes(app, ctx);
}
