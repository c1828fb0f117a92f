// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { stringFromBase64URL } from '@supabase/ssr';
import { clearSessionCookie, cookieMirroredStorage, sessionCookieToken, writeSessionCookie } from './session-cookie';

// The session in cookies as @supabase/ssr keeps it: what the browser writes, the server reads.
const KEY = 'sb-127-auth-token';
const session = (size: number) => JSON.stringify({
  access_token: `token-${'x'.repeat(size)}`, refresh_token: 'refresh-secret', expires_at: 1_900_000_000,
  user: { id: 'a0000000-0000-4000-8000-000000000001', full_name: 'Ana Gonçalves' },
});
const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((c) => c.split('=')[0]);

afterEach(() => clearSessionCookie(KEY));

describe("the session's cookie", () => {
  it('is read back by the server from the Cookie header, whole, in one cookie or in several', async () => {
    for (const size of [100, 9_000]) {
      writeSessionCookie(KEY, session(size));
      expect(cookieNames().length).toBe(size > 3000 ? 4 : 1);
      expect(await sessionCookieToken(KEY, `other=1; ${document.cookie}`)).toBe(`token-${'x'.repeat(size)}`);
    }
  });

  it('drops the chunks of a longer session it replaces, and every chunk when cleared', async () => {
    writeSessionCookie(KEY, session(9_000));
    writeSessionCookie(KEY, session(100));
    expect(cookieNames()).toEqual([KEY]);
    clearSessionCookie(KEY);
    expect(cookieNames()).toEqual([]);
    expect(await sessionCookieToken(KEY, document.cookie)).toBeNull();
  });

  it('follows what auth-js stores under the session key, and nothing else', () => {
    const storage = cookieMirroredStorage(KEY, localStorage);
    storage.setItem(`${KEY}-code-verifier`, 'v');
    expect(cookieNames()).toEqual([]);
    storage.setItem(KEY, session(100));
    expect(localStorage.getItem(KEY)).toBe(session(100));
    expect(cookieNames()).toEqual([KEY]);
    storage.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(cookieNames()).toEqual([]);
  });

  // Issue 56: the cookie is not HttpOnly and goes with every document request: it holds only what the
  // server reads, never the refresh token (that stays in auth-js's localStorage)
  it('carries the access token and its expiry only: no refresh token, no user', () => {
    writeSessionCookie(KEY, session(100));
    const value = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${KEY}=`))!.slice(KEY.length + 1));
    const stored = JSON.parse(stringFromBase64URL(value.replace(/^base64-/, ''))) as Record<string, unknown>;
    expect(stored).toEqual({ access_token: `token-${'x'.repeat(100)}`, expires_at: 1_900_000_000 });
    // a stored value that is no session writes no cookie
    writeSessionCookie(KEY, 'not json');
    expect(cookieNames()).toEqual([]);
  });

  it('reads no token from a missing, garbled or token-less cookie', async () => {
    expect(await sessionCookieToken(KEY, undefined)).toBeNull();
    expect(await sessionCookieToken(KEY, `${KEY}=base64-!!!`)).toBeNull();
    expect(await sessionCookieToken(KEY, `${KEY}=${encodeURIComponent('{"user":{}}')}`)).toBeNull();
  });
});
