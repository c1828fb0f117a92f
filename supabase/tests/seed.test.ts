// The demo data makes the app feel alive and its logins work through the real auth API.
import { SPORTS } from '@quadra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createTestStack, type Db, type TestStack } from './fixtures.js';

const FINISHED = 'e0000000-0000-4000-8000-000000000901';

describe('seed', () => {
  let stack: TestStack;
  let ana: Db;

  beforeAll(async () => {
    stack = await createTestStack({ seed: true });
    ana = anonClient(stack);
    const { error } = await ana.auth.signInWithPassword({ email: 'ana@quadra.dev', password: 'Quadra123' });
    expect(error).toBeNull();
  });
  afterAll(() => stack?.stop());

  it('every demo athlete signs in with Quadra123', async () => {
    const names = ['bruno', 'carla', 'diego', 'elisa', 'felipe', 'gabriela', 'henrique', 'isabela', 'joao', 'larissa', 'marcos'];
    for (const n of names) {
      const { error } = await anonClient(stack).auth.signInWithPassword({ email: `${n}@quadra.dev`, password: 'Quadra123' });
      expect(error, n).toBeNull();
    }
    const wrong = await anonClient(stack).auth.signInWithPassword({ email: 'ana@quadra.dev', password: 'Errada123' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('has the sports lists and 40+ upcoming events across cities, levels and capacities', async () => {
    const visitor = anonClient(stack);
    const sports = (await visitor.from('sports').select('name').order('name')).data!.map((s) => s.name);
    // One row per sport, spelled as libs/domain SPORTS (no 'Volei' beside 'Vôlei', no 'Tennis').
    expect([...sports].sort()).toEqual([...SPORTS].sort());
    const { data: events } = await visitor.from('events')
      .select('location, skill_level, max_participants, participant_count, requires_approval, status, starts_at')
      .gt('starts_at', new Date().toISOString());
    expect(events!.length).toBeGreaterThanOrEqual(40);
    expect(new Set(events!.map((e) => e.skill_level)).size).toBe(3);
    expect(events!.some((e) => e.max_participants !== null && e.participant_count === e.max_participants)).toBe(true);
    expect(events!.some((e) => e.max_participants === null)).toBe(true);
    expect(events!.some((e) => e.requires_approval)).toBe(true);
    const found = await visitor.rpc('search_events_normalized', { search_query: 'sao paulo' });
    expect(found.data!.length).toBeGreaterThan(5);
    expect((await visitor.from('event_comments').select('id')).data!.length).toBeGreaterThan(3);
  });

  it('Ana has notifications and can evaluate yesterday’s match', async () => {
    const { data: notes } = await ana.from('notifications').select('type, read').order('created_at', { ascending: false });
    expect(notes!.some((n) => !n.read)).toBe(true);
    const { data: mine, error: mineError } = await ana.from('event_participants').select('evaluation_status, events(title, status)').eq('event_id', FINISHED).eq('user_id', 'a0000000-0000-4000-8000-000000000001').single();
    expect(mineError).toBeNull();
    expect(mine).toMatchObject({ evaluation_status: 'evaluation_available', events: { status: 'completed' } });
    const carla = 'a0000000-0000-4000-8000-000000000003';
    const result = await ana.rpc('submit_evaluation', { p_event_id: FINISHED, p_praises: [{ user_id: carla, tag: 'habilidoso' }], p_comment: 'Jogão!' });
    expect(result.data).toEqual({ praised_players: 1, praises: 1 });
    const profile = await ana.rpc('get_public_profile', { target_user_id: 'a0000000-0000-4000-8000-000000000001' });
    expect(profile.data).toMatchObject({ full_name: 'Ana Souza', praise_count: 4, stars: 1, rating: 5 });
  });
});
