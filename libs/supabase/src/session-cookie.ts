import {
  DEFAULT_COOKIE_OPTIONS,
  combineChunks,
  createChunks,
  isChunkLike,
  parseCookieHeader,
  serializeCookieHeader,
  stringFromBase64URL,
  stringToBase64URL,
} from '@supabase/ssr';

/**
 * The session's access token also in cookies, as @supabase/ssr keeps a session (its chunking and its
 * `base64-` encoding, under the storage key auth-js uses): the shell's server reads it to render the
 * signed-in athlete's first screen with their token. The browser writes it whenever auth-js writes
 * the session (sign-in, each refresh) and clears it at sign-out. It is only ever read to render a
 * document: writes send the bearer token, and the API never reads cookies.
 *
 * The refresh token is never in it (issue 56): the cookie travels with every document request and is
 * not HttpOnly (the page writes it), and the server needs only the access token (an hour's). The
 * session itself, refresh token included, stays where auth-js keeps it (localStorage): see
 * docs/platform.md, "The session cookie", for why it is not a server-set HttpOnly cookie.
 */

const BASE64_PREFIX = 'base64-';
/** @supabase/ssr's default: as long as a browser keeps a cookie (400 days); auth-js decides validity. */
const KEEP_SECONDS = DEFAULT_COOKIE_OPTIONS.maxAge ?? 400 * 24 * 60 * 60;

function cookieNames(): string[] {
  return parseCookieHeader(globalThis.document?.cookie ?? '').map((c) => c.name);
}

function setCookie(name: string, value: string): void {
  const secure = globalThis.location?.protocol === 'https:';
  document.cookie = serializeCookieHeader(name, value, { ...DEFAULT_COOKIE_OPTIONS, maxAge: KEEP_SECONDS, secure });
}

/** Max-Age 0 and a date long past: every cookie jar drops it. */
function dropCookie(name: string): void {
  document.cookie = serializeCookieHeader(name, '', { ...DEFAULT_COOKIE_OPTIONS, maxAge: 0, expires: new Date(0) });
}

/** Drops every chunk of the session's cookie. */
export function clearSessionCookie(key: string): void {
  for (const name of cookieNames()) if (isChunkLike(name, key)) dropCookie(name);
}

/** What the server reads of a stored session (auth-js's JSON): its access token and when it expires. */
function cookieSession(storedJson: string): string | null {
  try {
    const session = JSON.parse(storedJson) as { access_token?: unknown; expires_at?: unknown } | null;
    if (typeof session?.access_token !== 'string') return null;
    return JSON.stringify({ access_token: session.access_token, expires_at: session.expires_at ?? null });
  } catch {
    return null;
  }
}

/** Writes the stored session's access token as the session's cookie, in as many chunks as it needs. */
export function writeSessionCookie(key: string, storedJson: string): void {
  const kept = cookieSession(storedJson);
  if (kept === null) return clearSessionCookie(key);
  const chunks = createChunks(key, BASE64_PREFIX + stringToBase64URL(kept));
  const names = new Set(chunks.map((c) => c.name));
  // Chunks of a longer session before this one must not be read with it.
  for (const name of cookieNames()) if (isChunkLike(name, key) && !names.has(name)) dropCookie(name);
  for (const chunk of chunks) setCookie(chunk.name, chunk.value);
}

/**
 * auth-js's storage: the device's localStorage (which the client reads before auth-js loads), with
 * the session's key mirrored into the cookie.
 */
export function cookieMirroredStorage(key: string, storage: Storage): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (name) => storage.getItem(name),
    setItem: (name, value) => {
      storage.setItem(name, value);
      if (name === key) writeSessionCookie(key, value);
    },
    removeItem: (name) => {
      storage.removeItem(name);
      if (name === key) clearSessionCookie(key);
    },
  };
}

/**
 * On a server: the access token of the session a request's `Cookie` header carries, or null (none,
 * or not readable). Not verified here: whoever uses it sends it to the API, which refuses a forged
 * or expired one.
 */
export async function sessionCookieToken(key: string, cookieHeader: string | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const cookies = new Map(parseCookieHeader(cookieHeader).map((c) => [c.name, c.value]));
  const combined = await combineChunks(key, (name) => cookies.get(name));
  if (!combined) return null;
  try {
    const json = combined.startsWith(BASE64_PREFIX) ? stringFromBase64URL(combined.slice(BASE64_PREFIX.length)) : combined;
    const token = (JSON.parse(json) as { access_token?: unknown } | null)?.access_token;
    return typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}
