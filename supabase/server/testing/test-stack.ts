import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbedded, type EmbeddedCluster } from '../db/embedded.js';
import { prepareDatabase } from '../db/migrate.js';
import { freePort, startLocalSupabase, type LocalSupabase, type StartOptions } from '../index.js';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOOTSTRAP = fileURLToPath(new URL('../db/bootstrap.sql', import.meta.url));

export type TestStackOptions = Pick<StartOptions, 'autoConfirm' | 'rateLimits' | 'jwtExpiry' | 'requireCurrentPassword' | 'emailMaxFrequencyS' | 'siteUrl' | 'additionalRedirectUrls' | 'allowedOrigins' | 'log' | 'schemas' | 'maxResponseBytes'> & {
  /** defaults to supabase/migrations */
  migrationsDir?: string;
  /** run supabase/seed.sql (or seedFile) into the template */
  seed?: boolean;
  seedFile?: string;
  /** what runs beside the APIs (supabase/tests/fixtures.ts mounts Quadra's jobs) */
  extensions?: StartOptions['extensions'];
};

export type TestStack = LocalSupabase & {
  /** superuser pool on this test's own database: bypasses RLS, for arranging and asserting */
  pool: pg.Pool;
  database: string;
  /** this stack's storage files (a second server on the same database can share them) */
  storageDir: string;
};

let ownCluster: Promise<EmbeddedCluster> | null = null;

/** The cluster started once per test run by global-setup.ts (or, outside vitest, one for this process). */
async function clusterUrl(database: string): Promise<string> {
  const base = process.env.QUADRA_TEST_PG_URL;
  if (base) {
    const u = new URL(base);
    u.pathname = `/${database}`;
    return u.toString();
  }
  ownCluster ??= (async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-test-pg-'));
    const c = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), log: () => undefined, fast: true });
    process.once('exit', () => void c.stop());
    return c;
  })();
  return (await ownCluster).url(database);
}

async function fingerprint(opts: TestStackOptions, migrationsDir: string, seedFile: string): Promise<string> {
  const h = crypto.createHash('sha256');
  h.update(await fs.readFile(BOOTSTRAP));
  for (const f of (await fs.readdir(migrationsDir).catch(() => [] as string[])).filter((x) => x.endsWith('.sql')).sort()) {
    h.update(f).update(await fs.readFile(path.join(migrationsDir, f)));
  }
  if (opts.seed) h.update('seed').update(await fs.readFile(seedFile).catch(() => ''));
  return h.digest('hex').slice(0, 20);
}

async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      // 55006: the template is briefly in use by a concurrent copy
      if ((e as { code?: string }).code !== '55006' || i > 50) throw e;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
}

/**
 * A fresh database copied (TEMPLATE) from one migrated once per migration set, with its own API server.
 * Fast enough for one per test file: the template is built once per run and shared by every worker.
 */
export async function createTestStack(opts: TestStackOptions = {}): Promise<TestStack> {
  const migrationsDir = opts.migrationsDir ?? path.join(SUPABASE_DIR, 'migrations');
  const seedFile = opts.seedFile ?? path.join(SUPABASE_DIR, 'seed.sql');
  const template = `tpl_${await fingerprint(opts, migrationsDir, seedFile)}`;
  const admin = new pg.Client({ connectionString: await clusterUrl('postgres') });
  admin.on('error', () => undefined);
  await admin.connect();
  const database = `test_${crypto.randomBytes(6).toString('hex')}`;
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [template]);
      if (!rowCount) {
        await admin.query(`drop database if exists ${admin.escapeIdentifier(template)} with (force)`);
        await admin.query(`create database ${admin.escapeIdentifier(template)}`);
        await prepareDatabase(await clusterUrl(template), { migrationsDir, seedFile, seed: !!opts.seed, log: () => undefined });
        await admin.query(`alter database ${admin.escapeIdentifier(template)} is_template true`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    await withRetry(() => admin.query(`create database ${admin.escapeIdentifier(database)} template ${admin.escapeIdentifier(template)}`));
  } finally {
    await admin.end();
  }
  const databaseUrl = await clusterUrl(database);
  const requestUrl = new URL(databaseUrl);
  requestUrl.username = 'authenticator';
  requestUrl.password = 'postgres';
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-test-storage-'));
  const stack = await startLocalSupabase({
    port: 0,
    databaseUrl,
    requestDatabaseUrl: requestUrl.toString(),
    skipMigrations: true,
    storageDir,
    autoConfirm: opts.autoConfirm,
    rateLimits: opts.rateLimits,
    jwtExpiry: opts.jwtExpiry,
    requireCurrentPassword: opts.requireCurrentPassword,
    emailMaxFrequencyS: opts.emailMaxFrequencyS,
    siteUrl: opts.siteUrl,
    additionalRedirectUrls: opts.additionalRedirectUrls,
    allowedOrigins: opts.allowedOrigins,
    log: opts.log,
    extensions: opts.extensions,
    schemas: opts.schemas,
    maxResponseBytes: opts.maxResponseBytes,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  // Read now: at stop the run's cluster may already be torn down, and asking then would start a new one.
  const maintenanceUrl = await clusterUrl('postgres');
  return {
    ...stack,
    pool,
    database,
    storageDir,
    stop: async () => {
      await stack.stop();
      await pool.end().catch(() => undefined);
      const c = new pg.Client({ connectionString: maintenanceUrl });
      c.on('error', () => undefined);
      // When the run's cluster has already stopped, its databases went with it.
      await c
        .connect()
        .then(() => c.query(`drop database if exists ${c.escapeIdentifier(database)} with (force)`))
        .catch(() => undefined);
      await c.end().catch(() => undefined);
      await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}
