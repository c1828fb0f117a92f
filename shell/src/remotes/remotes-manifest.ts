import { REMOTES, type CanaryRelease, type RemoteName, type RemotesManifest } from '@quadra/contracts';

function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTES, name);
}

/** Reads `/remotes.json`; rejects with a pt-BR explanation when it is missing or malformed. */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  let res: Response;
  try {
    res = await fetch(url, { cache: 'no-store' });
  } catch {
    throw new Error(`Não foi possível obter ${url}.`);
  }
  if (!res.ok) throw new Error(`${url} não encontrado (HTTP ${res.status}).`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new Error(`${url} não é um JSON válido.`);
  }
  return parseRemotesManifest(body, url);
}

/** Keeps the known remotes with an entry (from the document or /remotes.json); rejects like fetchRemotesManifest. */
export function parseRemotesManifest(body: unknown, url = '/remotes.json'): RemotesManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${url} deve ser um objeto { "mf_…": { "entry": "…" } }.`);
  const result: RemotesManifest = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const { entry, canary } = (value ?? {}) as { entry?: unknown; canary?: unknown };
    if (!isRemoteName(name) || !isUrlText(entry)) continue;
    const candidate = parseCanary(canary);
    result[name] = candidate ? { entry, canary: candidate } : { entry };
  }
  if (Object.keys(result).length === 0) throw new Error(`${url} não declara nenhum módulo válido.`);
  return result;
}

const isUrlText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A canary with an entry and a share of 0-100 %; anything else is ignored (the stable entry serves). */
function parseCanary(value: unknown): CanaryRelease | undefined {
  const { entry, percent, halted } = (value ?? {}) as Partial<Record<keyof CanaryRelease, unknown>>;
  if (!isUrlText(entry) || typeof percent !== 'number' || !(percent >= 0 && percent <= 100)) return undefined;
  return typeof halted === 'string' ? { entry, percent, halted } : { entry, percent };
}
