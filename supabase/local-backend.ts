/**
 * The local backend with the product: the Supabase emulator (server/) and Quadra's jobs
 * (@quadra/jobs) mounted beside its APIs. `npm start`, the e2e stack (scripts/lib/stack.mjs) and
 * `npm run supabase:start` run this file; the environment is the emulator's (README.md) plus the
 * push sender's test settings below. The emulator itself (server/) imports nothing of the product.
 */
import { quadraJobs } from '@quadra/jobs';
import { serveFromEnvironment } from './server/serve-from-environment.js';

const env = process.env;
const list = (v: string | undefined) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

await serveFromEnvironment([
  quadraJobs({
    // Tests only: their own push service on 127.0.0.1 (trusted through NODE_EXTRA_CA_CERTS).
    push: { extraOrigins: list(env.WEB_PUSH_EXTRA_ORIGINS), leaseMs: num(env.WEB_PUSH_LEASE_MS), batch: num(env.WEB_PUSH_BATCH) },
  }),
]);
