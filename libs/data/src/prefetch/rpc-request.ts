import { restUrl } from '@quadra/supabase/early-fetch';

export interface ProjectConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** A project's URL and anon key from an untyped runtime config; null when either is missing. */
export function projectConfig(config: unknown): ProjectConfig | null {
  const { supabaseUrl, supabaseAnonKey } = (config ?? {}) as { supabaseUrl?: unknown; supabaseAnonKey?: unknown };
  if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string' || !supabaseUrl || !supabaseAnonKey) return null;
  return { supabaseUrl, supabaseAnonKey };
}

/**
 * An rpc call as the client (postgrest-js through its fetch) sends it, byte for byte: the early
 * requests of the shell's entry are handed to the client's identical ones. Without an access token
 * the caller is a visitor (the anon key).
 */
export function rpcRequest({ supabaseUrl, supabaseAnonKey }: ProjectConfig, fn: string, args: object, accessToken?: string) {
  return {
    url: `${restUrl(supabaseUrl)}/rpc/${fn}`,
    init: {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${accessToken ?? supabaseAnonKey}`,
        'Content-Profile': 'public',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    },
  };
}
