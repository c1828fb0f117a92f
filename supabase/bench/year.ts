/**
 * `npm run -w @quadra/local-supabase bench:year -- [--scale 0.01] [--seed 55]`: the year of data
 * (year-of-data.ts) in its own embedded PostgreSQL, generated once and cached between runs in
 * `.data/year-of-data/<scale>-<seed>-<migrations>/` at the repository root (a new migration or
 * another size makes a new folder; delete the folder to start over). Prints the counts, the load's
 * seconds per table and the database URL while it runs; Ctrl-C stops it (the data stays).
 * `--stop` loads (or finds) the data and exits: for scripts that start the cluster themselves.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbedded } from '../server/db/embedded.ts';
import { prepareDatabase } from '../server/db/migrate.ts';
import { freePort } from '../server/index.ts';
import { loadYearOfData, sizesAt } from './year-of-data.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const scale = Number(arg('scale', process.env.YEAR_SCALE ?? '1'));
const seed = Number(arg('seed', '55'));
const sizes = sizesAt(scale);
const log = (m: string) => console.log(`[bench:year] ${m}`);

const migrations = path.resolve(here, '../migrations');
const hash = crypto.createHash('sha256');
for (const f of (await fs.readdir(migrations)).filter((x) => x.endsWith('.sql')).sort()) hash.update(f).update(await fs.readFile(path.join(migrations, f)));
hash.update(await fs.readFile(path.join(here, 'year-of-data.ts')));
const folder = path.resolve(here, '../../.data/year-of-data', `${scale}-${seed}-${hash.digest('hex').slice(0, 12)}`);
const marker = path.join(folder, 'loaded.json');

const cluster = await startEmbedded({ dataDir: path.join(folder, 'pg'), port: await freePort(), log: () => undefined });
const url = cluster.url('quadra');
try {
  const cached = await fs.readFile(marker, 'utf8').catch(() => null);
  if (cached) log(`cached in ${path.relative(process.cwd(), folder)} (loaded ${JSON.parse(cached).loaded_at})`);
  else {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('drop database if exists quadra with (force)');
    await admin.query('create database quadra');
    await admin.end();
    // the seed brings the sports and the demo logins (beside the generated athletes)
    await prepareDatabase(url, { migrationsDir: migrations, seedFile: path.resolve(here, '../seed.sql'), seed: true, log: () => undefined });
    log(`generating scale ${scale} (seed ${seed}): ${JSON.stringify(sizes)}`);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    const started = performance.now();
    const timings = await loadYearOfData(client, { sizes, seed, log });
    await client.end();
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    await fs.writeFile(marker, JSON.stringify({ scale, seed, sizes, timings, seconds, loaded_at: new Date().toISOString() }, null, 2));
    log(`loaded in ${seconds} s`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`select
    (select count(*) from public.profiles)::int as athletes, (select count(*) from public.clubs)::int as clubs,
    (select count(*) from public.events)::int as events, (select count(*) from public.events where starts_at > now())::int as upcoming,
    (select count(distinct time_zone) from public.events)::int as zones, (select count(*) from public.event_participants)::int as participations,
    (select count(*) from public.event_comments)::int as comments, (select count(*) from public.reviews)::int as reviews,
    (select count(*) from public.notifications)::int as notifications, (select count(*) from public.event_payment_shares)::int as payments,
    pg_size_pretty(pg_database_size(current_database())) as size`);
  await client.end();
  console.log(JSON.stringify(rows[0]));
  if (process.argv.includes('--stop')) await cluster.stop();
  else {
    log(`DATABASE_URL=${url}  (Ctrl-C stops; the data stays in ${path.relative(process.cwd(), folder)})`);
    const stop = () => void cluster.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
} catch (e) {
  console.error(`[bench:year] ${e instanceof Error ? e.message : String(e)}`);
  await cluster.stop();
  process.exit(1);
}
