import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigrationError, prepareDatabase } from './migrate.js';
import { startLocalSupabase } from '../index.js';
import { FIXTURES, client } from '../testing/clients.js';

const base = () => process.env.QUADRA_TEST_PG_URL!;
const dbUrl = (name: string) => {
  const u = new URL(base());
  u.pathname = `/${name}`;
  return u.toString();
};
let tmp: string;
const made: string[] = [];

async function freshDb(): Promise<string> {
  const name = `start_${Math.random().toString(36).slice(2, 10)}`;
  const c = new pg.Client({ connectionString: base() });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  made.push(name);
  return dbUrl(name);
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-start-'));
});
afterAll(async () => {
  const c = new pg.Client({ connectionString: base() });
  await c.connect();
  for (const n of made) await c.query(`drop database if exists ${n} with (force)`);
  await c.end();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('migrations', () => {
  it('applies each file once, in order, recorded in a table; a failing one stops with its name and applies nothing of it', async () => {
    const dir = path.join(tmp, 'migrations');
    await fs.mkdir(dir);
    await fs.writeFile(path.join(dir, '001_a.sql'), 'create table public.a (id int primary key);');
    await fs.writeFile(path.join(dir, '002_b.sql'), 'create table public.b (id int);\ninsert into public.b values (1);\nselect * from public.missing;');
    const url = await freshDb();
    const err = await prepareDatabase(url, { migrationsDir: dir, seed: false, log: () => undefined }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toMatch(/002_b\.sql/);
    expect((err as Error).message).toMatch(/relation "public.missing" does not exist \(line 3\)/);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    expect((await c.query('select name from _quadra.migrations order by name')).rows).toEqual([{ name: '001_a.sql' }]);
    expect((await c.query(`select to_regclass('public.b') as t`)).rows[0].t).toBeNull();
    await fs.writeFile(path.join(dir, '002_b.sql'), 'create table public.b (id int);');
    const second = await prepareDatabase(url, { migrationsDir: dir, seed: false, log: () => undefined });
    expect(second.applied).toEqual(['002_b.sql']);
    const third = await prepareDatabase(url, { migrationsDir: dir, seed: false, log: () => undefined });
    expect(third.applied).toEqual([]);
    // what a hosted project has
    const roles = await c.query(`select rolname, rolbypassrls, rolcanlogin from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`);
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'authenticator', 'service_role']);
    expect(roles.rows.find((r) => r.rolname === 'service_role').rolbypassrls).toBe(true);
    const fns = await c.query(`select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt`);
    expect(fns.rows[0]).toEqual({ uid: null, role: null, jwt: null });
    await c.end();
  });

  it('seeds a fresh database once when asked', async () => {
    const seed = path.join(tmp, 'seed.sql');
    await fs.writeFile(seed, `insert into auth.users (email, encrypted_password, email_confirmed_at) values ('seed@x.com', crypt('pw123456', gen_salt('bf')), now());`);
    const url = await freshDb();
    await prepareDatabase(url, { migrationsDir: FIXTURES, seedFile: seed, seed: true, log: () => undefined });
    await prepareDatabase(url, { migrationsDir: FIXTURES, seedFile: seed, seed: true, log: () => undefined });
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    expect((await c.query(`select count(*)::int as n from auth.users`)).rows[0].n).toBe(1);
    await c.end();
  });

  it('refuses to start in production without a secret of its own', async () => {
    const prev = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startLocalSupabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(/JWT_SECRET/);
    } finally {
      process.env.NODE_ENV = prev;
    }
  });
});

describe('embedded PostgreSQL', () => {
  it('starts by itself, keeps data across restarts, and serves the API with the CLI keys', async () => {
    const dataDir = path.join(tmp, 'data');
    const opts = { port: 0, dataDir, migrationsDir: FIXTURES, autoConfirm: true };
    const first = await startLocalSupabase(opts);
    try {
      expect(first.anonKey).toBe('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0');
      expect((await client(first).auth.signUp({ email: 'keep@example.com', password: 'secret123' })).error).toBeNull();
    } finally {
      await first.stop();
    }
    const second = await startLocalSupabase(opts);
    try {
      expect((await client(second).auth.signInWithPassword({ email: 'keep@example.com', password: 'secret123' })).error).toBeNull();
    } finally {
      await second.stop();
    }
  }, 90_000);
});
