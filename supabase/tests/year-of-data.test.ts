/**
 * The year-of-data generator (supabase/bench/year-of-data.ts) at a small scale: deterministic from
 * its seed, every row accepted by the tables' constraints through COPY, and the shape the load and
 * EXPLAIN checks need (every Brazilian zone, three years of past and future, counters that match).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestStack, type TestStack } from '../server/testing/index.ts';
import { ZONES, digest, loadYearOfData, sizesAt } from '../bench/year-of-data.ts';

const SIZES = sizesAt(0.0005); // 50 athletes, 500 events, 2,500 participations…
let stack: TestStack;
let client: pg.PoolClient;

beforeAll(async () => {
  stack = await createTestStack({ seed: true });
  client = await stack.pool.connect();
  await loadYearOfData(client as unknown as pg.Client, { sizes: SIZES, seed: 55 });
}, 120_000);
afterAll(async () => {
  client?.release();
  await stack?.stop();
});

it('gives the same rows for the same seed and other rows for another', () => {
  const sports = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
  expect(digest(SIZES, 55, sports)).toBe(digest(SIZES, 55, sports));
  expect(digest(SIZES, 56, sports)).not.toBe(digest(SIZES, 55, sports));
});

it('loads every count asked for, through the tables’ constraints', async () => {
  const { rows } = await client.query(`select
    (select count(*) from public.profiles where user_id::text like 'c1%')::int as athletes,
    (select count(*) from public.clubs where id::text like 'c2%')::int as clubs,
    (select count(*) from public.events where id::text like 'c3%')::int as events,
    (select count(*) from public.event_participants where event_id::text like 'c3%')::int as participations,
    (select count(*) from public.event_comments where event_id::text like 'c3%')::int as comments,
    (select count(*) from public.reviews where event_id::text like 'c3%')::int as reviews,
    (select count(*) from public.notifications n where n.data->>'event_id' like 'c3%')::int as notifications,
    (select count(*) from public.event_payment_shares where event_id::text like 'c3%')::int as payments`);
  expect(rows[0]).toEqual(SIZES);
});

it('spreads the events over every Brazilian zone and three years, each start in its own zone', async () => {
  const { rows } = await client.query(`select count(distinct time_zone)::int as zones,
      (max(date) - min(date))::int as days, count(*) filter (where starts_at < now())::int as past,
      count(*) filter (where starts_at > now())::int as future,
      count(*) filter (where starts_at <> (date + time) at time zone time_zone)::int as wrong_start
    from public.events where id::text like 'c3%'`);
  expect(rows[0].zones).toBe(ZONES.length);
  expect(rows[0].days).toBeGreaterThan(2.9 * 365);
  expect(rows[0].past).toBeGreaterThan(SIZES.events * 0.4);
  expect(rows[0].future).toBeGreaterThan(SIZES.events * 0.4);
  expect(rows[0].wrong_start).toBe(0);
});

it('keeps each event’s count of registered participants, within its limit', async () => {
  const { rows } = await client.query(`select count(*)::int as wrong from public.events e
    where e.id::text like 'c3%' and (e.participant_count <> (select count(*) from public.event_participants p where p.event_id = e.id and p.status = 'registered')
      or e.participant_count > coalesce(e.max_participants, e.participant_count))`);
  expect(rows[0].wrong).toBe(0);
});
