/**
 * Builds what is needed and starts the whole stack once for the run, on its own free ports:
 * a fresh database with the demo seed (e-mail confirmation on, so the mailbox flow is testable),
 * the shell and the five remotes. Tells the tests where everything is through env vars.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { APPS, ROOT, buildApps, distOf, startBackend, startWebServers, webOrigins } from '../../scripts/lib/stack.mjs';
import { freePortRange } from './ports';
import { TEST_REMOTE_PORTS } from './stack-env';

/**
 * External mode: given a deployed site (the three set before the run), builds nothing and starts
 * nothing; what needs a local stack skips itself with its reason (stack-env.ts).
 */
function externalSite(): boolean {
  const given = ['QUADRA_E2E_BASE_URL', 'QUADRA_E2E_API_URL', 'QUADRA_E2E_ANON_KEY'].filter((name) => process.env[name]);
  if (given.length === 0) return false;
  if (given.length < 3) throw new Error(`Against a deployed site, set QUADRA_E2E_BASE_URL, QUADRA_E2E_API_URL and QUADRA_E2E_ANON_KEY (given: ${given.join(', ')}).`);
  process.env.QUADRA_E2E_EXTERNAL = '1';
  console.log(`[e2e] against ${process.env.QUADRA_E2E_BASE_URL} (api ${process.env.QUADRA_E2E_API_URL}): no build, no local stack`);
  return true;
}

/**
 * The demo athletes (every profile before the run) have used the app before: the one-time push
 * offer after a first join (push.spec.ts, with athletes of its own) would cover the journeys' buttons.
 */
async function offerAnswered(apiUrl: string, serviceRoleKey: string): Promise<void> {
  const answered = await fetch(`${apiUrl}/rest/v1/profiles?user_id=not.is.null`, {
    method: 'PATCH',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ push_offer_answered: true }),
  });
  if (!answered.ok) throw new Error(`demo athletes' push offer: HTTP ${answered.status} ${await answered.text()}`);
}

export default async function globalSetup(_config: FullConfig) {
  if (externalSite()) {
    // Without the key, the specs that join an event are skipped (they arrange data with it).
    const serviceRoleKey = process.env.QUADRA_E2E_SERVICE_ROLE_KEY;
    if (serviceRoleKey) await offerAnswered(process.env.QUADRA_E2E_API_URL!, serviceRoleKey);
    return;
  }
  const started = Date.now();
  // Its own output folders (dist-e2e/): `npm start` may be serving dist/ from this checkout.
  if (process.env.QUADRA_E2E_SKIP_BUILD !== '1') await buildApps({ target: 'build-e2e' });

  const webBase = await freePortRange(Number(process.env.QUADRA_E2E_WEB_PORT ?? 4700), 6 + TEST_REMOTE_PORTS);
  // The API port, and the next one for its embedded PostgreSQL.
  const apiPort = await freePortRange(Number(process.env.QUADRA_E2E_API_PORT ?? 54700), 2, 7);
  const dataDir = path.join(ROOT, '.data', `e2e-${apiPort}`);
  await rm(dataDir, { recursive: true, force: true });
  // A snapshot of the builds: the run serves (and tests copy) these, so a rebuild of some app's
  // dist/ in the working tree while the suite runs cannot pull files from under it. With their
  // compressed variants and times, which keep them fresh: the servers would otherwise compress
  // every file again while the run waits (8 s here).
  const distRoot = path.join(dataDir, 'dist');
  for (const app of APPS as { project: string }[]) {
    await cp(distOf(app, 'build-e2e'), path.join(distRoot, app.project), { recursive: true, preserveTimestamps: true });
  }

  const siteUrl = `http://localhost:${webBase}`;
  // QUADRA_E2E_NO_BACKEND=1: web only, for debugging platform specs while the backend is down.
  const backend =
    process.env.QUADRA_E2E_NO_BACKEND === '1'
      ? { url: `http://127.0.0.1:${apiPort}`, anonKey: 'none', serviceRoleKey: 'none', stop: async () => undefined }
      : await startBackend({
          port: apiPort,
          dataDir,
          autoConfirm: false,
          siteUrl,
          // CORS: the shell, the remotes and the ports tests serve remotes on
          allowedOrigins: webOrigins(webBase, 6 + TEST_REMOTE_PORTS),
          log: process.env.QUADRA_BACKEND_LOG === 'true',
          // Many journeys sign the same demo users in within minutes.
          env: { AUTH_RATE_LIMIT_PER_EMAIL: '10000', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_EMAIL_SENT: '10000', AUTH_RATE_LIMIT_VERIFY: '10000', AUTH_EMAIL_MAX_FREQUENCY: '0' },
        });
  const extraOrigins = Array.from({ length: TEST_REMOTE_PORTS }, (_, i) => `http://localhost:${webBase + 6 + i}`);
  let web: Awaited<ReturnType<typeof startWebServers>>;
  try {
    web = await startWebServers({ basePort: webBase, stateDir: path.join(dataDir, 'web'), apiUrl: backend.url, serviceRoleKey: backend.serviceRoleKey, extraOrigins, distRoot });
  } catch (error) {
    // Playwright runs no teardown when the setup throws: do not leave PostgreSQL running.
    await backend.stop();
    throw error;
  }

  if (process.env.QUADRA_E2E_NO_BACKEND !== '1') await offerAnswered(backend.url, backend.serviceRoleKey);

  Object.assign(process.env, {
    QUADRA_E2E_BASE_URL: web.shellUrl,
    QUADRA_E2E_WEB_PORT: String(webBase),
    QUADRA_E2E_API_URL: backend.url,
    QUADRA_E2E_ANON_KEY: backend.anonKey,
    QUADRA_E2E_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    QUADRA_E2E_DATABASE_URL: 'databaseUrl' in backend ? backend.databaseUrl : '',
    QUADRA_E2E_REMOTES_FILE: web.remotesFile,
    QUADRA_E2E_DIST_DIR: distRoot,
  });
  console.log(`[e2e] stack up in ${((Date.now() - started) / 1000).toFixed(1)} s: shell ${web.shellUrl}, api ${backend.url}`);

  return async () => {
    await web.stop();
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
