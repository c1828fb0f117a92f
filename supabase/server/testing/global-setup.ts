import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../db/embedded.js';
import { freePort } from '../index.js';

/** vitest globalSetup: one PostgreSQL for the whole run; test files copy databases from templates on it. */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.QUADRA_TEST_PG_URL) return async () => undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-test-pg-'));
  const cluster = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), log: () => undefined, fast: true });
  process.env.QUADRA_TEST_PG_URL = cluster.url('postgres');
  return async () => {
    await cluster.stop();
    delete process.env.QUADRA_TEST_PG_URL;
    await fs.rm(dir, { recursive: true, force: true });
  };
}
