/**
 * Runs the local Supabase-compatible backend in its own process (so `npm start`, the e2e setup
 * and the bench can stop it cleanly). Env: SUPABASE_PORT, QUADRA_DATA_DIR, AUTH_AUTOCONFIRM,
 * QUADRA_SITE_URL, DATABASE_URL, JWT_SECRET, AUTH_RATE_LIMIT_PER_IP|PER_EMAIL|EMAIL_SENT. Prints `READY {url, anonKey, serviceRoleKey}`.
 */
import { startLocalSupabase } from '../../supabase/server/index';

const env = process.env;
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const server = await startLocalSupabase({
  port: Number(env.SUPABASE_PORT ?? 54321),
  dataDir: env.QUADRA_DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  jwtSecret: env.JWT_SECRET,
  autoConfirm: env.AUTH_AUTOCONFIRM === 'true',
  siteUrl: env.QUADRA_SITE_URL,
  seed: true,
  log: env.QUADRA_BACKEND_LOG === 'true',
  rateLimits: {
    perIp: num(env.AUTH_RATE_LIMIT_PER_IP),
    perEmail: num(env.AUTH_RATE_LIMIT_PER_EMAIL),
    emailSent: num(env.AUTH_RATE_LIMIT_EMAIL_SENT),
  },
});
console.log(`READY ${JSON.stringify({ url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey })}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// Started by scripts/lib/stack.mjs: its end of our stdin closes when it exits, crash included,
// so PostgreSQL is not left running without an owner.
if (env.QUADRA_STOP_WITH_PARENT === 'true') {
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
}
