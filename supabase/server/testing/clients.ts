import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestStack } from './test-stack.js';

export const FIXTURES = new URL('../test-fixtures/migrations', import.meta.url).pathname;

/** A supabase-js client as a Node app would make it (realtime over `ws`). */
export function client(stack: { url: string; anonKey: string }, key = stack.anonKey): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

let n = 0;
/** Signs up a confirmed user (through the admin API) and returns a client signed in as them. */
export async function signedIn(stack: TestStack, name = 'Ana'): Promise<{ sb: SupabaseClient; id: string; email: string }> {
  const email = `user${Date.now()}${n++}@example.com`;
  const admin = client(stack, stack.serviceRoleKey);
  const { data, error } = await admin.auth.admin.createUser({ email, password: 'secret123', email_confirm: true });
  if (error) throw error;
  const sb = client(stack);
  const r = await sb.auth.signInWithPassword({ email, password: 'secret123' });
  if (r.error) throw r.error;
  await stack.pool.query('insert into public.profiles (user_id, full_name) values ($1, $2) on conflict do nothing', [data.user.id, name]).catch(() => undefined);
  return { sb, id: data.user.id, email };
}
