/** What the app needs to know at runtime, served as `/config.json` next to the shell. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export class RuntimeConfigError extends Error {}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as Partial<RuntimeConfig> | null;
  return !!v && typeof v.supabaseUrl === 'string' && v.supabaseUrl !== '' && typeof v.supabaseAnonKey === 'string' && v.supabaseAnonKey !== '';
}

/** Fetches `/config.json`; rejects with a pt-BR message a person can act on. */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new RuntimeConfigError(`Configuração do servidor indisponível (${url}: HTTP ${res.status}).`);
    body = await res.json();
  } catch (error) {
    if (error instanceof RuntimeConfigError) throw error;
    throw new RuntimeConfigError(`Configuração do servidor inválida ou inacessível (${url}).`);
  }
  return parseRuntimeConfig(body, url);
}

/** The config as given (by the document or /config.json); rejects an incomplete one like fetchRuntimeConfig. */
export function parseRuntimeConfig(body: unknown, url = '/config.json'): RuntimeConfig {
  if (!isRuntimeConfig(body)) throw new RuntimeConfigError(`Configuração do servidor incompleta (${url}): faltam supabaseUrl e supabaseAnonKey.`);
  return body;
}
