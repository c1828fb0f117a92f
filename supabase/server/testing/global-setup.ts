import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../db/embedded.js';
import { freePort } from '../index.js';

/** Every answer of 500 or above any server of this run gives is appended here (see StartOptions.serverErrorLog). */
async function serverErrorLog(): Promise<{ check(): void }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-test-5xx-'));
  const file = path.join(dir, 'answers.jsonl');
  await fs.writeFile(file, '');
  process.env.QUADRA_SERVER_ERROR_LOG = file;
  return {
    check() {
      const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
      void fs.rm(dir, { recursive: true, force: true });
      if (lines.length) {
        console.error(`The servers answered ${lines.length} request(s) with 500 or above:\n${lines.join('\n')}`);
        throw new Error(`${lines.length} answer(s) of 500 or above during the server test run (listed above)`);
      }
    },
  };
}

/** vitest globalSetup: one PostgreSQL for the whole run; test files copy databases from templates on it. */
export default async function setup(): Promise<() => Promise<void>> {
  const answers = await serverErrorLog();
  if (process.env.QUADRA_TEST_PG_URL) return async () => answers.check();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-test-pg-'));
  const cluster = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), log: () => undefined, fast: true });
  process.env.QUADRA_TEST_PG_URL = cluster.url('postgres');
  return async () => {
    await cluster.stop();
    delete process.env.QUADRA_TEST_PG_URL;
    await fs.rm(dir, { recursive: true, force: true });
    answers.check();
  };
}
