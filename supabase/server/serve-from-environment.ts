import { startLocalSupabase, type ServerExtension } from './index.js';

const env = process.env;
const flag = (v: string | undefined, dflt: boolean) => (v === undefined || v === '' ? dflt : /^(1|true|yes|on)$/i.test(v));
const list = (v: string | undefined) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * PostgreSQL + the Supabase-compatible API, configured by the environment (supabase/README.md), with
 * `extensions` mounted beside the APIs; runs until SIGINT/SIGTERM (or its parent's end).
 * `npm run -w @quadra/local-supabase start` runs it bare (main.ts); `npm start`, the e2e stack and
 * `npm run supabase:start` with Quadra's jobs (supabase/local-backend.ts).
 */
export async function serveFromEnvironment(extensions: ServerExtension[] = []): Promise<void> {
  try {
    const stack = await startLocalSupabase({
      port: num(env.SUPABASE_PORT) ?? 54321,
      dataDir: env.QUADRA_DATA_DIR || undefined,
      databaseUrl: env.DATABASE_URL || undefined,
      jwtSecret: env.JWT_SECRET || undefined,
      autoConfirm: flag(env.AUTH_AUTOCONFIRM, false),
      seed: flag(env.SUPABASE_SEED, true),
      siteUrl: env.SITE_URL || undefined,
      additionalRedirectUrls: list(env.ADDITIONAL_REDIRECT_URLS),
      allowedOrigins: list(env.CORS_ALLOWED_ORIGINS),
      smtpUrl: env.SMTP_URL || undefined,
      log: flag(env.QUADRA_BACKEND_LOG, true),
      extensions,
      requireCurrentPassword: flag(env.AUTH_REQUIRE_CURRENT_PASSWORD, true),
      emailMaxFrequencyS: num(env.AUTH_EMAIL_MAX_FREQUENCY),
      rateLimits: {
        perIp: num(env.AUTH_RATE_LIMIT_PER_IP),
        perEmail: num(env.AUTH_RATE_LIMIT_PER_EMAIL),
        emailSent: num(env.AUTH_RATE_LIMIT_EMAIL_SENT),
        verify: num(env.AUTH_RATE_LIMIT_VERIFY),
      },
    });
    console.log(`
Local Supabase is running.
  API URL:          ${stack.url}
  Database URL:     ${stack.databaseUrl}
  Mailbox:          ${stack.url}/_mailbox
  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}
`);
    // One machine-readable line for the process that started us (scripts/lib/stack.mjs).
    console.log(`READY ${JSON.stringify({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, databaseUrl: stack.databaseUrl })}`);
    let stopping = false;
    const shutdown = () => {
      if (stopping) return;
      stopping = true;
      void stack.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
    // Started by a parent that holds our stdin: when it exits, crash included, the pipe closes and
    // PostgreSQL is not left running without an owner.
    if (flag(env.QUADRA_STOP_WITH_PARENT, false)) {
      process.stdin.on('close', shutdown);
      process.stdin.resume();
    }
  } catch (e) {
    console.error(`[local-supabase] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
