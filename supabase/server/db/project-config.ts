import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';

/** What the local server reads from supabase/config.toml (the Supabase CLI's format). */
export type ProjectConfig = { api: { schemas?: string[] } };

/** supabase/config.toml, or nothing when the file is missing; a malformed file stops the start with its reason. */
export async function readProjectConfig(file: string): Promise<ProjectConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { api: {} };
  }
  const toml = parse(text) as { api?: { schemas?: unknown } };
  const schemas = toml.api?.schemas;
  if (schemas !== undefined && !(Array.isArray(schemas) && schemas.every((s) => typeof s === 'string' && s))) {
    throw new Error(`${file}: [api] schemas must be a list of schema names`);
  }
  return { api: { schemas: schemas as string[] | undefined } };
}
