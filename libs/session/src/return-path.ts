import { paths } from '@quadra/contracts';

/** Where a visitor was going when asked to sign in (kept across sign-up and e-mail confirmation). */
const KEY = 'quadra-return-path';
/** A sign-up, its e-mail and the onboarding fit in a day; an older wish is stale. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BASE = 'http://quadra.invalid';
/** Never back to the sign-in screens themselves. */
const AUTH_PATHS = [paths.login, paths.signup];

/**
 * The path of this app that `raw` names, or null: only a same-origin path ('/event/…'), never
 * another site ('//evil.com', '/\\evil.com', 'https://…', 'javascript:…'), nor the sign-in screens.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || AUTH_PATHS.some((p) => url.pathname === p.split('?')[0])) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?next=%2Fevent%2F…': the sign-in screen that brings the person back to `path`. */
export function loginReturningTo(path: string): string {
  return `${paths.login}?next=${encodeURIComponent(path)}`;
}

/** Keeps a valid `next` for after the sign-in (and a sign-up, its confirmation and onboarding). */
export function rememberReturnPath(raw: string | null | undefined): void {
  const path = safeReturnPath(raw);
  if (path) globalThis.localStorage?.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
}

/** The remembered path, once (it is forgotten), if still valid and recent. */
export function takeReturnPath(now = Date.now()): string | null {
  const stored = globalThis.localStorage?.getItem(KEY);
  if (!stored) return null;
  globalThis.localStorage.removeItem(KEY);
  try {
    const { path, at } = JSON.parse(stored) as { path?: string; at?: number };
    return typeof at === 'number' && now - at < MAX_AGE_MS ? safeReturnPath(path) : null;
  } catch {
    return null;
  }
}
