/** The API as a visitor reaches it (the anon key): a link preview only ever shows public data. */
export interface PublicApi {
  rpc(name: string, args: Record<string, unknown>): Promise<unknown>;
}

/** A preview waits this long for its data at most: a document is never held longer. */
const API_WAIT_MS = 400;

/** The API of the runtime config (/config.json), or null when it names none. */
export function publicApi(config: unknown): PublicApi | null {
  const { supabaseUrl, supabaseAnonKey } = (config ?? {}) as { supabaseUrl?: unknown; supabaseAnonKey?: unknown };
  if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string') return null;
  return {
    async rpc(name, args) {
      const response = await fetch(new URL(`/rest/v1/rpc/${name}`, supabaseUrl), {
        method: 'POST',
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(API_WAIT_MS),
      });
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return response.json();
    },
  };
}
