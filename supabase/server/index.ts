import { appendFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLI_JWT_SECRET, Jwt } from './auth/jwt.js';
import { Mailbox } from './auth/mailbox.js';
import { authRoutes, type AuthOptions } from './auth/routes.js';
import { accountRoutes } from './account/routes.js';
import { startEmbedded, type EmbeddedCluster } from './db/embedded.js';
import { guardedStream, guardPoolClients } from './db/guarded-socket.js';
import { prepareDatabase } from './db/migrate.js';
import { readProjectConfig } from './db/project-config.js';
import { loadSchema, type SchemaCache } from './db/schema.js';
import { createApp } from './http/app.js';
import type { ServerExtension } from './extensions.js';
import { corsOrigins } from './http/cors.js';
import { loadRestConfig, type RestConfig } from './rest/config.js';
import { restRoutes } from './rest/routes.js';
import { storageRoutes } from './storage/index.js';
import { Realtime } from './realtime/realtime.js';

export { MigrationError } from './db/migrate.js';
export { CLI_JWT_SECRET } from './auth/jwt.js';
export type { ServerExtension, ServerExtensionContext } from './extensions.js';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type StartOptions = {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  jwtSecret?: string;
  autoConfirm?: boolean;
  seed?: boolean;
  log?: boolean;
  /** defaults to supabase/migrations */
  migrationsDir?: string;
  /** defaults to supabase/seed.sql */
  seedFile?: string;
  /** where the verify link lands without a redirect_to (GoTrue's SITE_URL) */
  siteUrl?: string;
  /** GoTrue's URI allow list: globs such as `https://app.example/**` */
  additionalRedirectUrls?: string[];
  /** browser origins allowed by CORS besides the site URL's (the remotes, other ports) */
  allowedOrigins?: string[];
  smtpUrl?: string;
  /** folder for files uploaded to storage (default: <dataDir>/storage) */
  storageDir?: string;
  jwtExpiry?: number;
  /** hosted's "secure password change": PUT /user needs `current_password` (default on) */
  requireCurrentPassword?: boolean;
  /** seconds before another recovery mail to one user (GoTrue's SMTP max frequency, default 60) */
  emailMaxFrequencyS?: number;
  rateLimits?: Partial<AuthOptions['rateLimits']>;
  /** internal: connection used for API requests (defaults to the `authenticator` role on the embedded server) */
  requestDatabaseUrl?: string;
  /** internal: skip migrations when the database is already a migrated copy */
  skipMigrations?: boolean;
  /** what runs beside the APIs on the same server (the product's jobs and functions: @quadra/jobs), in order */
  extensions?: ServerExtension[];
  /** PostgREST's exposed schemas (db-schemas), the first the default; defaults to config.toml's `[api] schemas`,
   * else public and graphql_public. A `pgrst.db_schemas` setting in the database still wins, as on hosted. */
  schemas?: string[];
  /** defaults to supabase/config.toml (the Supabase CLI's file) */
  configFile?: string;
  /** a file every answer of 500 or above is appended to, one JSON line each (default: $QUADRA_SERVER_ERROR_LOG) */
  serverErrorLog?: string;
  /** the largest body one REST answer may have, in bytes (default MAX_RESPONSE_BYTES, 64 MB) */
  maxResponseBytes?: number;
};

export type LocalSupabase = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function withUser(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
}

/** Starts PostgreSQL (embedded unless `databaseUrl`), applies migrations, and serves Supabase's HTTP APIs. */
export async function startLocalSupabase(opts: StartOptions = {}): Promise<LocalSupabase> {
  const log = (m: string) => {
    if (opts.log) console.log(`[local-supabase] ${m}`);
  };
  if (process.env.NODE_ENV === 'production' && !opts.jwtSecret) {
    throw new Error('Refusing to start: NODE_ENV=production needs a JWT secret of its own (JWT_SECRET).');
  }
  const secret = opts.jwtSecret ?? CLI_JWT_SECRET;
  if (secret.length < 32) throw new Error('JWT secret must have at least 32 characters');
  const jwt = new Jwt(secret);
  const { anonKey, serviceRoleKey } = await jwt.apiKeys();

  const host = opts.host ?? '127.0.0.1';
  const dataDir = path.resolve(opts.dataDir ?? path.join(SUPABASE_DIR, '.data'));
  const port = opts.port ?? 54321;
  let cluster: EmbeddedCluster | null = null;
  let databaseUrl = opts.databaseUrl;
  let requestUrl = opts.requestDatabaseUrl;
  if (!databaseUrl) {
    const pgPort = port === 0 ? await freePort() : port + 1;
    cluster = await startEmbedded({ dataDir: path.join(dataDir, 'pg'), port: pgPort, log });
    databaseUrl = cluster.url('postgres');
    requestUrl ??= withUser(databaseUrl, 'authenticator', 'postgres');
  }
  const cleanups: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    if (cluster) await cluster.stop().catch(() => undefined);
  };

  try {
    if (!opts.skipMigrations) {
      await prepareDatabase(databaseUrl, {
        migrationsDir: opts.migrationsDir ?? path.join(SUPABASE_DIR, 'migrations'),
        seedFile: opts.seedFile ?? path.join(SUPABASE_DIR, 'seed.sql'),
        seed: opts.seed ?? false,
        log,
      });
    }
    const onPoolError = (e: Error) => log(`database connection error: ${e.message}`);
    const admin = new pg.Pool({ connectionString: databaseUrl, max: 10, stream: guardedStream });
    admin.on('error', onPoolError);
    guardPoolClients(admin, onPoolError);
    // API requests: pipelined, and cut off like hosted's role timeouts so one slow query cannot hold the pool
    const pool = new pg.Pool({ connectionString: requestUrl ?? databaseUrl, max: 20, pipeline: true, statement_timeout: 8000, stream: guardedStream } as pg.PoolConfig);
    pool.on('error', onPoolError);
    guardPoolClients(pool, onPoolError);
    cleanups.push(() => admin.end(), () => pool.end());

    // PostgREST's exposed schemas and settings (in-database configuration on `authenticator`)
    const project = await readProjectConfig(opts.configFile ?? path.join(SUPABASE_DIR, 'config.toml'));
    const exposedSchemas = opts.schemas ?? project.api.schemas;
    let rest: RestConfig = await loadRestConfig(admin, exposedSchemas);
    let schema: SchemaCache = rest.caches.get('public') ?? (await loadSchema(admin));
    const reloadSchema = async () => {
      rest = await loadRestConfig(admin, exposedSchemas);
      schema = rest.caches.get('public') ?? (await loadSchema(admin));
    };

    const siteUrl = opts.siteUrl ?? 'http://localhost:4200';
    const allowedOrigins = corsOrigins([siteUrl, ...(opts.additionalRedirectUrls ?? []), ...(opts.allowedOrigins ?? [])]);
    const errorLog = opts.serverErrorLog ?? process.env.QUADRA_SERVER_ERROR_LOG;
    const onServerError = errorLog ? (answer: object) => appendFileSync(errorLog, `${JSON.stringify({ ...answer, at: new Date().toISOString() })}\n`) : undefined;
    const { app, authOf } = createApp({ jwt, anonKey, serviceRoleKey, log: !!opts.log, allowedOrigins, onServerError });
    // load createApp's plugins now: compression attaches itself to the routes declared after it loads
    await app.after();
    let publicUrl = `http://${host}:${port}`;
    const mailbox = new Mailbox(opts.smtpUrl, 'Quadra <no-reply@quadra.local>', log);
    mailbox.routes(app);
    authRoutes(app, {
      admin, jwt, mailbox, auth: authOf,
      opts: {
        autoConfirm: opts.autoConfirm ?? false,
        jwtExpiry: opts.jwtExpiry ?? 3600,
        siteUrl,
        additionalRedirectUrls: opts.additionalRedirectUrls ?? [],
        publicUrl: () => publicUrl,
        requireCurrentPassword: opts.requireCurrentPassword ?? true,
        emailMaxFrequencyS: opts.emailMaxFrequencyS ?? 60,
        rateLimits: {
          windowMs: 5 * 60_000, perIp: 1000, perEmail: 10, emailSent: 30, verify: 30,
          ...Object.fromEntries(Object.entries(opts.rateLimits ?? {}).filter(([, v]) => typeof v === 'number' && v > 0)),
        },
      },
    });
    restRoutes(app, { pool, config: () => rest, auth: authOf, maxResponseBytes: opts.maxResponseBytes });
    storageRoutes(app, {
      pool, admin, auth: authOf, publicUrl: () => publicUrl,
      dir: opts.storageDir ?? path.join(dataDir, 'storage'), jwt,
    });
    accountRoutes(app, { publicUrl: () => publicUrl, anonKey, serviceRoleKey });
    const realtime = new Realtime({ databaseUrl, pool, admin, jwt, anonKey, serviceRoleKey, schema: () => schema, onSchemaReload: reloadSchema, log });
    await realtime.start(app);
    cleanups.push(() => realtime.stop());
    for (const extension of opts.extensions ?? []) {
      const started = await extension({ app, admin, dataDir, siteUrl, log });
      if (started) cleanups.push(() => started.stop());
    }

    await app.listen({ port, host });
    cleanups.push(() => app.close());
    const actualPort = (app.server.address() as net.AddressInfo).port;
    publicUrl = `http://${host}:${actualPort}`;
    log(`API listening on ${publicUrl}`);
    return { url: publicUrl, anonKey, serviceRoleKey, databaseUrl, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
