/**
 * Hook tests against the real local server (no mocked client): the seeded server that
 * `vitest.global-setup.ts` starts, the app's one Supabase client pointed at it, and a fresh
 * QueryClient per render. For vitest files of a DOM environment (happy-dom, same-origin policy off).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { configureSupabase, supabase, type Database } from '@quadra/supabase';
import { sessionStorageKey } from '@quadra/supabase/stored-session';
import { startSession, useSession } from '@quadra/session';
import { createQueryClient } from '../client/query-client';

interface DataStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded local servers of libs/data/vitest.global-setup.ts, one per worker (also used by remotes' tests). */
    dataStacks: DataStack[];
  }
}

/** This worker's seeded server: files running at the same time never share one. */
export function dataStack(): DataStack {
  return inject('dataStacks')[Number(process.env.VITEST_POOL_ID ?? 1) - 1]!;
}

let joinGate: Promise<void> | null = null;
let joinsAsked = 0;
/** refs of the joins sent whose reply has not come back yet */
const joinsUnanswered = new Set<string>();

/** A Phoenix message of realtime-js's protocol 2.0.0 (text frames: [join_ref, ref, topic, event, payload]). */
function phoenixMessage(data: unknown): { ref: string; event: string } | null {
  if (typeof data !== 'string' && !Buffer.isBuffer(data)) return null;
  try {
    const m = JSON.parse(String(data)) as unknown;
    return Array.isArray(m) ? { ref: String(m[1]), event: String(m[3]) } : null;
  } catch {
    return null;
  }
}

/** realtime-js's socket in Node (ws), which tells when channels join and can hold their joins back. */
class RealtimeTestSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('message', (data) => {
      const m = phoenixMessage(data);
      if (m?.event === 'phx_reply') joinsUnanswered.delete(m.ref);
    });
    const send = this.send.bind(this) as (...sent: unknown[]) => void;
    this.send = ((...sent: unknown[]) => {
      const m = phoenixMessage(sent[0]);
      if (m?.event === 'phx_join') {
        joinsAsked++;
        joinsUnanswered.add(m.ref);
        if (joinGate) {
          void joinGate.then(() => send(...sent));
          return;
        }
      }
      send(...sent);
    }) as WebSocket['send'];
  }
}

/**
 * Watches the channel joins the app's client asks for from now on. `hold`: they are sent only at
 * release(), so a row changed before sends no change to them (the window between a screen's
 * subscribe and its channel joining).
 */
export function watchChannelJoins({ hold = false } = {}) {
  const askedBefore = joinsAsked;
  let open = () => undefined as void;
  if (hold) joinGate = new Promise<void>((resolve) => (open = resolve));
  const release = () => {
    joinGate = null;
    open();
  };
  onTestFinished(release);
  return {
    /** A channel asked to join (held back, with `hold`). */
    asked: () => waitUntil(() => joinsAsked > askedBefore),
    /** The server has answered every join asked for: changes from now on reach the channels. */
    joined: () => waitUntil(() => joinsAsked > askedBefore && joinsUnanswered.size === 0),
    release,
  };
}

/**
 * Points the app's client at the test server and starts the session store (`firstScreen`: when the
 * page's first screen is up, as the shell tells it). Once per file.
 */
export function connectToDataStack(firstScreen?: Promise<unknown>): { url: string; anonKey: string } {
  const { url, anonKey } = dataStack();
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey }, { realtime: { transport: RealtimeTestSocket as never } });
  startSession(firstScreen);
  return { url, anonKey };
}

/** A service-role client (bypasses RLS): to arrange data and to check what was stored. */
export function adminClient(): SupabaseClient<Database> {
  const { url, serviceRoleKey } = dataStack();
  return createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'quadra-test-admin' },
  });
}

/**
 * Signs a user in apart from the app's client and stores the session on the "device" as
 * supabase-js stores it (localStorage), as a returning visitor has it when the page opens.
 */
export async function storeSessionOnDevice(email: string, password = 'Quadra123') {
  const { url, anonKey } = dataStack();
  const auth = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } }).auth;
  const { data, error } = await auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  localStorage.setItem(sessionStorageKey(url), JSON.stringify(data.session));
  return data.session;
}

/** Signs the app's client in (the seed's password: Quadra123) and waits for the session store. */
export async function signInAs(email: string, password = 'Quadra123'): Promise<string> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  await waitUntil(() => useSession.getState().user?.id === data.user.id);
  return data.user.id;
}

export async function signOut(): Promise<void> {
  await supabase.auth.signOut();
  await waitUntil(() => useSession.getState().status === 'signed-out');
}

export async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A hold on the server's REST answers: see holdRestAnswers. */
export interface RestHold {
  /** the paths whose answers are held, in order */
  held: string[];
  /** Resolves once `count` answers are held. */
  arrived(count?: number): Promise<void>;
  /** Lets the held answers go; later requests are answered at once. */
  release(): void;
  /** Lets the held answers go and holds every answer after them (e.g. the reload a refusal starts). */
  releaseAndHoldNext(): RestHold;
}

/**
 * Holds back the real server's answers to REST calls (`/rest/v1/…`) from now until release(): each
 * request reaches the server, its answer waits. What the hook shows meanwhile is what the athlete
 * sees before the database has answered: an optimistic change, or a rollback before any reload.
 */
export function holdRestAnswers(): RestHold {
  const realFetch = globalThis.fetch;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: string[] = [];
  globalThis.fetch = async (input, init) => {
    const answer = await realFetch(input, init);
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    if (pathname.startsWith('/rest/v1/')) {
      held.push(pathname);
      await gate;
    }
    return answer;
  };
  const release = () => {
    globalThis.fetch = realFetch;
    open();
  };
  // a failed assertion mid-hold must not leave the next test's answers waiting
  onTestFinished(release);
  return {
    held,
    arrived: (count = 1) => waitUntil(() => held.length >= count),
    release,
    releaseAndHoldNext() {
      release();
      // before the released answers run on (they resume in a later microtask)
      return holdRestAnswers();
    },
  };
}

function providerOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** renderHook inside a fresh QueryClient (returned, to inspect the cache). */
export function renderDataHook<T>(hook: () => T, client: QueryClient = createQueryClient()) {
  return { client, ...renderHook(hook, { wrapper: providerOf(client) }) };
}

/** render inside a fresh QueryClient, for components that use the data hooks. */
export function renderWithData(ui: ReactNode, client: QueryClient = createQueryClient()) {
  return { client, ...render(ui, { wrapper: providerOf(client) }) };
}
