// Table privileges per role (issue 56, point 13): hosted Supabase grants every new table's
// DELETE/INSERT/TRUNCATE/UPDATE to anon and authenticated unless a migration revokes them. Row-level
// security stops the rows, but not TRUNCATE, and a forgotten policy would open the table. Every
// write privilege a client role holds on a public table is listed here on purpose; a new one fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athlete, createTestStack, type TestStack } from './fixtures.js';

/** Deliberate write privileges of client roles: table → role → privileges (each behind its policies). */
const DELIBERATE: Record<string, Partial<Record<'anon' | 'authenticated', string[]>>> = {
  club_notices: { authenticated: ['DELETE'] }, // a club's admins remove a notice ('Avisos')
  events: { authenticated: ['DELETE', 'INSERT', 'UPDATE'] }, // the organiser's own events
  event_attendance: { authenticated: ['DELETE', 'INSERT', 'UPDATE'] }, // game day: the organiser marks presence
  event_comments: { authenticated: ['DELETE', 'INSERT', 'UPDATE'] }, // one's own comments
  event_matches: { authenticated: ['DELETE', 'INSERT', 'UPDATE'] }, // game day: the organiser's scores
  event_participants: { authenticated: ['DELETE'] }, // leaving; joining is join_event
  event_waiting_list: { authenticated: ['DELETE'] }, // leaving the line
  notifications: { authenticated: ['DELETE', 'UPDATE'] }, // one's own: read flag, clearing
  profiles: { authenticated: ['INSERT', 'UPDATE'] }, // one's own profile (column grants)
  push_subscriptions: { authenticated: ['DELETE'] }, // one's own devices
  sport_suggestions: { authenticated: ['INSERT'] },
  suggested_sports: { authenticated: ['INSERT'] },
  user_sports: { authenticated: ['DELETE', 'INSERT'] }, // one's own interests
};

describe('table grants', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await createTestStack();
  });
  afterAll(() => stack?.stop());

  it('anon and authenticated write only where a migration meant it (table or column grants)', async () => {
    const { rows } = await stack.pool.query<{ table: string; role: 'anon' | 'authenticated'; privilege: string }>(`
      select c.relname as table, r.rolname as role, p.privilege
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      cross join (values ('anon'), ('authenticated')) r (rolname)
      cross join (values ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE')) p (privilege)
      where c.relkind in ('r', 'p', 'v', 'm')
        and (has_table_privilege(r.rolname, c.oid, p.privilege)
             or (p.privilege in ('INSERT', 'UPDATE') and has_any_column_privilege(r.rolname, c.oid, p.privilege)))
      order by 1, 2, 3`);
    const actual: typeof DELIBERATE = {};
    for (const { table, role, privilege } of rows) ((actual[table] ??= {})[role] ??= []).push(privilege);
    expect(actual).toEqual(DELIBERATE);
  });

  it('the push, payment-reminder and scheduler tables: no client writes, visitor or athlete', async () => {
    const visitor = anonClient(stack);
    const ana = await athlete(stack, 'Ana Lima');
    const keys = { push_config: 'id', push_outbox: 'id', push_queue: 'notification_id', payment_reminders_sent: 'id', scheduled_job_failures: 'job' };
    for (const [table, key] of Object.entries(keys)) {
      for (const [who, client] of [['visitor', visitor], ['athlete', ana.sb]] as const) {
        const insert = await client.from(table as never).insert({} as never);
        expect(insert.error?.code, `${who} insert ${table}`).toBe('42501');
        const remove = await client.from(table as never).delete().not(key as never, 'is', null);
        expect(remove.error?.code, `${who} delete ${table}`).toBe('42501');
      }
    }
    const { rows } = await stack.pool.query(`select has_table_privilege('anon', 'public.push_subscriptions', 'TRUNCATE') as anon_truncate,
      has_table_privilege('authenticated', 'public.push_subscriptions', 'DELETE') as own_device_delete`);
    expect(rows[0]).toEqual({ anon_truncate: false, own_device_delete: true });
  });
});
