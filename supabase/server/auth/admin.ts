import type { FastifyInstance } from 'fastify';
import { body, meta, type AuthContext } from './context.js';
import { ErrorCode, gotrue } from './errors.js';
import { userJson, type UserRow } from './user-json.js';

const notFound = () => gotrue(404, ErrorCode.userNotFound, 'User not found');
const uuidOr404 = (id: string) => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound();
  return id;
};

/** GoTrue's paginate(): unsigned integers, else 400. */
function pageParam(raw: string | undefined, dflt: number): number {
  if (raw === undefined || raw === '') return dflt;
  if (!/^\d+$/.test(raw)) {
    throw gotrue(400, ErrorCode.validationFailed, `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  }
  return Number(raw);
}

/** Go's time.ParseDuration for ban_duration (`24h`, `1h30m`, `90s`…); 'none' lifts the ban. */
function parseDuration(s: string): number | null {
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let pos = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    total += Number(m[1]) * units[m[2]!]!;
    pos = re.lastIndex;
  }
  return s.length > 0 && pos === s.length ? total : null;
}

/** The admin users API (GoTrue's api/admin.go): tokens with an admin role only. */
export function adminRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/auth/v1/admin/users', async (req, reply) => {
    await ctx.requireAdmin(req);
    const q = req.query as Record<string, string | undefined>;
    const page = Math.max(1, pageParam(q.page, 1));
    const perPage = Math.min(1000, Math.max(1, pageParam(q.per_page, 50)));
    const [{ rows }, total] = await Promise.all([
      ctx.admin.query<UserRow>('select * from auth.users order by created_at desc, id limit $1 offset $2', [perPage, (page - 1) * perPage]),
      ctx.admin.query<{ n: string }>('select count(*) as n from auth.users'),
    ]);
    reply.header('x-total-count', total.rows[0]!.n);
    return { users: rows.map(userJson), aud: 'authenticated' };
  });

  app.post('/auth/v1/admin/users', async (req) => {
    await ctx.requireAdmin(req);
    const b = body(req);
    const email = ctx.normEmail(b.email);
    if (b.password !== undefined) ctx.checkPassword(b.password);
    if (await ctx.findByEmail(email)) throw gotrue(422, ErrorCode.emailExists, 'A user with this email address has already been registered');
    const user = await ctx.createUser(email, (b.password as string | undefined) ?? null, meta(b.user_metadata ?? b.data), b.email_confirm === true, meta(b.app_metadata));
    return userJson(user);
  });

  app.get('/auth/v1/admin/users/:id', async (req) => {
    await ctx.requireAdmin(req);
    const user = await ctx.findById(uuidOr404((req.params as { id: string }).id));
    if (!user) throw notFound();
    return userJson(user);
  });

  app.put('/auth/v1/admin/users/:id', async (req) => {
    await ctx.requireAdmin(req);
    const id = uuidOr404((req.params as { id: string }).id);
    const user = await ctx.findById(id);
    if (!user) throw notFound();
    const b = body(req);
    const sets: string[] = [];
    const values: unknown[] = [id];
    const add = (sql: string, v: unknown) => {
      values.push(v);
      sets.push(sql.replace('?', `$${values.length}`));
    };
    if (b.email !== undefined) add('email = ?', ctx.normEmail(b.email));
    if (b.password !== undefined) {
      ctx.checkPassword(b.password);
      add('encrypted_password = ?', await ctx.hash(b.password as string));
      sets.push(`recovery_token = '', confirmation_token = '', email_change_token_current = '', email_change_token_new = ''`);
    }
    if (b.email_confirm === true) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
    if (b.user_metadata !== undefined) add(`raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ?::jsonb`, JSON.stringify(meta(b.user_metadata)));
    if (b.app_metadata !== undefined) add(`raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || ?::jsonb`, JSON.stringify(meta(b.app_metadata)));
    if (typeof b.ban_duration === 'string' && b.ban_duration !== '') {
      if (b.ban_duration === 'none') sets.push('banned_until = null');
      else {
        const ms = parseDuration(b.ban_duration);
        if (ms === null) throw gotrue(400, ErrorCode.validationFailed, `invalid format for ban duration: time: invalid duration ${JSON.stringify(b.ban_duration)}`);
        add(`banned_until = now() + (? || ' milliseconds')::interval`, String(ms));
      }
    }
    if (!sets.length) return userJson(user);
    const { rows } = await ctx.admin.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1 returning *`, values);
    // an admin password reset ends every session of the user (GoTrue's UpdatePassword without a session)
    if (b.password !== undefined) await ctx.logout(id);
    return userJson(rows[0]!);
  });

  app.delete('/auth/v1/admin/users/:id', async (req) => {
    await ctx.requireAdmin(req);
    const { rows } = await ctx.admin.query<UserRow>('delete from auth.users where id = $1 returning *', [uuidOr404((req.params as { id: string }).id)]);
    if (!rows[0]) throw notFound();
    return userJson(rows[0]);
  });
}
