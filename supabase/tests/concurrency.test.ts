import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athlete, createEvent, createTestStack, type Athlete, type TestStack } from './fixtures.js';

describe('joining under concurrency', () => {
  let stack: TestStack;
  let organiser: Athlete;
  let crowd: Athlete[];

  beforeAll(async () => {
    stack = await createTestStack();
    organiser = await athlete(stack, 'Olga Organizadora');
    crowd = await Promise.all(Array.from({ length: 200 }, (_, i) => athlete(stack, `Atleta ${i}`)));
  });
  afterAll(() => stack?.stop());

  it('200 simultaneous joins of a 10-place event register exactly 10 and line up the rest, one place each', async () => {
    const eventId = await createEvent(organiser, { max_participants: 10, min_participants: 2 });

    const results = await Promise.all(crowd.map((a) => a.sb.rpc('join_event', { p_event_id: eventId })));

    expect(results.filter((r) => r.error)).toEqual([]);
    const answers = results.map((r) => r.data as { status: string; waiting_position?: number });
    expect(answers.filter((a) => a.status === 'registered')).toHaveLength(10);
    const waiting = answers.filter((a) => a.status === 'waiting');
    expect(waiting.map((a) => a.waiting_position).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 190 }, (_, i) => i + 1));

    const { rows } = await stack.pool.query(
      `select (select participant_count from public.events where id = $1) as count,
              (select count(*)::int from public.event_participants where event_id = $1 and status = 'registered') as registered`,
      [eventId],
    );
    expect(rows[0]).toEqual({ count: 10, registered: 10 });

    const { data: event } = await crowd[0]!.sb.from('events').select('participant_count').eq('id', eventId).single();
    expect(event?.participant_count).toBe(10);
  });

  it('the same athlete joining twice at once gets one place and one "already registered"', async () => {
    const eventId = await createEvent(organiser, { max_participants: 5 });
    const a = crowd[0]!;
    const results = await Promise.all([1, 2, 3].map(() => a.sb.rpc('join_event', { p_event_id: eventId })));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.filter((r) => r.error).map((r) => r.error?.message)).toEqual([
      'Você já está inscrito neste evento',
      'Você já está inscrito neste evento',
    ]);
    const { rows } = await stack.pool.query('select participant_count from public.events where id = $1', [eventId]);
    expect(rows[0].participant_count).toBe(1);
  });
});
