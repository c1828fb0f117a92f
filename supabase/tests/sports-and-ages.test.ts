// Issue 13: one canonical sports list (near-duplicates merged, unique by normalised name), the age
// groups the edit screen offers, and a readable reason for a maximum below the minimum.
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athlete, createEvent, createTestStack, type Athlete, type TestStack } from './fixtures.js';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const THIS_MIGRATION = '20261123004000_canonical_sports_and_age_groups.sql';

// The data the merge finds on a database migrated before it: both spellings of three sports, in use.
const OLD_DATA = `
insert into public.sports (id, name) values
  ('50000000-0000-4000-8000-000000000001', 'Pingpong'),
  ('50000000-0000-4000-8000-000000000002', 'Ping Pong'),
  ('50000000-0000-4000-8000-000000000003', 'Volei'),
  ('50000000-0000-4000-8000-000000000004', 'Vôlei'),
  ('50000000-0000-4000-8000-000000000005', 'Tennis'),
  ('50000000-0000-4000-8000-000000000006', 'Futebol'),
  ('50000000-0000-4000-8000-000000000007', 'Outros');
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data) values
  ('51000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'velha@test.quadra.dev', now(), '{"full_name": "Atleta Antiga"}');
insert into public.user_sports (user_id, sport_id) values
  ('51000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000001'),
  ('51000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000002'),
  ('51000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000003'),
  ('51000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000005');
insert into public.events (id, title, location, date, created_by, sport_id, age_group, status) values
  ('52000000-0000-4000-8000-000000000001', 'Vôlei antigo', 'Praia', current_date + 3,
   '51000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000003', 'Livre', 'active'),
  ('52000000-0000-4000-8000-000000000002', 'Tênis cancelado', 'Clube', current_date + 3,
   '51000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000005', '18+', 'active'),
  ('52000000-0000-4000-8000-000000000003', 'Pelada', 'Campo', current_date + 3,
   '51000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000006', '26-35', 'active');
update public.events set status = 'cancelled' where id = '52000000-0000-4000-8000-000000000002';
`;

describe('a database migrated before the canonical sports list', () => {
  let stack: TestStack;
  let dir: string;

  beforeAll(async () => {
    // Every migration up to this one, with the old data written just before it.
    dir = await mkdtemp(path.join(os.tmpdir(), 'quadra-migrations-'));
    for (const file of (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql') && f <= THIS_MIGRATION)) {
      await cp(path.join(MIGRATIONS, file), path.join(dir, file));
    }
    await writeFile(path.join(dir, '20261123003999_old_data.sql'), OLD_DATA);
    stack = await createTestStack({ migrationsDir: dir });
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps one row per sport, re-pointing athletes and events to it', async () => {
    const sports = await stack.pool.query<{ name: string }>('select name from public.sports order by name');
    expect(sports.rows.map((r) => r.name)).toEqual(['Futebol', 'Ping Pong', 'Tênis', 'Vôlei']);

    const picks = await stack.pool.query<{ name: string }>(
      `select s.name from public.user_sports us join public.sports s on s.id = us.sport_id
       where us.user_id = '51000000-0000-4000-8000-000000000001' order by s.name`,
    );
    expect(picks.rows.map((r) => r.name)).toEqual(['Ping Pong', 'Tênis', 'Vôlei']);

    const events = await stack.pool.query<{ title: string; sport: string; age_group: string; status: string }>(
      `select e.title, s.name as sport, e.age_group, e.status from public.events e
       join public.sports s on s.id = e.sport_id order by e.title`,
    );
    expect(events.rows).toEqual([
      { title: 'Pelada', sport: 'Futebol', age_group: '26-35', status: 'active' },
      { title: 'Tênis cancelado', sport: 'Tênis', age_group: 'Todas', status: 'cancelled' },
      { title: 'Vôlei antigo', sport: 'Vôlei', age_group: 'Todas', status: 'active' },
    ]);
  });

  it('refuses a new spelling of an existing sport', async () => {
    for (const name of ['Pingpong', 'VOLEI', 'Tennis', 'ping-pong']) {
      await expect(stack.pool.query('insert into public.sports (name) values ($1)', [name])).rejects.toMatchObject({ code: '23505' });
    }
  });
});

describe('events on the current schema', () => {
  let stack: TestStack;
  let organiser: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    organiser = await athlete(stack, 'Olga Organizadora');
  });
  afterAll(() => stack?.stop());

  it('accept only the age groups the edit screen offers', async () => {
    const id = await createEvent(organiser, { age_group: '18-25' });
    for (const age of ['Todas', '26-35', '36+']) {
      const { error } = await organiser.sb.from('events').update({ age_group: age }).eq('id', id);
      expect(error).toBeNull();
    }
    const { error } = await organiser.sb.from('events').update({ age_group: '18+' }).eq('id', id);
    expect(error?.code).toBe('23514');
  });

  it('say why a maximum below the minimum is refused', async () => {
    const id = await createEvent(organiser, { min_participants: 4, max_participants: 10 });
    const { error } = await organiser.sb.from('events').update({ max_participants: 3 }).eq('id', id);
    expect(error).toMatchObject({ code: '23514', message: 'O máximo de jogadores não pode ser menor que o mínimo (4).' });
  });

  it('answer a suggestion that respells an existing sport as that sport', async () => {
    await stack.pool.query(`insert into public.sports (name) values ('Vôlei')`);
    const { data } = await organiser.sb.rpc('suggest_sport', { p_name: 'volei' });
    expect(data).toEqual({ outcome: 'approved_duplicate' });
  });
});
