/**
 * Every migration applies as hosted Supabase applies it (`supabase db push`): as a `postgres` that is
 * NOT a superuser (docs/deploy.md). The platform's part (roles, auth, storage, extensions: bootstrap.sql)
 * is laid by the cluster's superuser, as Supabase lays it before a project's first migration; then a
 * role with hosted `postgres`'s attributes and grants applies supabase/migrations/*.sql in order.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { prepareDatabase } from '../server/db/migrate.ts';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const OWNER = 'hosted_postgres';

function urlOf(database: string, user?: { name: string; password: string }): string {
  const u = new URL(process.env.QUADRA_TEST_PG_URL!);
  u.pathname = `/${database}`;
  if (user) {
    u.username = user.name;
    u.password = user.password;
  }
  return u.toString();
}

const database = `hosted_${crypto.randomBytes(5).toString('hex')}`;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  cleanups.push(() => client.end());
  return client;
}

it('changes the platform’s storage and auth tables only by policies, grants, triggers and rows', async () => {
  const offending: string[] = [];
  for (const file of (await fs.readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort()) {
    const sql = (await fs.readFile(path.join(MIGRATIONS, file), 'utf8')).replace(/--[^\n]*/g, '');
    for (const [statement] of sql.matchAll(/\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?"?(?:storage|auth)"?\.[^;]*/gi)) {
      offending.push(`${file}: ${statement.replace(/\s+/g, ' ').slice(0, 80)}`);
    }
  }
  expect(offending).toEqual([]);
});

it('applies every migration as a non-superuser owner, as on hosted Supabase', { timeout: 240_000 }, async () => {
  const cluster = await connect(urlOf('postgres'));
  await cluster.query(`create database ${database}`);
  cleanups.unshift(() => cluster.query(`drop database if exists ${database} with (force)`));
  const password = crypto.randomBytes(9).toString('hex');
  await cluster.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${OWNER}') then
        create role ${OWNER} login nosuperuser createrole createdb bypassrls;
      end if;
    end $$`);
  await cluster.query(`alter role ${OWNER} password '${password}'`);

  // the platform's part, by the superuser: no migration yet (an empty folder)
  const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-no-migrations-'));
  cleanups.push(() => fs.rm(empty, { recursive: true, force: true }));
  await prepareDatabase(urlOf(database), { migrationsDir: empty, seed: false, log: () => undefined });

  // what hosted `postgres` holds: the database and public schema, the API roles, rights on auth and storage
  const platform = await connect(urlOf(database));
  await platform.query(`
    alter database ${database} owner to ${OWNER};
    alter schema public owner to ${OWNER};
    grant anon, authenticated, service_role, authenticator to ${OWNER} with admin option;
    grant all on schema auth, storage, extensions, _quadra to ${OWNER};
    grant all on all tables in schema auth, storage, _quadra to ${OWNER};
    grant all on all sequences in schema auth, storage to ${OWNER};
    grant all on all functions in schema auth, storage, _quadra to ${OWNER};
    alter publication supabase_realtime owner to ${OWNER};
    -- hosted lets postgres write policies on storage's tables without owning them (supautils'
    -- policy_grants); PostgreSQL asks for ownership, so the stand-in owns them and the test below
    -- forbids every other change to them (hosted refuses ALTER TABLE on storage since 2025)
    alter table storage.buckets owner to ${OWNER};
    alter table storage.objects owner to ${OWNER};`);
  const { rows: attributes } = await platform.query<{ rolsuper: boolean }>(`select rolsuper from pg_roles where rolname = '${OWNER}'`);
  expect(attributes[0]?.rolsuper).toBe(false);

  const owner = await connect(urlOf(database, { name: OWNER, password }));
  await owner.query('set search_path = "$user", public, extensions');
  const files = (await fs.readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
  const failures: string[] = [];
  for (const file of files) {
    const sql = await fs.readFile(path.join(MIGRATIONS, file), 'utf8');
    try {
      await owner.query('begin');
      await owner.query(sql);
      await owner.query('commit');
    } catch (e) {
      await owner.query('rollback').catch(() => undefined);
      failures.push(`${file}: ${(e as Error).message}`);
      break; // later migrations build on this one
    }
  }
  expect(failures).toEqual([]);
  // the product's tables exist, owned by the non-superuser
  const { rows } = await owner.query<{ n: number }>(
    `select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = '${OWNER}'`,
  );
  expect(rows[0]!.n).toBeGreaterThan(20);
});
