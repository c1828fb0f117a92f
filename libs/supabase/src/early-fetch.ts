/**
 * Requests started before the Supabase client exists (by the shell's entry, while the rest of the
 * app downloads) and handed to the client's first identical request. Dependency-free, so the
 * shell's entry can bundle it; that copy and the shared client's reach one registry on globalThis.
 */

const REGISTRY = Symbol.for('quadra.early-fetches');
/** An answer nobody asked for this soon is dropped: data asked for later is fetched fresh. */
const KEEP_MS = 15_000;

interface EarlyFetch {
  response: Promise<Response>;
  startedAt: number;
}

function registry(): Map<string, EarlyFetch> {
  const global = globalThis as { [REGISTRY]?: Map<string, EarlyFetch> };
  return (global[REGISTRY] ??= new Map());
}

/** The same method, URL, body and caller make the same request. */
function keyOf(url: string, method: string, body: unknown, authorization: string | null): string {
  return JSON.stringify([method.toUpperCase(), url, typeof body === 'string' ? body : null, authorization]);
}

/** PostgREST's base URL for a project, as the client and an early request both write it. */
export function restUrl(supabaseUrl: string): string {
  return new URL('rest/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href;
}

export function startEarlyFetch(url: string, init: { method: string; headers: Record<string, string>; body?: string }): void {
  const response = fetch(url, init);
  // Nobody may take it: a failure must not surface as an unhandled rejection.
  response.catch(() => undefined);
  registry().set(keyOf(url, init.method, init.body, init.headers.Authorization ?? null), { response, startedAt: Date.now() });
}

/** The early answer to this request, once; undefined when none was started, or it is too old. */
export function takeEarlyFetch(url: string, method: string, body: unknown, authorization: string | null): Promise<Response> | undefined {
  const key = keyOf(url, method, body, authorization);
  const early = registry().get(key);
  registry().delete(key);
  return early && Date.now() - early.startedAt < KEEP_MS ? early.response : undefined;
}
