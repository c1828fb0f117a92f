import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';
import { CLI_JWT_SECRET, Jwt } from './jwt.js';

/** A client whose requests carry `token` as the bearer (the apikey stays the anon key). */
const withBearer = (token: string) =>
  createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as never },
  });

/** Where the local GoTrue answered differently from hosted Supabase (issue 15), through supabase-js. */

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES, autoConfirm: true });
});
afterAll(async () => stack?.stop());

describe('GoTrue as hosted', () => {
  it('an auto-confirmed sign-up returns a user with last_sign_in_at', async () => {
    const r = await client(stack).auth.signUp({ email: 'lastsign@example.com', password: 'secret123' });
    expect(r.error).toBeNull();
    expect(r.data.user?.last_sign_in_at).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(r.data.user!.last_sign_in_at!)).toBeLessThan(60_000);
    expect(r.data.session?.user.last_sign_in_at).toBe(r.data.user?.last_sign_in_at);
  });

  it('admin.createUser refuses an address checkmail calls invalid', async () => {
    const r = await client(stack, stack.serviceRoleKey).auth.admin.createUser({ email: 'xx:;x@x.x', password: 'secret123' });
    expect(r.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    const { rows } = await stack.pool.query(`select count(*)::int as n from auth.users where email = 'xx:;x@x.x'`);
    expect(rows[0].n).toBe(0);
  });

  it('listUsers with a negative page is an error', async () => {
    const r = await client(stack, stack.serviceRoleKey).auth.admin.listUsers({ page: -1, perPage: 10 });
    expect(r.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(r.error?.message).toMatch(/^Bad Pagination Parameters/);
  });

  it('a token with role supabase_admin is accepted on the admin API', async () => {
    const token = await new Jwt(CLI_JWT_SECRET).sign({ role: 'supabase_admin', iss: 'supabase-demo' }, 3600);
    const sb = withBearer(token);
    const created = await sb.auth.admin.createUser({ email: 'by-admin@example.com', password: 'secret123', email_confirm: true });
    expect(created.error).toBeNull();
    const list = await sb.auth.admin.listUsers();
    expect(list.error).toBeNull();
    expect(list.data.users.map((u) => u.email)).toContain('by-admin@example.com');
    // an ordinary signed-in user still is not an admin
    const user = await client(stack).auth.signInWithPassword({ email: 'by-admin@example.com', password: 'secret123' });
    const asUser = withBearer(user.data.session!.access_token);
    expect((await asUser.auth.admin.listUsers()).error?.status).toBe(403);
  });
});
