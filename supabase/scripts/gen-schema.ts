/**
 * Writes supabase/schema.sql: `pg_dump --schema-only` of a throwaway database with every migration
 * applied (by the local server's own runner, after the bootstrap of what a hosted project has).
 * The one place to read the schema's shapes; CONTRACT.md keeps the rules.
 *
 * pg_dump refuses a server newer than itself, so the database runs on pg_dump's own PostgreSQL:
 * the embedded one when its major version matches, else the server binaries beside pg_dump
 * (Debian: /usr/lib/postgresql/<major>/bin). `PG_DUMP` names another pg_dump.
 *
 * Usage: tsx scripts/gen-schema.ts   (part of `npm run gen -w @quadra/local-supabase`)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/index.ts';
import { startEmbedded, type EmbeddedCluster } from '../server/db/embedded.ts';
import { prepareDatabase } from '../server/db/migrate.ts';
import { generatedFromLine, MIGRATIONS_DIR, SCHEMA_FILE } from './fingerprint.ts';

const EMBEDDED_MAJOR = 18;
// _quadra holds the local runner's bookkeeping (applied migrations), not part of the schema.
const DUMP_FLAGS = ['--schema-only', '--no-owner', '--exclude-schema=_quadra'];

function pgDump(): { bin: string; major: number; bindir: string } {
  const bin = process.env.PG_DUMP ?? 'pg_dump';
  const version = execFileSync(bin, ['--version'], { encoding: 'utf8' });
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(version)?.[1]);
  if (!major) throw new Error(`cannot read the version of ${bin}: ${version}`);
  const bindir = process.env.PG_DUMP ? path.dirname(process.env.PG_DUMP) : `/usr/lib/postgresql/${major}/bin`;
  return { bin, major, bindir };
}

/** A throwaway cluster from the PostgreSQL binaries in `bindir` (as the `postgres` user when root). */
async function startSystemCluster(bindir: string, dir: string): Promise<EmbeddedCluster> {
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd: string, args: string[]) => {
    const [file, ...rest] = [...asPostgres, path.join(bindir, cmd), ...args];
    execFileSync(file!, rest, { stdio: 'ignore' });
  };
  await fs.chmod(dir, 0o777);
  const data = path.join(dir, 'pg');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
  };
}

/** Drops what changes from run to run or machine to machine: pg_dump's versions and its `\restrict` keys. */
function normalizeDump(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !/^\\(un)?restrict |^-- Dumped (from|by) /.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
}

async function main(): Promise<void> {
  const dump = pgDump();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-gen-schema-'));
  const cluster =
    dump.major === EMBEDDED_MAJOR
      ? await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), log: () => undefined, fast: true })
      : await startSystemCluster(dump.bindir, dir);
  try {
    await prepareDatabase(cluster.url(), { migrationsDir: MIGRATIONS_DIR, seed: false, log: () => undefined });
    const sql = execFileSync(dump.bin, [...DUMP_FLAGS, '--dbname', cluster.url()], { encoding: 'utf8', maxBuffer: 64 << 20 });
    const header = [
      `-- ${generatedFromLine()}`,
      `-- pg_dump ${DUMP_FLAGS.join(' ')} (PostgreSQL ${dump.major}) of a database with every migration applied.`,
      '-- auth, storage and extensions are what a hosted project already has (server/db/bootstrap.sql);',
      '-- public, and the policies and triggers on storage and auth tables, come from migrations/.',
    ];
    await fs.writeFile(SCHEMA_FILE, `${header.join('\n')}\n${normalizeDump(sql)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)} (pg_dump ${dump.major})`);
  } finally {
    await cluster.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
