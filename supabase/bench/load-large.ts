/**
 * Loads the large data set (large-data.ts) into a migrated, seeded database and refreshes its
 * statistics: `DATABASE_URL=postgres://… tsx supabase/bench/load-large.ts`. Used by
 * `npm run bench:web -- --large` on the throwaway database its backend started.
 */
import pg from 'pg';
import { LARGE_DATA_SQL } from './large-data.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const t = performance.now();
  await client.query(LARGE_DATA_SQL);
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ events: number; upcoming: number; participations: number }>(`select
    (select count(*) from public.events)::int as events,
    (select count(*) from public.events where starts_at > now())::int as upcoming,
    (select count(*) from public.event_participants)::int as participations`);
  console.log(JSON.stringify({ ...rows[0], seconds: Math.round((performance.now() - t) / 100) / 10 }));
} finally {
  await client.end();
}
