/**
 * What the generated files (schema.sql, libs/supabase/src/database.types.ts) were made from: a
 * hash of the migrations (names and text) and of the bootstrap a hosted project already has.
 * Each generated file states it; `generated-files.test.ts` fails when a migration changed since.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SUPABASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = path.join(SUPABASE, 'migrations');
export const SCHEMA_FILE = path.join(SUPABASE, 'schema.sql');
export const TYPES_FILE = path.resolve(SUPABASE, '../libs/supabase/src/database.types.ts');
export const REGENERATE = 'npm run gen -w @quadra/local-supabase';

export function schemaFingerprint(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) hash.update(`${file}\n`).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  hash.update(fs.readFileSync(path.join(SUPABASE, 'server/db/bootstrap.sql')));
  return `sha256:${hash.digest('hex').slice(0, 16)}`;
}

/** The line each generated file carries (behind its own comment marker). */
export function generatedFromLine(): string {
  return `Generated from the migrations (${schemaFingerprint()}). Do not edit by hand; regenerate: ${REGENERATE}`;
}
