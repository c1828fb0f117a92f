import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { RealtimeChannel, RealtimeClient, RealtimeRemoveChannelResponse } from '@supabase/realtime-js';
import type { StorageClient } from '@supabase/storage-js';
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { whenIdle } from './idle';
import type { RuntimeConfig } from './runtime-config';
import { readStoredSession, sessionStorageKey } from './stored-session';

/**
 * The app's client: supabase-js's auth and database parts, built as its createClient builds them,
 * with realtime and storage loaded on first use. createClient constructs both eagerly, which put
 * ~25 KB gzip (realtime-js, storage-js, functions-js) in front of every first render; the screens
 * that subscribe or upload are rarely the first one. auth-js (~19 KB gzip) loads on first use too:
 * the first screen's requests carry the stored session's token while it is fresh (see accessToken).
 */
export interface QuadraClient {
  /** supabase-js's auth API (auth-js loads on the first call). */
  auth: Pick<GoTrueClient, 'signUp' | 'signInWithPassword' | 'resetPasswordForEmail' | 'updateUser' | 'signOut' | 'getSession' | 'stopAutoRefresh'>;
  /** auth-js's onAuthStateChange, heard from when auth-js loads (asking does not load it). */
  onAuthStateChange(listener: AuthListener): void;
  /**
   * The session stored on this device, read without auth-js: null when there is none, undefined
   * when only auth-js can tell (it is about to expire, or the URL carries a sign-in to take in).
   */
  storedSession(): Session | null | undefined;
  from: PostgrestClient<Database>['from'];
  rpc: PostgrestClient<Database>['rpc'];
  /** A realtime channel (realtime-js loads on the first call, see configureSupabase). */
  channel(name: string): Promise<RealtimeChannel>;
  removeChannel(channel: RealtimeChannel): Promise<RealtimeRemoveChannelResponse>;
  /** The storage API (storage-js loads on the first call). */
  storage(): Promise<StorageClient>;
  /** A URL of the calendar function (`functions/v1/calendar/…`: .ics files and feeds, opened by links). */
  calendarUrl(path: string): string;
  /** POSTs JSON to an Edge Function (`functions/v1/<name>`) as the signed-in user; the answer as it came. */
  invokeFunction(name: string, body: unknown): Promise<Response>;
}

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

let client: QuadraClient | null = null;
let storageKey = '';

/**
 * What a Node process adds to the browser's client: a WebSocket for realtime (tests), and the token
 * its requests carry (a server rendering a signed-in athlete's screen: theirs, for that render).
 */
export type ClientOverrides = Pick<SupabaseClientOptions<'public'>, 'realtime'> & { accessToken?: () => string | undefined };

function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, 0, value));
}

function createQuadraClient(config: RuntimeConfig, overrides: ClientOverrides, realtimeAfter: Promise<unknown>): QuadraClient {
  const base = new URL(config.supabaseUrl.endsWith('/') ? config.supabaseUrl : `${config.supabaseUrl}/`);
  const key = config.supabaseAnonKey;
  let auth: Promise<GoTrueClient> | null = null;
  const authListeners: AuthListener[] = [];
  // auth-js starts in a task after the one that evaluates it: together they held a slow phone's
  // main thread for one long stretch. It writes the session to localStorage and to its cookie.
  const loadAuth = () =>
    (auth ??= Promise.all([import('@supabase/auth-js'), loadSessionCookie()]).then(inNextTask).then(([{ AuthClient }, cookie]) => {
      // The cookie follows the stored session from the start: one stored before it existed, or
      // dropped by another tab's sign-out, is put right on this visit. In a task of its own (its
      // encoding is a quarter of auth-js's start), reading what is stored by then.
      setTimeout(() => {
        const stored = globalThis.localStorage.getItem(storageKey);
        if (stored) cookie.writeSessionCookie(storageKey, stored);
        else cookie.clearSessionCookie(storageKey);
      }, 0);
      const client = new AuthClient({
        url: new URL('auth/v1', base).href,
        headers: { Authorization: `Bearer ${key}`, apikey: key },
        storageKey,
        storage: cookie.cookieMirroredStorage(storageKey, globalThis.localStorage),
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      });
      for (const listener of authListeners) client.onAuthStateChange(listener);
      return client;
    }));
  const storedSession = () => readStoredSession(storageKey, globalThis.localStorage);
  // Before auth-js has loaded, a fresh stored session (or none) answers without it.
  const accessToken = async () => {
    const given = overrides.accessToken?.();
    if (given) return given;
    if (!auth) {
      const stored = storedSession();
      if (stored !== undefined) return stored?.access_token ?? key;
    }
    return (await (await loadAuth()).getSession()).data.session?.access_token ?? key;
  };
  // As supabase-js: every request carries the key and the signed-in user's token (else the key).
  const authedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', key);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken()}`);
    return fetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient<Database>(new URL('rest/v1', base).href, { headers: {}, schema: 'public', fetch: authedFetch });

  let realtime: Promise<RealtimeClient> | null = null;
  const loadRealtime = () =>
    (realtime ??= realtimeAfter
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(() => import('@supabase/realtime-js'))
      // As auth-js: the client is built in the task after the one that evaluates the module.
      .then(inNextTask)
      .then(async ({ RealtimeClient }) => {
        const url = new URL('realtime/v1', base);
        url.protocol = url.protocol.replace('http', 'ws');
        const client = new RealtimeClient(url.href, {
          ...overrides.realtime,
          headers: {},
          accessToken,
          fetch: authedFetch,
          params: { apikey: key, ...overrides.realtime?.params },
        });
        // The first join must carry the signed-in user's token (RLS decides which changes reach
        // them); supabase-js has it set by the time of the first subscribe too.
        await client.setAuth();
        // The token may come from auth-js's start: the channels join in the task after it.
        return inNextTask(client);
      }));
  // As supabase-js: an open socket follows sign-in, token refresh and sign-out.
  let lastToken: string | undefined;
  authListeners.push((event, session) => {
    if (!realtime) return;
    if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && session?.access_token !== lastToken) {
      lastToken = session?.access_token;
      void realtime.then((r) => r.setAuth(lastToken));
    } else if (event === 'SIGNED_OUT') {
      lastToken = undefined;
      void realtime.then((r) => r.setAuth());
    }
  });

  let storage: Promise<StorageClient> | null = null;
  return {
    auth: {
      signUp: async (credentials) => (await loadAuth()).signUp(credentials),
      signInWithPassword: async (credentials) => (await loadAuth()).signInWithPassword(credentials),
      resetPasswordForEmail: async (email, options) => (await loadAuth()).resetPasswordForEmail(email, options),
      updateUser: async (attributes, options) => (await loadAuth()).updateUser(attributes, options),
      signOut: async (options) => (await loadAuth()).signOut(options),
      getSession: async () => (await loadAuth()).getSession(),
      stopAutoRefresh: async () => (await loadAuth()).stopAutoRefresh(),
    },
    onAuthStateChange: (listener) => {
      authListeners.push(listener);
      void auth?.then((client) => client.onAuthStateChange(listener));
    },
    storedSession,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    channel: async (name) => (await loadRealtime()).channel(name),
    removeChannel: async (channel) => (await loadRealtime()).removeChannel(channel),
    calendarUrl: (path) => new URL(`functions/v1/calendar/${path}`, base).href,
    invokeFunction: (name, body) =>
      authedFetch(new URL(`functions/v1/${name}`, base).href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    storage: () =>
      (storage ??= import('@supabase/storage-js').then(({ StorageClient }) => new StorageClient(new URL('storage/v1', base).href, {}, authedFetch))),
  };
}

/**
 * Creates the one client. Called once by the shell (or a standalone remote) before rendering.
 * realtime-js (~14 KB gzip) and its socket wait for `realtimeAfter` (the shell's first screen),
 * then an idle moment: a screen's subscription never competes with its first paint. A change
 * in between is not lost: a channel re-reads what was read before it joined.
 */
export function configureSupabase(
  config: RuntimeConfig,
  overrides: ClientOverrides = {},
  realtimeAfter: Promise<unknown> = Promise.resolve(),
): QuadraClient {
  if (client) return client;
  // supabase-js's own default key, named here so forgetStoredSession can drop it
  storageKey = sessionStorageKey(config.supabaseUrl);
  client = createQuadraClient(config, overrides, realtimeAfter);
  return client;
}

/** The session's cookie code (with @supabase/ssr's chunking): loaded with auth-js, which writes it. */
const loadSessionCookie = () => import('./session-cookie');

/**
 * Drops the stored session (and its cookie) without asking the server. supabase-js keeps it when
 * its signOut cannot reach GoTrue (no network), which would sign the user in again on the next
 * page load.
 */
export async function forgetStoredSession(): Promise<void> {
  if (!storageKey) return;
  for (const key of [storageKey, `${storageKey}-code-verifier`, `${storageKey}-user`]) globalThis.localStorage?.removeItem(key);
  (await loadSessionCookie()).clearSessionCookie(storageKey);
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
 * the client created by `configureSupabase`.
 */
export const supabase: QuadraClient = new Proxy({} as QuadraClient, {
  get(_target, prop) {
    return Reflect.get(current(), prop);
  },
});
