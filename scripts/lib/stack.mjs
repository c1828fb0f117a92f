/**
 * Pieces of the running product, shared by `npm start`, the e2e global setup and the web bench:
 * build what is needed, start the local Supabase-compatible backend, serve the shell and the five
 * remotes each on its own origin, and write the runtime files the shell reads.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../serve-static.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** In REMOTES order of libs/contracts: the shell is on the base port, remotes on +1..+5. */
export const APPS = [
  { name: 'shell', project: 'shell' },
  { name: 'mf_auth', project: 'mf-auth' },
  { name: 'mf_events', project: 'mf-events' },
  { name: 'mf_create_event', project: 'mf-create-event' },
  { name: 'mf_profile', project: 'mf-profile' },
  { name: 'mf_notifications', project: 'mf-notifications' },
];

/** The Supabase CLI's well-known local anon key (used when no backend tells us its own). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' }, ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Where a build target writes: `build` (what `npm start` and the benches serve) into dist/,
 * `build-e2e` (the e2e suite's own) into dist-e2e/, so a test run never rewrites the files a
 * running `npm start` serves.
 */
export const DIST_FOLDER = { build: 'dist', 'build-e2e': 'dist-e2e' };

export function distOf(app, target = 'build') {
  return path.join(ROOT, app.project, DIST_FOLDER[target]);
}

export function isBuilt(app, target = 'build') {
  const dist = distOf(app, target);
  return existsSync(path.join(dist, 'index.html')) && (app.name === 'shell' || existsSync(path.join(dist, 'mf-manifest.json')));
}

/** Builds the apps through Nx (cached: unchanged apps are restored, not rebuilt). */
export async function buildApps({ onlyMissing = false, target = 'build' } = {}) {
  const apps = onlyMissing ? APPS.filter((a) => !isBuilt(a, target)) : APPS;
  if (apps.length === 0) return;
  await run('npx', ['nx', 'run-many', '-t', target, `--projects=${apps.map((a) => `@quadra/${a.project}`).join(',')}`, '--outputStyle=stream-without-prefixes']);
}

/**
 * Starts the local backend (the emulator in supabase/server with Quadra's jobs mounted: supabase/local-backend.ts) in a child process; resolves once it is ready.
 * `allowedOrigins`: browser origins besides the site URL that may call the API (CORS): the remotes.
 * @param {{ port: number, dataDir: string, autoConfirm?: boolean, siteUrl?: string, allowedOrigins?: string[], log?: boolean, env?: Record<string, string> }} options
 */
export function startBackend({ port, dataDir, autoConfirm = true, siteUrl, allowedOrigins = [], log = true, env = {} }) {
  const entry = path.join(ROOT, 'supabase/local-backend.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      SUPABASE_PORT: String(port),
      QUADRA_DATA_DIR: dataDir,
      AUTH_AUTOCONFIRM: autoConfirm ? 'true' : 'false',
      ...(siteUrl ? { SITE_URL: siteUrl } : {}),
      ...(allowedOrigins.length ? { CORS_ALLOWED_ORIGINS: allowedOrigins.join(',') } : {}),
      QUADRA_BACKEND_LOG: log ? 'true' : 'false',
      QUADRA_STOP_WITH_PARENT: 'true',
      ...env,
    },
    // stdin stays open while this process lives: when it dies (even by a crash) the pipe closes.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let alive = true;
  const exited = new Promise((resolve) => child.once('exit', () => resolve((alive = false))));
  const stop = async () => {
    if (!alive) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
      if (log) process.stderr.write(chunk);
    });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('READY ')) {
          const info = JSON.parse(line.slice(6));
          resolve({ ...info, pid: child.pid, stop });
        } else if (log) console.log(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`the backend exited (code ${code}) before it was ready\n${stderr}`)));
  });
}

/** The origins of the shell (basePort) and the remotes after it; `count` to include more ports. */
export function webOrigins(basePort, count = APPS.length) {
  return Array.from({ length: count }, (_, i) => `http://localhost:${basePort + i}`);
}

export function remotesManifest(basePort, host = 'localhost') {
  return Object.fromEntries(
    APPS.slice(1).map((app, i) => [app.name, { entry: `http://${host}:${basePort + i + 1}/mf-manifest.json` }]),
  );
}

/**
 * Serves the shell on basePort and the remotes on basePort+1..+5, writing remotes.json and
 * config.json into stateDir (the shell serves them from there, so they can change while it runs).
 * `distRoot`: serve `<distRoot>/<project>` instead of each app's own dist/ (a snapshot).
 * `serviceRoleKey`: lets the shell's server stop failing canaries and answer /status/remotes.
 * @param {{ basePort: number, stateDir: string, apiUrl: string, anonKey?: string, serviceRoleKey?: string, extraOrigins?: string[], distRoot?: string }} options
 */
export async function startWebServers({ basePort, stateDir, apiUrl, anonKey = LOCAL_ANON_KEY, serviceRoleKey, extraOrigins, distRoot }) {
  await mkdir(stateDir, { recursive: true });
  const remotesFile = path.join(stateDir, 'remotes.json');
  const configFile = path.join(stateDir, 'config.json');
  await writeFile(remotesFile, JSON.stringify(remotesManifest(basePort), null, 2));
  await writeFile(configFile, JSON.stringify({ supabaseUrl: apiUrl, supabaseAnonKey: anonKey }, null, 2));
  const started = await Promise.allSettled(
    APPS.map((app, i) =>
      startStaticServer({
        dir: distRoot ? path.join(distRoot, app.project) : path.join(ROOT, app.project, 'dist'),
        port: basePort + i,
        spa: app.name === 'shell',
        remotesFile: app.name === 'shell' ? remotesFile : undefined,
        configFile,
        apiUrl,
        extraOrigins,
        serviceRoleKey,
      }).then((server) => ({ ...app, ...server })),
    ),
  );
  const servers = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // Close the ones that did start, so a failed start leaves no server behind.
    await Promise.all(servers.map((s) => s.close()));
    throw failed.reason;
  }
  return {
    servers,
    remotesFile,
    configFile,
    shellUrl: servers[0].url,
    stop: () => Promise.all(servers.map((s) => s.close())),
  };
}
