import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';
import { CLI_JWT_SECRET, Jwt } from './jwt.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES, rateLimits: { perIp: 1000, perEmail: 3, emailSent: 5 } });
});
afterAll(async () => stack?.stop());

const mailbox = async (to: string) => (await (await fetch(`${stack.url}/_mailbox/api/messages?to=${encodeURIComponent(to)}`)).json()) as { subject: string; link: string }[];

describe('GoTrue', () => {
  it('signs up with e-mail confirmation: metadata kept, sign-in refused until the link is followed', async () => {
    const sb = client(stack);
    const email = 'Confirma@Example.com';
    const su = await sb.auth.signUp({ email, password: 'secret123', options: { data: { full_name: 'Carla' }, emailRedirectTo: 'http://localhost:4300/entrar' } });
    expect(su.error).toBeNull();
    expect(su.data.session).toBeNull();
    expect(su.data.user?.user_metadata).toEqual({ full_name: 'Carla' });
    const early = await sb.auth.signInWithPassword({ email, password: 'secret123' });
    expect(early.error?.message).toBe('Email not confirmed');
    expect(early.error?.code).toBe('email_not_confirmed');

    const mails = await mailbox('confirma@example.com');
    expect(mails).toHaveLength(1);
    const res = await fetch(mails[0]!.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith('http://localhost:4300/entrar#access_token=')).toBe(true);
    expect(location).toContain('type=signup');
    // the link works once
    const again = await fetch(mails[0]!.link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');

    const ok = await sb.auth.signInWithPassword({ email, password: 'secret123' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe('confirma@example.com');
    const html = await (await fetch(`${stack.url}/_mailbox`)).text();
    expect(html).toContain('confirma@example.com');
  });

  it('answers GoTrue errors: duplicate, bad credentials, weak password, bad e-mail', async () => {
    const sb = client(stack);
    const admin = client(stack, stack.serviceRoleKey);
    await admin.auth.admin.createUser({ email: 'dup@example.com', password: 'secret123', email_confirm: true });
    // an existing confirmed address is not revealed: a made-up user without identities (security.test.ts)
    const dup = await sb.auth.signUp({ email: 'dup@example.com', password: 'secret123' });
    expect(dup.error).toBeNull();
    expect(dup.data.user?.identities).toEqual([]);
    const bad = await sb.auth.signInWithPassword({ email: 'dup@example.com', password: 'wrong-password' });
    expect(bad.error).toMatchObject({ status: 400, message: 'Invalid login credentials', code: 'invalid_credentials' });
    const nobody = await sb.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever1' });
    expect(nobody.error?.message).toBe('Invalid login credentials');
    const weak = await sb.auth.signUp({ email: 'weak@example.com', password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const invalid = await sb.auth.signUp({ email: 'not-an-email', password: 'secret123' });
    expect(invalid.error?.status).toBe(400);
    const { rows } = await stack.pool.query(`select count(*)::int as n from auth.users where email in ('weak@example.com', 'not-an-email')`);
    expect(rows[0].n).toBe(0);
  });

  it('verifies seeded pgcrypto bcrypt hashes', async () => {
    await stack.pool.query(`insert into auth.users (email, encrypted_password, email_confirmed_at) values ('seed@example.com', extensions.crypt('seedpass1', extensions.gen_salt('bf')), now())`);
    const r = await client(stack).auth.signInWithPassword({ email: 'seed@example.com', password: 'seedpass1' });
    expect(r.error).toBeNull();
  });

  it('rotates refresh tokens and revokes the session when a rotated one is reused', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    await admin.auth.admin.createUser({ email: 'rot@example.com', password: 'secret123', email_confirm: true });
    const sb = client(stack);
    const { data } = await sb.auth.signInWithPassword({ email: 'rot@example.com', password: 'secret123' });
    const first = data.session!.refresh_token;
    const r1 = await sb.auth.refreshSession({ refresh_token: first });
    expect(r1.error).toBeNull();
    const second = r1.data.session!.refresh_token;
    expect(second).not.toBe(first);
    const third = (await client(stack).auth.refreshSession({ refresh_token: second })).data.session!.refresh_token;
    // reused after the 10 s reuse interval (security.test.ts covers reuse within it)
    await stack.pool.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [first]);
    const reuse = await client(stack).auth.refreshSession({ refresh_token: first });
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    const afterRevoke = await client(stack).auth.refreshSession({ refresh_token: third });
    expect(afterRevoke.error?.code).toBe('refresh_token_not_found');
  });

  it('gets and updates the user, then logs out', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    await admin.auth.admin.createUser({ email: 'me@example.com', password: 'secret123', email_confirm: true });
    const sb = client(stack);
    await sb.auth.signInWithPassword({ email: 'me@example.com', password: 'secret123' });
    const me = await sb.auth.getUser();
    expect(me.data.user?.email).toBe('me@example.com');
    const upd = await sb.auth.updateUser({ data: { city: 'Recife' }, password: 'newsecret1', current_password: 'secret123' });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toMatchObject({ city: 'Recife' });
    expect((await client(stack).auth.signInWithPassword({ email: 'me@example.com', password: 'newsecret1' })).error).toBeNull();
    const { data: s } = await sb.auth.getSession();
    await sb.auth.signOut();
    const res = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${s.session!.access_token}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error_code: string }).error_code).toBe('session_not_found');
  });

  it('rejects expired and forged tokens on /user', async () => {
    const jwt = new Jwt(CLI_JWT_SECRET);
    const expired = await jwt.sign({ role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 5 });
    const forged = await new Jwt('x'.repeat(40)).sign({ role: 'authenticated', sub: crypto.randomUUID() });
    for (const t of [expired, forged, 'garbage']) {
      const r = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, Authorization: `Bearer ${t}` } });
      expect(r.status).toBe(403);
    }
  });

  it('offers the admin users API to the service role only', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    const created = await admin.auth.admin.createUser({ email: 'adm@example.com', password: 'secret123', email_confirm: true, user_metadata: { full_name: 'Adm' } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.auth.admin.getUserById(id)).data.user?.user_metadata).toEqual({ full_name: 'Adm' });
    const list = await admin.auth.admin.listUsers({ page: 1, perPage: 100 });
    expect(list.data.users.some((u) => u.id === id)).toBe(true);
    const anon = await client(stack).auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.status).toBe(404);
  });

  it('serves settings and health', async () => {
    const s = await (await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })).json();
    expect(s).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
    expect((await fetch(`${stack.url}/auth/v1/settings`)).status).toBe(401);
  });

  it('rate-limits failed sign-ins per e-mail from one client and confirmation mails per address', async () => {
    const sb = client(stack);
    const admin = client(stack, stack.serviceRoleKey);
    await admin.auth.admin.createUser({ email: 'brute@example.com', password: 'secret123', email_confirm: true });
    for (let i = 0; i < 3; i++) await sb.auth.signInWithPassword({ email: 'brute@example.com', password: `wrong${i}xx` });
    const blocked = await sb.auth.signInWithPassword({ email: 'brute@example.com', password: 'secret123' });
    expect(blocked.error?.status).toBe(429);
    let last;
    for (let i = 0; i < 6; i++) last = await sb.auth.signUp({ email: 'spam@example.com', password: 'secret123' });
    expect(last?.error?.status).toBe(429);
  });
});

describe('auto-confirm', () => {
  it('returns a session at sign-up', async () => {
    const auto = await createTestStack({ migrationsDir: FIXTURES, autoConfirm: true });
    try {
      const r = await client(auto).auth.signUp({ email: 'auto@example.com', password: 'secret123' });
      expect(r.data.session?.access_token).toBeTruthy();
      expect(await (await fetch(`${auto.url}/_mailbox/api/messages`)).json()).toEqual([]);
      // with auto-confirm, GoTrue answers an existing address with 422
      const dup = await client(auto).auth.signUp({ email: 'auto@example.com', password: 'secret123' });
      expect(dup.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    } finally {
      await auto.stop();
    }
  });
});
