import type { Session } from '@supabase/auth-js';

/**
 * The session auth-js keeps in localStorage, read without auth-js: the client uses it until auth-js
 * has loaded. Dependency-free, so the shell's server code can bundle it (its first screen's check).
 */

/** A stored token this close to its expiry is left to auth-js, which refreshes it first. */
const EXPIRY_MARGIN_MS = 60_000;

/** A sign-in arriving in the URL (an e-mail link): auth-js's to take in. */
export const SIGN_IN_IN_URL = /[#&?](access_token|error_description)=/;

/** supabase-js's own default key for a project URL. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * The stored session if it is whole and fresh, null when none is stored, undefined when only
 * auth-js can tell (a token near its expiry, or a sign-in arriving in the URL).
 */
export function readStoredSession(key: string, storage: Storage | undefined): Session | null | undefined {
  if (typeof location !== 'undefined' && SIGN_IN_IN_URL.test(location.href)) return undefined;
  let stored: Partial<Session> | null;
  try {
    stored = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<Session> | null;
  } catch {
    return undefined;
  }
  if (!stored) return null;
  const fresh = typeof stored.expires_at === 'number' && stored.expires_at * 1000 > Date.now() + EXPIRY_MARGIN_MS;
  const whole = typeof stored.access_token === 'string' && typeof stored.user?.id === 'string';
  return fresh && whole ? (stored as Session) : undefined;
}
