#!/usr/bin/env node
/**
 * `npm start`: builds the apps (Nx restores unchanged ones from its cache), starts the local
 * backend with demo data, serves the shell on QUADRA_WEB_PORT (default 4200) and the remotes on
 * the next five ports, writes remotes.json and config.json, and stops everything on Ctrl-C.
 * Flags: --no-build (serve the existing dist/ folders), --no-backend (web only).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { portsTaken } from './lib/ports-taken.mjs';
import { APPS, ROOT, buildApps, isBuilt, startBackend, startWebServers, webOrigins } from './lib/stack.mjs';

const args = new Set(process.argv.slice(2));
const basePort = Number(process.env.QUADRA_WEB_PORT ?? 4200);
const apiPort = Number(process.env.SUPABASE_PORT ?? 54321);
const dataDir = path.resolve(process.env.QUADRA_DATA_DIR ?? path.join(ROOT, '.data/supabase'));
const stateDir = path.join(ROOT, '.data', `web-${basePort}`);

async function demoLogins() {
  try {
    const contract = await readFile(path.join(ROOT, 'supabase/CONTRACT.md'), 'utf8');
    const section = contract.split(/^## /m).find((s) => s.startsWith('Demo logins'));
    return section ? section.replace(/^Demo logins.*\n/, '').trim() : null;
  } catch {
    return null;
  }
}

const stoppers = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.allSettled(stoppers.reverse().map((s) => s()));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// Checked before anything starts: a port held by another process (a leftover PostgreSQL on the
// database port) would leave the stack half-working instead of failing.
const taken = await portsTaken([
  ...APPS.map((app, i) => ({ port: basePort + i, use: app.project })),
  ...(args.has('--no-backend')
    ? []
    : [
        { port: apiPort, use: 'the local API' },
        { port: apiPort + 1, use: 'the local database (PostgreSQL)' },
      ]),
]);
if (taken.length) {
  console.error(`✘ Quadra cannot start:\n${taken.map((line) => `  ${line}`).join('\n')}\n  Stop what holds it, or choose other ports (QUADRA_WEB_PORT, SUPABASE_PORT: the database uses SUPABASE_PORT + 1).`);
  process.exit(1);
}

try {
  if (args.has('--no-build')) {
    const missing = APPS.filter((a) => !isBuilt(a));
    if (missing.length) await buildApps({ onlyMissing: true });
  } else {
    console.log('Building the shell and the remotes (unchanged ones come from the Nx cache)…');
    await buildApps();
  }

  let apiUrl = `http://127.0.0.1:${apiPort}`;
  let anonKey;
  let serviceRoleKey;
  if (!args.has('--no-backend')) {
    console.log(`Starting the local backend on ${apiUrl} (data in ${dataDir})…`);
    try {
      const backend = await startBackend({
        port: apiPort,
        dataDir,
        // As on hosted Supabase, a new account confirms its e-mail first (link in the local mailbox).
        autoConfirm: process.env.AUTH_AUTOCONFIRM === 'true',
        siteUrl: `http://localhost:${basePort}`,
        allowedOrigins: webOrigins(basePort),
        log: process.env.QUADRA_BACKEND_LOG === 'true',
      });
      stoppers.push(backend.stop);
      apiUrl = backend.url;
      anonKey = backend.anonKey;
      serviceRoleKey = backend.serviceRoleKey;
    } catch (error) {
      console.warn(`⚠ Backend not started: ${error.message}\n  The web apps still run; API calls will fail until a backend answers on ${apiUrl}.`);
    }
  }

  const web = await startWebServers({ basePort, stateDir, apiUrl, anonKey, serviceRoleKey });
  stoppers.push(web.stop);

  const width = Math.max(...web.servers.map((s) => s.project.length));
  console.log('\nQuadra is running:');
  for (const s of web.servers) console.log(`  ${s.project.padEnd(width)}  ${s.url}${s.name === 'shell' ? '   ← open this' : ''}`);
  console.log(`  ${'api'.padEnd(width)}  ${apiUrl}   (mailbox: ${apiUrl}/_mailbox)`);
  console.log(`\nremotes.json: ${web.remotesFile} (edit it to point a remote at another build, or add a canary; no restart needed)`);
  console.log(`Remote failures: ${web.shellUrl}/status/remotes (Authorization: Bearer <service_role key or QUADRA_OPERATOR_KEY>)`);
  const logins = await demoLogins();
  if (logins) console.log(`\nDemo logins:\n${logins}`);
  console.log('\nPress Ctrl-C to stop.');
} catch (error) {
  console.error(error);
  await stop(1);
}
