import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const BOOTSTRAP = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

export class MigrationError extends Error {}

function describe(e: unknown, sql: string): string {
  const err = e as pg.DatabaseError;
  let where = '';
  if (err.position) {
    const line = sql.slice(0, Number(err.position)).split('\n').length;
    where = ` (line ${line})`;
  } else if (err.where) where = ` (${err.where})`;
  return `${err.message}${where}${err.code ? ` [${err.code}]` : ''}${err.detail ? `\n  detail: ${err.detail}` : ''}`;
}

async function inTransaction(client: pg.Client, sql: string, after?: () => Promise<void>): Promise<void> {
  await client.query('begin');
  try {
    await client.query(sql);
    await after?.();
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  }
}

/** Creates what a hosted project has (once per database), applies pending migrations, seeds a fresh database. */
export async function prepareDatabase(
  databaseUrl: string,
  opts: { migrationsDir: string; seedFile?: string; seed: boolean; log: (m: string) => void },
): Promise<{ fresh: boolean; applied: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('set search_path = "$user", public, extensions');
    const { rows } = await client.query<{ ok: boolean }>(`select to_regclass('_quadra.migrations') is not null as ok`);
    const fresh = !rows[0]?.ok;
    const bootstrap = await fs.readFile(BOOTSTRAP, 'utf8');
    if (fresh) await inTransaction(client, bootstrap);
    else {
      // what bootstrap.sql gained since this database was created
      const upgrade = /-- upgrade:begin[^\n]*\n([\s\S]*?)-- upgrade:end/.exec(bootstrap)?.[1];
      if (upgrade) await inTransaction(client, upgrade);
    }

    const files = (await fs.readdir(opts.migrationsDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const done = new Set((await client.query<{ name: string }>('select name from _quadra.migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await fs.readFile(path.join(opts.migrationsDir, file), 'utf8');
      try {
        await inTransaction(client, sql, async () => {
          await client.query('insert into _quadra.migrations (name) values ($1)', [file]);
        });
      } catch (e) {
        throw new MigrationError(`Migration ${file} failed: ${describe(e, sql)}`);
      }
      applied.push(file);
      opts.log(`applied migration ${file}`);
    }

    if (fresh && opts.seed && opts.seedFile) {
      const seed = await fs.readFile(opts.seedFile, 'utf8').catch(() => null);
      if (seed !== null) {
        try {
          await inTransaction(client, seed);
        } catch (e) {
          throw new MigrationError(`Seed ${path.basename(opts.seedFile)} failed: ${describe(e, seed)}`);
        }
        opts.log(`seeded from ${path.basename(opts.seedFile)}`);
      }
    }
    await installRealtimeTriggers(client);
    return { fresh, applied };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Tables in the `supabase_realtime` publication notify the server with their primary key. */
export async function installRealtimeTriggers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ schemaname: string; tablename: string; pk: string[] | null; has: boolean }>(`
    select pt.schemaname, pt.tablename,
      (select array_agg(a.attname::text order by a.attnum) from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass and i.indisprimary) as pk,
      exists (select 1 from pg_trigger t where t.tgname = 'quadra_realtime'
        and t.tgrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass) as has
    from pg_publication_tables pt where pt.pubname = 'supabase_realtime'`);
  const wanted = new Set<string>();
  for (const r of rows) {
    if (!r.pk?.length) continue;
    const table = `${client.escapeIdentifier(r.schemaname)}.${client.escapeIdentifier(r.tablename)}`;
    wanted.add(`${r.schemaname}.${r.tablename}`);
    if (r.has) continue;
    const args = r.pk.map((c) => client.escapeLiteral(c)).join(', ');
    await client.query(
      `create trigger quadra_realtime after insert or update or delete on ${table} for each row execute function _quadra.realtime_notify(${args})`,
    );
  }
  const { rows: existing } = await client.query<{ nsp: string; rel: string }>(`
    select n.nspname as nsp, c.relname as rel from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where t.tgname = 'quadra_realtime'`);
  for (const e of existing) {
    if (!wanted.has(`${e.nsp}.${e.rel}`))
      await client.query(`drop trigger quadra_realtime on ${client.escapeIdentifier(e.nsp)}.${client.escapeIdentifier(e.rel)}`);
  }
}
