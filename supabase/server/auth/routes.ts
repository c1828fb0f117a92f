import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { HttpError } from '../http/errors.js';
import type { AuthCtx } from '../http/db.js';
import type { Jwt } from './jwt.js';
import type { Mailbox } from './mailbox.js';
import { RateLimiter } from './rate-limit.js';

export type AuthOptions = {
  autoConfirm: boolean;
  jwtExpiry: number;
  siteUrl: string;
  publicUrl: () => string;
  additionalRedirectUrls: string[];
  rateLimits: { windowMs: number; perIp: number; perEmail: number; emailSent: number };
};

type UserRow = {
  id: string; aud: string | null; role: string | null; email: string | null; encrypted_password: string | null;
  email_confirmed_at: Date | null; confirmation_sent_at: Date | null; confirmed_at: Date | null; recovery_sent_at: Date | null;
  last_sign_in_at: Date | null; raw_app_meta_data: Record<string, unknown> | null; raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null; updated_at: Date | null; phone: string | null; banned_until: Date | null; is_anonymous: boolean;
  confirmation_token: string | null; recovery_token: string | null; invited_at: Date | null;
};

/** GoTrue's error body (without the API-version header): `{code, error_code, msg}`. */
const gotrue = (status: number, errorCode: string, msg: string, extra: Record<string, unknown> = {}) =>
  new HttpError(status, { code: status, error_code: errorCode, msg, ...extra });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const token = () => crypto.randomBytes(24).toString('hex');

export function userJson(u: UserRow): Record<string, unknown> {
  const identity = u.email
    ? [{
        identity_id: u.id, id: u.id, user_id: u.id,
        identity_data: { email: u.email, email_verified: !!u.email_confirmed_at, phone_verified: false, sub: u.id },
        provider: 'email', last_sign_in_at: iso(u.last_sign_in_at), created_at: iso(u.created_at), updated_at: iso(u.updated_at), email: u.email,
      }]
    : [];
  return {
    id: u.id, aud: u.aud ?? 'authenticated', role: u.role ?? 'authenticated', email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at) ?? undefined, phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at) ?? undefined, confirmed_at: iso(u.confirmed_at) ?? undefined,
    recovery_sent_at: iso(u.recovery_sent_at) ?? undefined, last_sign_in_at: iso(u.last_sign_in_at) ?? undefined,
    app_metadata: u.raw_app_meta_data ?? {}, user_metadata: u.raw_user_meta_data ?? {}, identities: identity,
    created_at: iso(u.created_at), updated_at: iso(u.updated_at), is_anonymous: u.is_anonymous,
  };
}

export function authRoutes(
  app: FastifyInstance,
  deps: { admin: pg.Pool; jwt: Jwt; mailbox: Mailbox; auth: (req: FastifyRequest) => Promise<AuthCtx>; opts: AuthOptions },
): void {
  const { admin, jwt, mailbox, opts } = deps;
  const limiter = new RateLimiter(opts.rateLimits.windowMs);

  const findByEmail = async (email: string): Promise<UserRow | undefined> =>
    (await admin.query<UserRow>('select * from auth.users where lower(email) = lower($1) and deleted_at is null', [email])).rows[0];
  const findById = async (id: string): Promise<UserRow | undefined> =>
    (await admin.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];

  const checkIp = (req: FastifyRequest) => {
    if (!limiter.hit(`ip:${req.ip}`, opts.rateLimits.perIp)) throw gotrue(429, 'over_request_rate_limit', 'Request rate limit reached');
  };
  const checkPassword = (password: unknown) => {
    if (typeof password !== 'string' || password.length === 0) throw gotrue(422, 'validation_failed', 'Signup requires a valid password');
    if (password.length < 6) {
      throw gotrue(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });
    }
    if (password.length > 72) throw gotrue(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  };
  const normEmail = (email: unknown): string => {
    if (typeof email !== 'string' || !EMAIL.test(email.trim()) || email.length > 255) {
      throw gotrue(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    return email.trim().toLowerCase();
  };
  const redirectTarget = (raw: unknown): string => {
    if (typeof raw !== 'string' || !raw) return opts.siteUrl;
    try {
      const u = new URL(raw);
      const allowed = [opts.siteUrl, ...opts.additionalRedirectUrls].some((a) => raw.startsWith(a));
      if (allowed || u.hostname === 'localhost' || u.hostname === '127.0.0.1') return raw;
    } catch {
      /* not a URL: fall back to the site */
    }
    return opts.siteUrl;
  };

  const issueSession = async (user: UserRow, method: string, req: FastifyRequest, sessionId?: string) => {
    const sid = sessionId ?? crypto.randomUUID();
    if (!sessionId) {
      await admin.query('insert into auth.sessions (id, user_id, user_agent, ip) values ($1, $2, $3, $4)', [sid, user.id, req.headers['user-agent'] ?? null, req.ip]);
    }
    const refresh = token().slice(0, 32);
    await admin.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [refresh, user.id, sid, null]);
    return sessionJson(user, refresh, sid, method);
  };
  const sessionJson = async (user: UserRow, refresh: string, sid: string, method: string) => {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await jwt.sign({
      aud: 'authenticated', exp: now + opts.jwtExpiry, iat: now, iss: `${opts.publicUrl()}/auth/v1`, sub: user.id,
      email: user.email ?? '', phone: user.phone ?? '', app_metadata: user.raw_app_meta_data ?? {}, user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated', aal: 'aal1', amr: [{ method, timestamp: now }], session_id: sid, is_anonymous: false,
    });
    return {
      access_token: accessToken, token_type: 'bearer', expires_in: opts.jwtExpiry, expires_at: now + opts.jwtExpiry,
      refresh_token: refresh, user: userJson(user),
    };
  };

  const sendLink = async (user: UserRow, type: 'signup' | 'recovery', redirectTo: string) => {
    const rl = opts.rateLimits;
    if (!limiter.hit(`mail:${user.email}`, rl.emailSent)) throw gotrue(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    const t = token();
    const column = type === 'signup' ? 'confirmation' : 'recovery';
    await admin.query(`update auth.users set ${column}_token = $2, ${column}_sent_at = now() where id = $1`, [user.id, t]);
    const link = `${opts.publicUrl()}/auth/v1/verify?token=${t}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
    const subject = type === 'signup' ? 'Confirme seu cadastro' : 'Redefina sua senha';
    const lead = type === 'signup' ? 'Siga o link para confirmar seu e-mail:' : 'Siga o link para redefinir sua senha:';
    await mailbox.send({
      to: user.email!, subject, link,
      html: `<h2>${subject}</h2><p>${lead}</p><p><a href="${link}">${type === 'signup' ? 'Confirmar e-mail' : 'Redefinir senha'}</a></p>`,
      text: `${lead}\n${link}`,
    });
  };

  const userFromToken = async (req: FastifyRequest): Promise<{ auth: AuthCtx; user: UserRow }> => {
    const header = req.headers.authorization;
    if (!header || !/^bearer /i.test(header)) throw gotrue(401, 'no_authorization', 'This endpoint requires a Bearer token');
    let auth: AuthCtx;
    try {
      auth = await deps.auth(req);
    } catch {
      throw gotrue(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid');
    }
    if (!auth.claims.sub) throw gotrue(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = await findById(auth.claims.sub);
    if (!user) throw gotrue(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (auth.claims.session_id) {
      const s = await admin.query('select 1 from auth.sessions where id = $1', [auth.claims.session_id]);
      if (!s.rowCount) throw gotrue(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { auth, user };
  };

  const requireAdmin = async (req: FastifyRequest) => {
    let auth: AuthCtx;
    try {
      auth = await deps.auth(req);
    } catch {
      throw gotrue(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    if (auth.role !== 'service_role') throw gotrue(403, 'not_admin', 'User not allowed');
  };

  const body = (req: FastifyRequest): Record<string, unknown> =>
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const meta = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

  const createUser = async (email: string, password: string | null, data: Record<string, unknown>, confirmed: boolean, appMeta: Record<string, unknown> = {}) => {
    const hash = password ? await bcrypt.hash(password, 10) : null;
    const { rows } = await admin.query<UserRow>(
      `insert into auth.users (instance_id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, case when $3::boolean then now() end, $4, $5) returning *`,
      [email, hash, confirmed, JSON.stringify(data), JSON.stringify({ provider: 'email', providers: ['email'], ...appMeta })],
    );
    const user = rows[0]!;
    await admin.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email') on conflict do nothing`,
      [user.id, JSON.stringify({ sub: user.id, email, email_verified: confirmed, phone_verified: false })],
    );
    return user;
  };

  app.get('/auth/v1/health', async () => ({ version: 'v2.177.0-quadra-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }));

  app.get('/auth/v1/settings', async () => ({
    external: { email: true, phone: false, anonymous_users: false, google: false, github: false },
    disable_signup: false, mailer_autoconfirm: opts.autoConfirm, phone_autoconfirm: false, sms_provider: '', saml_enabled: false,
  }));

  app.post('/auth/v1/signup', async (req) => {
    const b = body(req);
    checkIp(req);
    const email = normEmail(b.email);
    checkPassword(b.password);
    const redirectTo = redirectTarget((req.query as Record<string, unknown>).redirect_to ?? b.redirect_to);
    const existing = await findByEmail(email);
    if (existing) {
      if (existing.email_confirmed_at || opts.autoConfirm) throw gotrue(422, 'user_already_exists', 'User already registered');
      await sendLink(existing, 'signup', redirectTo);
      return userJson((await findById(existing.id))!);
    }
    const user = await createUser(email, b.password as string, meta((b.data ?? b.options) as unknown), opts.autoConfirm);
    if (opts.autoConfirm) return issueSession(user, 'password', req);
    try {
      await sendLink(user, 'signup', redirectTo);
    } catch (e) {
      await admin.query('delete from auth.users where id = $1', [user.id]);
      throw e;
    }
    return userJson((await findById(user.id))!);
  });

  app.post('/auth/v1/token', async (req) => {
    const grant = (req.query as Record<string, unknown>).grant_type;
    const b = body(req);
    if (grant === 'password') {
      checkIp(req);
      if (typeof b.email !== 'string' || typeof b.password !== 'string') throw gotrue(400, 'validation_failed', 'missing email or phone');
      const email = b.email.trim().toLowerCase();
      const key = `signin:${email}`;
      if (limiter.blocked(key, opts.rateLimits.perEmail)) throw gotrue(429, 'over_request_rate_limit', 'Request rate limit reached');
      const user = await findByEmail(email);
      const hash = user?.encrypted_password ?? '';
      const ok = hash.startsWith('$2') ? await bcrypt.compare(b.password, hash) : false;
      if (!user || !ok) {
        limiter.hit(key, opts.rateLimits.perEmail);
        throw gotrue(400, 'invalid_credentials', 'Invalid login credentials');
      }
      if (!user.email_confirmed_at) throw gotrue(400, 'email_not_confirmed', 'Email not confirmed');
      if (user.banned_until && user.banned_until > new Date()) throw gotrue(400, 'user_banned', 'User is banned');
      const { rows } = await admin.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [user.id]);
      return issueSession(rows[0]!, 'password', req);
    }
    if (grant === 'refresh_token') {
      if (!limiter.hit(`refresh:${req.ip}`, opts.rateLimits.perIp * 5)) throw gotrue(429, 'over_request_rate_limit', 'Request rate limit reached');
      if (typeof b.refresh_token !== 'string' || !b.refresh_token) throw gotrue(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const client = await admin.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ id: string; user_id: string; session_id: string; revoked: boolean; token: string }>(
          'select id, user_id, session_id, revoked, token from auth.refresh_tokens where token = $1 for update', [b.refresh_token]);
        const rt = rows[0];
        if (!rt) {
          await client.query('rollback');
          throw gotrue(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        }
        if (rt.revoked) {
          // reuse of a rotated token: treat the session as stolen and end it
          await client.query('delete from auth.sessions where id = $1', [rt.session_id]);
          await client.query('commit');
          throw gotrue(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        const next = token().slice(0, 32);
        await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
        await client.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [next, rt.user_id, rt.session_id, rt.token]);
        await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [rt.session_id]);
        const { rows: users } = await client.query<UserRow>('select * from auth.users where id = $1', [rt.user_id]);
        await client.query('commit');
        if (!users[0]) throw gotrue(400, 'user_not_found', 'User not found');
        return sessionJson(users[0], next, rt.session_id, 'token_refresh');
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    }
    throw gotrue(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.get('/auth/v1/user', async (req) => userJson((await userFromToken(req)).user));

  app.put('/auth/v1/user', async (req) => {
    const { user } = await userFromToken(req);
    const b = body(req);
    const sets: string[] = [];
    const values: unknown[] = [user.id];
    if (b.password !== undefined) {
      checkPassword(b.password);
      values.push(await bcrypt.hash(b.password as string, 10));
      sets.push(`encrypted_password = $${values.length}`);
    }
    if (b.data !== undefined) {
      values.push(JSON.stringify(meta(b.data)));
      sets.push(`raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $${values.length}::jsonb`);
    }
    if (b.email !== undefined) {
      const email = normEmail(b.email);
      const other = await findByEmail(email);
      if (other && other.id !== user.id) throw gotrue(422, 'email_exists', 'A user with this email address has already been registered');
      values.push(email);
      sets.push(`email = $${values.length}`);
    }
    if (!sets.length) return userJson(user);
    const { rows } = await admin.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1 returning *`, values);
    return userJson(rows[0]!);
  });

  app.post('/auth/v1/logout', async (req, reply) => {
    const { auth, user } = await userFromToken(req);
    const scope = (req.query as Record<string, unknown>).scope ?? 'global';
    const sid = auth.claims.session_id ?? null;
    if (scope === 'local') await admin.query('delete from auth.sessions where id = $1', [sid]);
    else if (scope === 'others') await admin.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sid]);
    else await admin.query('delete from auth.sessions where user_id = $1', [user.id]);
    return reply.code(204).send();
  });

  const verify = async (type: string, t: string) => {
    if (!limiter.hit(`verify:${t.slice(0, 8)}`, 30)) throw gotrue(429, 'over_request_rate_limit', 'Request rate limit reached');
    const column = type === 'recovery' ? 'recovery' : 'confirmation';
    const { rows } = await admin.query<UserRow>(
      `update auth.users set ${column}_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
       where ${column}_token = $1 and $1 <> '' and ${column}_sent_at > now() - interval '24 hours' returning *`, [t]);
    return rows[0];
  };

  app.get('/auth/v1/verify', async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.query as Record<string, unknown>;
    const type = typeof q.type === 'string' ? q.type : 'signup';
    const redirectTo = redirectTarget(q.redirect_to);
    const user = typeof q.token === 'string' && q.token ? await verify(type, q.token) : undefined;
    if (!user) {
      const err = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
      return reply.redirect(`${redirectTo}#${err.toString()}`, 303);
    }
    const s = await issueSession(user, type === 'recovery' ? 'recovery' : 'otp', req);
    const frag = new URLSearchParams({
      access_token: s.access_token, expires_at: String(s.expires_at), expires_in: String(s.expires_in),
      refresh_token: s.refresh_token, token_type: 'bearer', type,
    });
    return reply.redirect(`${redirectTo}#${frag.toString()}`, 303);
  });

  app.post('/auth/v1/verify', async (req) => {
    const b = body(req);
    const t = typeof b.token_hash === 'string' ? b.token_hash : typeof b.token === 'string' ? b.token : '';
    const type = typeof b.type === 'string' ? b.type : 'signup';
    const user = t ? await verify(type === 'recovery' ? 'recovery' : 'signup', t) : undefined;
    if (!user) throw gotrue(403, 'otp_expired', 'Token has expired or is invalid');
    return issueSession(user, 'otp', req);
  });

  app.post('/auth/v1/resend', async (req) => {
    const b = body(req);
    checkIp(req);
    const email = normEmail(b.email);
    const user = await findByEmail(email);
    if (user && !user.email_confirmed_at) await sendLink(user, 'signup', redirectTarget((req.query as Record<string, unknown>).redirect_to));
    return {};
  });

  app.post('/auth/v1/recover', async (req) => {
    const b = body(req);
    checkIp(req);
    const email = normEmail(b.email);
    const user = await findByEmail(email);
    if (user) await sendLink(user, 'recovery', redirectTarget((req.query as Record<string, unknown>).redirect_to));
    return {};
  });

  // admin users API (service_role only)
  const notFound = () => gotrue(404, 'user_not_found', 'User not found');
  const uuidOr404 = (id: string) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound();
    return id;
  };

  app.get('/auth/v1/admin/users', async (req, reply) => {
    await requireAdmin(req);
    const q = req.query as Record<string, string>;
    const page = Math.max(1, Number.parseInt(q.page ?? '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(q.per_page ?? '50', 10) || 50));
    const [{ rows }, total] = await Promise.all([
      admin.query<UserRow>('select * from auth.users order by created_at desc, id limit $1 offset $2', [perPage, (page - 1) * perPage]),
      admin.query<{ n: string }>('select count(*) as n from auth.users'),
    ]);
    reply.header('x-total-count', total.rows[0]!.n);
    return { users: rows.map(userJson), aud: 'authenticated' };
  });

  app.post('/auth/v1/admin/users', async (req) => {
    await requireAdmin(req);
    const b = body(req);
    const email = normEmail(b.email);
    if (b.password !== undefined) checkPassword(b.password);
    if (await findByEmail(email)) throw gotrue(422, 'email_exists', 'A user with this email address has already been registered');
    const user = await createUser(email, (b.password as string | undefined) ?? null, meta(b.user_metadata ?? b.data), b.email_confirm === true, meta(b.app_metadata));
    return userJson(user);
  });

  app.get('/auth/v1/admin/users/:id', async (req) => {
    await requireAdmin(req);
    const user = await findById(uuidOr404((req.params as { id: string }).id));
    if (!user) throw notFound();
    return userJson(user);
  });

  app.put('/auth/v1/admin/users/:id', async (req) => {
    await requireAdmin(req);
    const id = uuidOr404((req.params as { id: string }).id);
    const user = await findById(id);
    if (!user) throw notFound();
    const b = body(req);
    const sets: string[] = [];
    const values: unknown[] = [id];
    const add = (sql: string, v: unknown) => {
      values.push(v);
      sets.push(sql.replace('?', `$${values.length}`));
    };
    if (b.email !== undefined) add('email = ?', normEmail(b.email));
    if (b.password !== undefined) {
      checkPassword(b.password);
      add('encrypted_password = ?', await bcrypt.hash(b.password as string, 10));
    }
    if (b.email_confirm === true) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
    if (b.user_metadata !== undefined) add(`raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ?::jsonb`, JSON.stringify(meta(b.user_metadata)));
    if (b.app_metadata !== undefined) add(`raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || ?::jsonb`, JSON.stringify(meta(b.app_metadata)));
    if (typeof b.ban_duration === 'string') {
      if (b.ban_duration === 'none') sets.push('banned_until = null');
      else {
        const m = /^(\d+)h$/.exec(b.ban_duration);
        if (!m) throw gotrue(400, 'validation_failed', 'invalid format for ban duration');
        add(`banned_until = now() + (? || ' hours')::interval`, m[1]);
      }
    }
    if (!sets.length) return userJson(user);
    const { rows } = await admin.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1 returning *`, values);
    return userJson(rows[0]!);
  });

  app.delete('/auth/v1/admin/users/:id', async (req) => {
    await requireAdmin(req);
    const { rows } = await admin.query<UserRow>('delete from auth.users where id = $1 returning *', [uuidOr404((req.params as { id: string }).id)]);
    if (!rows[0]) throw notFound();
    return userJson(rows[0]);
  });
}
