// Issue 56, point 1: one answer larger than the server gives must fail that request alone, in
// PostgREST's error shape, and never reach (or stop) the API process. The bound is lowered here so a
// few events with long descriptions pass it; the default is MAX_RESPONSE_BYTES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athlete, createEvent, createTestStack, type Athlete, type TestStack } from '../../tests/fixtures.js';

const LIMIT = 256 * 1024;
const DESCRIPTION = 'Leve chuteira e água. '.repeat(90).slice(0, 2000);
/** `d0:description,d1:description,…`: the attack's select, every alias another copy of each description */
const aliases = (n: number) => Array.from({ length: n }, (_, i) => `d${i}:description`).join(',');

let stack: TestStack;
let organiser: Athlete;
beforeAll(async () => {
  stack = await createTestStack({ maxResponseBytes: LIMIT });
  organiser = await athlete(stack, 'Otávio');
  for (let i = 0; i < 20; i++) await createEvent(organiser, { description: DESCRIPTION });
});
afterAll(() => stack?.stop());

const tooLarge = (bytes: RegExp) => ({
  code: '54000',
  message: 'Response too large',
  details: expect.stringMatching(bytes) as string,
  hint: 'Ask for fewer rows (limit or Range) or fewer columns.',
});

describe('a response larger than the server answers', () => {
  it('is refused with 400 in PostgREST\'s shape, and the server keeps answering', async () => {
    const anon = anonClient(stack);
    // 20 events × 10 copies × 2 KB ≈ 400 KB, above the 256 KB bound
    const big = await anon.from('events').select(aliases(10));
    expect(big.status).toBe(400);
    expect(big.data).toBeNull();
    expect(big.error).toMatchObject(tooLarge(new RegExp(`^The response would be \\d+ bytes; this server answers at most ${LIMIT} bytes\\.$`)));

    // the same read, smaller, still answers; so do the other APIs
    const small = await anon.from('events').select(aliases(2));
    expect(small.error).toBeNull();
    expect(small.data).toHaveLength(20);
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
  });

  it('in CSV, and through a function (remote_health over many stored reports)', async () => {
    const csv = await anonClient(stack).from('events').select(aliases(10)).csv();
    expect(csv.status).toBe(400);
    expect(csv.error?.code).toBe('54000');
    await stack.pool.query(
      `insert into public.remote_events (remote, channel, entry, kind)
       select 'mf_events', 'canary', 'http://localhost:4302/' || g || '/mf-manifest.json', 'load' from generate_series(1, 3000) g`,
    );
    const service = anonClient(stack, { Authorization: `Bearer ${stack.serviceRoleKey}` });
    const health = await service.rpc('remote_health' as never, { p_window_minutes: 60 } as never);
    expect(health.status).toBe(400);
    expect(health.error?.code).toBe('54000');
    await stack.pool.query('delete from public.remote_events');
  });

  it('a write whose returned rows are too large is rolled back, not half done', async () => {
    const { data: mine } = await organiser.sb.from('events').select('id, title').eq('created_by', organiser.id);
    const write = await organiser.sb.from('events').update({ title: 'Título que não fica' }).eq('created_by', organiser.id).select(aliases(10));
    expect(write.status).toBe(400);
    expect(write.error?.code).toBe('54000');
    const { data: after } = await organiser.sb.from('events').select('id, title').eq('created_by', organiser.id);
    expect(after).toEqual(mine);
  });
});
