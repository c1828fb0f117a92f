import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { AuthCtx } from '../http/db.js';
import { ErrorCode, gotrue, rateLimited } from './errors.js';
import type { Jwt } from './jwt.js';
import type { Mailbox } from './mailbox.js';
import { RateLimiter } from './rate-limit.js';
import { RedirectAllowList } from './redirect.js';
import { userJson, type UserRow } from './user-json.js';

export type AuthOptions = {
  autoConfirm: boolean;
  jwtExpiry: number;
  siteUrl: string;
  publicUrl: () => string;
  /** GoTrue's URI allow list: globs (`https://app.example/**`) */
  additionalRedirectUrls: string[];
  /**
   * Hosted's "secure password change" (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD):
   * PUT /user with a password needs the current one, except in the session a recovery link opened.
   */
  requireCurrentPassword: boolean;
  /** GoTrue's SMTP max frequency: seconds before another recovery mail goes to the same user. */
  emailMaxFrequencyS: number;
  rateLimits: {
    windowMs: number;
    /** sign-in and sign-up requests per client address */
    perIp: number;
    /** wrong passwords for one address from one client address */
    perEmail: number;
    /** mails per address */
    emailSent: number;
    /** verify requests per client address */
    verify: number;
  };
};

export type AuthDeps = { admin: pg.Pool; jwt: Jwt; mailbox: Mailbox; auth: (req: FastifyRequest) => Promise<AuthCtx>; opts: AuthOptions };

/** A rotated refresh token may be used again for this long (GoTrue's refresh_token_reuse_interval). */
export const REFRESH_TOKEN_REUSE_INTERVAL_S = 10;
/** Roles the admin API accepts (GoTrue's JWT admin roles default). */
export const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** badoux/checkmail's format, the one GoTrue's validateEmail applies. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const randomToken = () => crypto.randomBytes(24).toString('hex');

export type MailKind = 'signup' | 'recovery' | 'email_change';
const MAIL_TEXT: Record<MailKind, { subject: string; lead: string; label: string }> = {
  signup: { subject: 'Confirme seu cadastro', lead: 'Siga o link para confirmar seu e-mail:', label: 'Confirmar e-mail' },
  recovery: { subject: 'Redefina sua senha', lead: 'Siga o link para redefinir sua senha:', label: 'Redefinir senha' },
  email_change: { subject: 'Confirme a troca de e-mail', lead: 'Siga o link para confirmar a troca do seu e-mail:', label: 'Confirmar troca de e-mail' },
};

/** What every auth endpoint shares: the database, keys, mailbox, limits and GoTrue's helpers. */
export class AuthContext {
  readonly admin: pg.Pool;
  readonly jwt: Jwt;
  readonly opts: AuthOptions;
  readonly limiter: RateLimiter;
  readonly redirects: RedirectAllowList;
  constructor(private readonly deps: AuthDeps) {
    this.admin = deps.admin;
    this.jwt = deps.jwt;
    this.opts = deps.opts;
    this.limiter = new RateLimiter(deps.opts.rateLimits.windowMs);
    this.redirects = new RedirectAllowList(deps.opts.siteUrl, deps.opts.additionalRedirectUrls);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return (await this.admin.query<UserRow>('select * from auth.users where lower(email) = lower($1) and deleted_at is null', [email])).rows[0];
  }
  async findById(id: string): Promise<UserRow | undefined> {
    return (await this.admin.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];
  }

  checkIp(req: FastifyRequest): void {
    if (!this.limiter.hit(`ip:${req.ip}`, this.opts.rateLimits.perIp)) throw rateLimited();
  }

  checkPassword(password: unknown): void {
    if (typeof password !== 'string' || password.length === 0) throw gotrue(422, ErrorCode.validationFailed, 'Signup requires a valid password');
    if (password.length < 6) {
      throw gotrue(422, ErrorCode.weakPassword, 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });
    }
    if (password.length > 72) throw gotrue(422, ErrorCode.validationFailed, 'Password cannot be longer than 72 characters');
  }

  /** GoTrue's validateEmail: required, at most 255 characters, checkmail's format; lower-cased. */
  normEmail(email: unknown): string {
    const e = typeof email === 'string' ? email.trim() : '';
    if (!e) throw gotrue(400, ErrorCode.validationFailed, 'An email address is required');
    if (e.length > 255) throw gotrue(400, ErrorCode.validationFailed, 'An email address is too long');
    if (!EMAIL.test(e)) throw gotrue(400, ErrorCode.validationFailed, 'Unable to validate email address: invalid format');
    return e.toLowerCase();
  }

  /** The allowed `redirect_to` of a request (query or body), else its Referer, else the site URL. */
  redirectTo(req: FastifyRequest, fromBody?: unknown): string {
    const q = (req.query ?? {}) as Record<string, unknown>;
    return this.redirects.target(q.redirect_to ?? fromBody, req.headers.referer);
  }

  /** A new session (GoTrue's issueRefreshToken): records the sign-in time on the user. */
  async issueSession(user: UserRow, method: string, req: FastifyRequest) {
    const sid = crypto.randomUUID();
    const { rows } = await this.admin.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [user.id]);
    await this.admin.query('insert into auth.sessions (id, user_id, user_agent, ip) values ($1, $2, $3, $4)', [sid, user.id, req.headers['user-agent'] ?? null, req.ip]);
    const refresh = randomToken().slice(0, 32);
    await this.admin.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [refresh, user.id, sid, null]);
    return this.sessionJson(rows[0] ?? user, refresh, sid, method);
  }

  async sessionJson(user: UserRow, refresh: string, sid: string, method: string) {
    const now = Math.floor(Date.now() / 1000);
    const { opts } = this;
    const accessToken = await this.jwt.sign({
      aud: 'authenticated', exp: now + opts.jwtExpiry, iat: now, iss: `${opts.publicUrl()}/auth/v1`, sub: user.id,
      email: user.email ?? '', phone: user.phone ?? '', app_metadata: user.raw_app_meta_data ?? {}, user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated', aal: 'aal1', amr: [{ method, timestamp: now }], session_id: sid, is_anonymous: false,
    });
    return {
      access_token: accessToken, token_type: 'bearer', expires_in: opts.jwtExpiry, expires_at: now + opts.jwtExpiry,
      refresh_token: refresh, user: userJson(user),
    };
  }

  /** Counts one mail to `to` against the per-address limit. */
  checkMailLimit(to: string): void {
    if (!this.limiter.hit(`mail:${to.toLowerCase()}`, this.opts.rateLimits.emailSent)) {
      throw gotrue(429, ErrorCode.overEmailSendRateLimit, 'email rate limit exceeded');
    }
  }

  /** A mail without a link (the security notices of mail.ts). */
  async sendNotice(to: string, subject: string, paragraphs: string[]): Promise<void> {
    await this.deps.mailbox.send({
      to, subject, link: null,
      html: `<h2>${subject}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`,
      text: paragraphs.join('\n\n'),
    });
  }

  async sendVerifyMail(kind: MailKind, to: string, token: string, redirectTo: string): Promise<void> {
    const link = `${this.opts.publicUrl()}/auth/v1/verify?token=${token}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`;
    const t = MAIL_TEXT[kind];
    await this.deps.mailbox.send({
      to, subject: t.subject, link,
      html: `<h2>${t.subject}</h2><p>${t.lead}</p><p><a href="${link}">${t.label}</a></p>`,
      text: `${t.lead}\n${link}`,
    });
  }

  /** Confirmation or recovery link for the user's address. */
  async sendLink(user: UserRow, type: 'signup' | 'recovery', redirectTo: string): Promise<void> {
    this.checkMailLimit(user.email!);
    const t = randomToken();
    const column = type === 'signup' ? 'confirmation' : 'recovery';
    await this.admin.query(`update auth.users set ${column}_token = $2, ${column}_sent_at = now() where id = $1`, [user.id, t]);
    await this.sendVerifyMail(type, user.email!, t, redirectTo);
  }

  /** The user of the request's bearer token, whose session must still exist. */
  async userFromToken(req: FastifyRequest): Promise<{ auth: AuthCtx; user: UserRow }> {
    const header = req.headers.authorization;
    if (!header || !/^bearer /i.test(header)) throw gotrue(401, ErrorCode.noAuthorization, 'This endpoint requires a Bearer token');
    let auth: AuthCtx;
    try {
      auth = await this.deps.auth(req);
    } catch {
      throw gotrue(403, ErrorCode.badJwt, 'invalid JWT: unable to parse or verify signature, token is expired or invalid');
    }
    if (!auth.claims.sub) throw gotrue(403, ErrorCode.badJwt, 'invalid claim: missing sub claim');
    const user = await this.findById(auth.claims.sub);
    if (!user) throw gotrue(403, ErrorCode.userNotFound, 'User from sub claim in JWT does not exist');
    if (auth.claims.session_id) {
      const s = await this.admin.query('select 1 from auth.sessions where id = $1', [auth.claims.session_id]);
      if (!s.rowCount) throw gotrue(403, ErrorCode.sessionNotFound, 'Session from session_id claim in JWT does not exist');
    }
    return { auth, user };
  }

  /** GoTrue's requireAdmin: a valid bearer token whose role is one of the admin roles. */
  async requireAdmin(req: FastifyRequest): Promise<void> {
    const header = req.headers.authorization;
    const bearer = header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : '';
    if (!bearer) throw gotrue(401, ErrorCode.noAuthorization, 'This endpoint requires a Bearer token');
    const v = await this.jwt.verify(bearer);
    if (!v.ok) throw gotrue(401, ErrorCode.badJwt, 'invalid JWT: unable to parse or verify signature');
    if (!ADMIN_ROLES.has(String(v.claims.role))) throw gotrue(403, ErrorCode.notAdmin, 'User not allowed');
  }

  async hash(password: string): Promise<string> {
    return bcrypt.hash(password, 10);
  }

  async createUser(email: string, password: string | null, data: Record<string, unknown>, confirmed: boolean, appMeta: Record<string, unknown> = {}) {
    const hash = password ? await this.hash(password) : null;
    const { rows } = await this.admin.query<UserRow>(
      `insert into auth.users (instance_id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, case when $3::boolean then now() end, $4, $5) returning *`,
      [email, hash, confirmed, JSON.stringify(data), JSON.stringify({ provider: 'email', providers: ['email'], ...appMeta })],
    );
    const user = rows[0]!;
    await this.admin.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email') on conflict do nothing`,
      [user.id, JSON.stringify({ sub: user.id, email, email_verified: confirmed, phone_verified: false })],
    );
    return user;
  }

  /** Ends the user's sessions (all but `keep`): their refresh tokens go with them. */
  async logout(userId: string, keep: string | null = null): Promise<void> {
    await this.admin.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, keep]);
  }
}

export const body = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
export const meta = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
