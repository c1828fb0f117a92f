import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types';
import type { RuntimeConfig } from './runtime-config';

export type QuadraClient = SupabaseClient<Database>;

let client: QuadraClient | null = null;
let storageKey = '';

/** What a Node test adds to the browser's client: a WebSocket for realtime. */
export type ClientOverrides = Pick<SupabaseClientOptions<'public'>, 'realtime'>;

/** Creates the one client. Called once by the shell (or a standalone remote) before rendering. */
export function configureSupabase(config: RuntimeConfig, overrides: ClientOverrides = {}): QuadraClient {
  if (client) return client;
  // supabase-js's own default key, named here so forgetStoredSession can drop it
  storageKey = `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;
  client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    ...overrides,
    auth: {
      storageKey,
      storage: globalThis.localStorage,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    },
  });
  return client;
}

/**
 * Drops the stored session without asking the server. supabase-js keeps it when its signOut cannot
 * reach GoTrue (no network), which would sign the user in again on the next page load.
 */
export function forgetStoredSession(): void {
  if (!storageKey) return;
  for (const key of [storageKey, `${storageKey}-code-verifier`, `${storageKey}-user`]) globalThis.localStorage?.removeItem(key);
}

export function isSupabaseConfigured(): boolean {
  return client !== null;
}

function current(): QuadraClient {
  if (!client) throw new Error('Supabase client used before configureSupabase() (the shell loads /config.json first).');
  return client;
}

/**
 * The one typed client. Its URL and key come from the runtime config, so the export forwards to
 * the client created by `configureSupabase`; methods are bound so they keep their `this`.
 */
export const supabase: QuadraClient = new Proxy({} as QuadraClient, {
  get(_target, prop) {
    const target = current();
    const value: unknown = Reflect.get(target, prop, target);
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  },
});
