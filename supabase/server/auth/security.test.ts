import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';

/** Issue 15's security points for GoTrue (numbers as in the issue), each through supabase-js. */

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES, rateLimits: { perIp: 1000, perEmail: 10, emailSent: 50, verify: 1000 } });
});
afterAll(async () => stack?.stop());

type Mail = { subject: string; link: string; to: string };
const mailbox = async (s: TestStack, to: string) =>
  (await (await fetch(`${s.url}/_mailbox/api/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
const follow = async (link: string) => (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '';
let n = 0;
const uniqueEmail = (p: string) => `${p}${Date.now()}${n++}@example.com`;

async function confirmedUser(s: TestStack, email = uniqueEmail('u'), password = 'secret123') {
  const { data, error } = await client(s, s.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { id: data.user.id, email, password };
}
async function signIn(s: TestStack, email: string, password = 'secret123') {
  const sb = client(s);
  const r = await sb.auth.signInWithPassword({ email, password });
  if (r.error) throw r.error;
  return { sb, session: r.data.session! };
}

describe('1. redirect_to is matched by host against the allow-list', () => {
  it('a link asked to land on localhost:4200@evil.example lands on the site URL', async () => {
    const email = uniqueEmail('redir');
    const su = await client(stack).auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: 'http://localhost:4200@evil.example/steal' } });
    expect(su.error).toBeNull();
    const location = await follow((await mailbox(stack, email))[0]!.link);
    expect(location.startsWith('http://localhost:4200#access_token=')).toBe(true);
    expect(location).not.toContain('evil.example');
  });

  it('with a production site URL, look-alike hosts fall back to the site and listed globs are kept', async () => {
    const prod = await createTestStack({ migrationsDir: FIXTURES, siteUrl: 'https://quadra.app', additionalRedirectUrls: ['https://*.quadra.app/**'], emailMaxFrequencyS: 0 });
    try {
      const { email } = await confirmedUser(prod);
      const landing = async (redirectTo: string) => {
        const before = (await mailbox(prod, email)).length;
        expect((await client(prod).auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
        const mails = await mailbox(prod, email);
        expect(mails.length).toBe(before + 1);
        return (await follow(mails[0]!.link)).split('#')[0];
      };
      expect(await landing('https://quadra.app.evil.example/')).toBe('https://quadra.app');
      expect(await landing('https://quadra.app@evil.example/')).toBe('https://quadra.app');
      expect(await landing('https://evil.example/https://quadra.app/')).toBe('https://quadra.app');
      expect(await landing('https://quadra.app/redefinir-senha')).toBe('https://quadra.app/redefinir-senha');
      expect(await landing('https://beta.quadra.app/entrar')).toBe('https://beta.quadra.app/entrar');
      // a crafted link with a foreign redirect_to is checked again when it is followed
      const crafted = (await mailbox(prod, email))[0]!.link.replace(/redirect_to=[^&]*/, `redirect_to=${encodeURIComponent('https://quadra.app@evil.example/')}`);
      expect((await follow(crafted)).startsWith('https://quadra.app#')).toBe(true);
    } finally {
      await prod.stop();
    }
  });
});

describe('4. password change, admin reset and ban end sessions', () => {
  it('a password change ends the other sessions, not the one that made it', async () => {
    const u = await confirmedUser(stack);
    const a = await signIn(stack, u.email);
    const b = await signIn(stack, u.email);
    expect((await a.sb.auth.updateUser({ password: 'changed123', current_password: u.password })).error).toBeNull();
    const other = await client(stack).auth.refreshSession({ refresh_token: b.session.refresh_token });
    expect(other.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const res = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${b.session.access_token}` } });
    expect(res.status).toBe(403);
    const mine = await a.sb.auth.refreshSession();
    expect(mine.error).toBeNull();
  });

  it('an admin password reset ends every session', async () => {
    const u = await confirmedUser(stack);
    const a = await signIn(stack, u.email);
    const b = await signIn(stack, u.email);
    expect((await client(stack, stack.serviceRoleKey).auth.admin.updateUserById(u.id, { password: 'reset12345' })).error).toBeNull();
    for (const s of [a, b]) {
      expect((await client(stack).auth.refreshSession({ refresh_token: s.session.refresh_token })).error?.code).toBe('refresh_token_not_found');
    }
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: 'reset12345' })).error).toBeNull();
  });

  it('a banned user gets no new access token from a refresh', async () => {
    const u = await confirmedUser(stack);
    const a = await signIn(stack, u.email);
    expect((await client(stack, stack.serviceRoleKey).auth.admin.updateUserById(u.id, { ban_duration: '24h' })).error).toBeNull();
    const r = await client(stack).auth.refreshSession({ refresh_token: a.session.refresh_token });
    expect(r.error).toMatchObject({ status: 400, code: 'user_banned', message: 'Invalid Refresh Token: User Banned' });
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: u.password })).error?.code).toBe('user_banned');
  });
});

describe('5. secure e-mail change', () => {
  it('nothing changes until the links sent to both addresses are followed', async () => {
    const u = await confirmedUser(stack);
    const { sb } = await signIn(stack, u.email);
    const next = uniqueEmail('novo');
    const upd = await sb.auth.updateUser({ email: next }, { emailRedirectTo: 'http://localhost:4200/perfil' });
    expect(upd.error).toBeNull();
    expect(upd.data.user).toMatchObject({ email: u.email, new_email: next });
    const emailNow = async () => (await stack.pool.query('select email from auth.users where id = $1', [u.id])).rows[0].email;
    expect(await emailNow()).toBe(u.email);
    expect((await client(stack).auth.signInWithPassword({ email: next, password: u.password })).error?.code).toBe('invalid_credentials');

    const toOld = (await mailbox(stack, u.email)).filter((m) => m.link.includes('type=email_change'));
    const toNew = (await mailbox(stack, next)).filter((m) => m.link.includes('type=email_change'));
    expect(toOld).toHaveLength(1);
    expect(toNew).toHaveLength(1);

    const first = await follow(toOld[0]!.link);
    expect(first).toBe(`http://localhost:4200/perfil#${new URLSearchParams({ message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email' })}`);
    expect(await emailNow()).toBe(u.email);
    // the same link does not count twice
    expect(await follow(toOld[0]!.link)).toContain('error_code=otp_expired');
    expect(await emailNow()).toBe(u.email);

    const second = await follow(toNew[0]!.link);
    expect(second).toMatch(/^http:\/\/localhost:4200\/perfil#access_token=.*type=email_change/);
    expect(await emailNow()).toBe(next);
    expect((await client(stack).auth.signInWithPassword({ email: next, password: u.password })).error).toBeNull();
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: u.password })).error?.code).toBe('invalid_credentials');
  });

  it('refuses an address another account has, before sending anything', async () => {
    const u = await confirmedUser(stack);
    const taken = await confirmedUser(stack);
    const { sb } = await signIn(stack, u.email);
    const r = await sb.auth.updateUser({ email: taken.email });
    expect(r.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect(await mailbox(stack, taken.email)).toEqual([]);
  });
});

/** A password grant sent from another loopback address, as a second client machine. */
function signInFrom(localAddress: string, email: string, password: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(`${stack.url}/auth/v1/token?grant_type=password`);
    const req = http.request(
      { host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method: 'POST', localAddress, headers: { apikey: stack.anonKey, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ email, password }));
  });
}

/** 127.0.0.2 is a second loopback address on Linux; macOS has only 127.0.0.1 unless aliased. */
const secondLoopback = await new Promise<boolean>((resolve) => {
  const probe = net.createServer();
  probe.once('error', () => resolve(false));
  probe.listen(0, '127.0.0.2', () => probe.close(() => resolve(true)));
});

describe('7. wrong passwords do not lock the owner out', () => {
  it.skipIf(!secondLoopback)('ten wrong passwords from another client are blocked there, the owner still signs in', async () => {
    const u = await confirmedUser(stack);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await signInFrom('127.0.0.2', u.email, `wrong-${i}`));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // even the right password is refused to the client that was guessing
    expect(await signInFrom('127.0.0.2', u.email, u.password)).toBe(429);
    const owner = await client(stack).auth.signInWithPassword({ email: u.email, password: u.password });
    expect(owner.error).toBeNull();
  });
});

describe('8. sign-up does not reveal accounts', () => {
  it('an existing confirmed address answers 200 with a made-up user without identities, and no mail', async () => {
    const u = await confirmedUser(stack);
    const r = await client(stack).auth.signUp({ email: u.email, password: 'another123', options: { data: { full_name: 'X' } } });
    expect(r.error).toBeNull();
    expect(r.data.session).toBeNull();
    expect(r.data.user).toMatchObject({ email: u.email, identities: [], user_metadata: { full_name: 'X' } });
    expect(r.data.user?.id).not.toBe(u.id);
    expect(await mailbox(stack, u.email)).toEqual([]);
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: 'another123' })).error?.code).toBe('invalid_credentials');
  });

  it('an existing unconfirmed address gets its confirmation mail again', async () => {
    const email = uniqueEmail('again');
    const first = await client(stack).auth.signUp({ email, password: 'secret123' });
    expect(first.error).toBeNull();
    const again = await client(stack).auth.signUp({ email, password: 'secret123' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    expect(again.data.user?.identities).toHaveLength(1);
    const mails = await mailbox(stack, email);
    expect(mails).toHaveLength(2);
    expect((await follow(mails[0]!.link))).toContain('access_token=');
  });
});

describe('9. refresh token reuse interval', () => {
  it('a refresh retried at once gets the active token back and keeps the session', async () => {
    const u = await confirmedUser(stack);
    const { session } = await signIn(stack, u.email);
    const r1 = await client(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(r1.error).toBeNull();
    const retry = await client(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(r1.data.session!.refresh_token);
    const next = await client(stack).auth.refreshSession({ refresh_token: r1.data.session!.refresh_token });
    expect(next.error).toBeNull();
  });

  it('an older rotated token works within the interval, and past it ends the session', async () => {
    const u = await confirmedUser(stack);
    const { session } = await signIn(stack, u.email);
    const first = session.refresh_token;
    const second = (await client(stack).auth.refreshSession({ refresh_token: first })).data.session!.refresh_token;
    const third = (await client(stack).auth.refreshSession({ refresh_token: second })).data.session!.refresh_token;
    // `first` is no longer the parent of the active token, but was rotated less than 10 s ago
    const late = await client(stack).auth.refreshSession({ refresh_token: first });
    expect(late.error).toBeNull();
    // `second` (rotated, not the parent of the newest token) reused 11 s after its rotation
    await stack.pool.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [second]);
    const reuse = await client(stack).auth.refreshSession({ refresh_token: second });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    for (const t of [third, late.data.session!.refresh_token]) {
      expect((await client(stack).auth.refreshSession({ refresh_token: t })).error?.code).toBe('refresh_token_not_found');
    }
  });
});

describe('13. verify is limited and indexed', () => {
  it('random tokens from one client get 429 past the limit', async () => {
    const limited = await createTestStack({ migrationsDir: FIXTURES, rateLimits: { verify: 5 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`${limited.url}/auth/v1/verify?token=${crypto.randomUUID()}&type=signup`, { redirect: 'manual' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    } finally {
      await limited.stop();
    }
  });

  it('each token column is looked up through an index', async () => {
    const c = await stack.pool.connect();
    try {
      await c.query('begin');
      await c.query('set local enable_seqscan = off');
      for (const column of ['confirmation_token', 'recovery_token', 'email_change_token_current', 'email_change_token_new']) {
        const { rows } = await c.query(`explain select id from auth.users where ${column} = 'abc' and ${column} !~ '^[0-9 ]*$'`);
        expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(new RegExp(`Index Scan using ${column}_idx`));
      }
      await c.query('rollback');
    } finally {
      c.release();
    }
  });
});

describe('14. CORS allows the configured origins only', () => {
  it('reflects the site and listed origins, nothing for others, and never shares the mailbox', async () => {
    const s = await createTestStack({ migrationsDir: FIXTURES, siteUrl: 'http://localhost:4700', allowedOrigins: ['http://localhost:4701'] });
    try {
      const get = (path: string, origin: string) => fetch(`${s.url}${path}`, { headers: { origin, apikey: s.anonKey } });
      const preflight = (path: string, origin: string) =>
        fetch(`${s.url}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey' } });
      for (const origin of ['http://localhost:4700', 'http://127.0.0.1:4700', 'http://localhost:4701']) {
        const res = await get('/auth/v1/settings', origin);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect((await preflight('/rest/v1/items', origin)).headers.get('access-control-allow-origin')).toBe(origin);
      }
      for (const origin of ['https://evil.example', 'http://localhost:4799', 'null']) {
        expect((await get('/auth/v1/settings', origin)).headers.get('access-control-allow-origin')).toBeNull();
        expect((await preflight('/rest/v1/items', origin)).headers.get('access-control-allow-origin')).toBeNull();
      }
      for (const path of ['/_mailbox', '/_mailbox/api/messages']) {
        for (const origin of ['http://localhost:4700', 'https://evil.example']) {
          expect((await get(path, origin)).headers.get('access-control-allow-origin')).toBeNull();
          expect((await preflight(path, origin)).headers.get('access-control-allow-origin')).toBeNull();
        }
      }
      expect((await get('/auth/v1/settings', 'http://localhost:4700')).headers.get('access-control-allow-credentials')).toBeNull();
      // nor same-origin under a foreign host name resolving here (DNS rebinding)
      const under = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const u = new URL(`${s.url}/_mailbox/api/messages`);
          http.get({ host: u.hostname, port: u.port, path: u.pathname, headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          }).on('error', reject);
        });
      expect(await under(`evil.example:${new URL(s.url).port}`)).toBe(403);
      expect(await under(`localhost:${new URL(s.url).port}`)).toBe(200);
      expect(await under(new URL(s.url).host)).toBe(200);
    } finally {
      await s.stop();
    }
  });
});
