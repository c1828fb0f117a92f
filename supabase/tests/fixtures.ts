// Shared arrangements for the database integration tests: real supabase-js clients against the
// local server, each test file on its own database copied from the migrated template.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import type { Database } from '@quadra/supabase/database-types';
import { CLI_JWT_SECRET } from '../server/index.js';
import { quadraJobs, type QuadraJobsOptions } from '@quadra/jobs';
import { createTestStack as createServerStack, type TestStack, type TestStackOptions } from '../server/testing/test-stack.js';

export type Db = SupabaseClient<Database>;
/** `token` is the access token, e.g. for `sb.realtime.setAuth(token)` (the header alone does not reach realtime). */
export type Athlete = { id: string; name: string; sb: Db; token: string };

export type { TestStack };

/**
 * A test's own database and server, with Quadra's jobs mounted as `npm start` mounts them: the
 * calendar routes always; the every-minute scheduler and the Web Push sender only when given
 * (tests drive the clock and the push service).
 */
export function createTestStack(opts: TestStackOptions & QuadraJobsOptions = {}): Promise<TestStack> {
  const { scheduler = false, push = false, ...stackOptions } = opts;
  return createServerStack({ ...stackOptions, extensions: [quadraJobs({ scheduler, push }), ...(stackOptions.extensions ?? [])] });
}

export function anonClient(stack: TestStack, headers: Record<string, string> = {}): Db {
  return createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  });
}

/**
 * A signed-in athlete. The auth user is inserted in SQL (the profile comes from the database's own
 * trigger) and the access token is signed with the project's JWT secret, as GoTrue would: this keeps
 * hundreds of users cheap. Real sign-in is covered by the tests that use the seeded demo logins.
 */
export async function athlete(stack: TestStack, name: string): Promise<Athlete> {
  const id = crypto.randomUUID();
  const email = `${name.toLowerCase().replace(/[^a-z]/g, '')}-${id.slice(0, 8)}@test.quadra.dev`;
  await stack.pool.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, now(), jsonb_build_object('full_name', $3::text))`,
    [id, email, name],
  );
  const token = await new SignJWT({ sub: id, role: 'authenticated', aud: 'authenticated', email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(CLI_JWT_SECRET));
  return { id, name, token, sb: anonClient(stack, { Authorization: `Bearer ${token}` }) };
}

/** Several athletes at once, typed as a tuple of the names given. */
export async function athletes<const N extends readonly string[]>(stack: TestStack, names: N): Promise<{ [K in keyof N]: Athlete }> {
  return (await Promise.all(names.map((n) => athlete(stack, n)))) as { [K in keyof N]: Athlete };
}

export function dayOffset(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** An event created by its organiser through the API (so RLS and triggers apply). */
export async function createEvent(
  organiser: Athlete,
  fields: Partial<Database['public']['Tables']['events']['Insert']> = {},
): Promise<string> {
  const { data, error } = await organiser.sb
    .from('events')
    .insert({ title: 'Pelada de teste', location: 'Parque Ibirapuera', date: dayOffset(3), time: '19:00:00', max_participants: 10, ...fields })
    .select('id')
    .single();
  if (error) throw new Error(`createEvent: ${error.message}`);
  return data.id;
}

/** Puts an event in the past (as the database's owner would), e.g. to open evaluations. */
export async function moveEventToPast(stack: TestStack, eventId: string, hoursAgo: number): Promise<void> {
  await stack.pool.query(
    `update public.events set date = ((now() - make_interval(hours => $2)) at time zone 'America/Sao_Paulo')::date,
       time = ((now() - make_interval(hours => $2)) at time zone 'America/Sao_Paulo')::time(0)
     where id = $1`,
    [eventId, hoursAgo],
  );
}

export async function join(a: Athlete, eventId: string) {
  const { data, error } = await a.sb.rpc('join_event', { p_event_id: eventId });
  if (error) throw new Error(`join_event: ${error.message}`);
  return data;
}
