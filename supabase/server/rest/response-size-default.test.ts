// Issue 56, point 1, with the server's default bound and the attack's own shape: 300 aliases of
// events' descriptions (a 5 KB URL, visitors' key) over enough events to pass 64 MB. It used to
// build the body whole and end the process; now the request alone gets its error.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonClient, athlete, createEvent, createTestStack, type TestStack } from '../../tests/fixtures.js';
import { MAX_RESPONSE_BYTES } from './routes.js';

const DESCRIPTION = 'd'.repeat(2000);
const ALIASES = Array.from({ length: 300 }, (_, i) => `d${i}:description`).join(',');

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack();
  const organiser = await athlete(stack, 'Otávio');
  const first = await createEvent(organiser, { description: DESCRIPTION });
  // 300 × 2 KB ≈ 600 KB an event: 120 of them ≈ 72 MB
  await stack.pool.query(
    `insert into public.events (title, description, location, date, time, max_participants, created_by)
     select title, description, location, date, time, max_participants, created_by from public.events, generate_series(2, 120) where id = $1`,
    [first],
  );
});
afterAll(() => stack?.stop());

it(`refuses the attack's read past the default ${MAX_RESPONSE_BYTES / 1024 / 1024} MB, and keeps answering`, async () => {
  const anon = anonClient(stack);
  const big = await anon.from('events').select(ALIASES);
  expect(big.status).toBe(400);
  expect(big.error).toMatchObject({ code: '54000', message: 'Response too large', details: expect.stringMatching(`at most ${MAX_RESPONSE_BYTES} bytes`) as string });
  const { data, error } = await anon.from('events').select('id').limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
});
