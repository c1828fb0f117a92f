import type pg from 'pg';
import type { AuthCtx } from '../http/db.js';

/** What a token may do on a private channel: receive its messages (read) and send to it (write). */
export type Access = { read: boolean; write: boolean };

export const readRefusal = (topic: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;

/**
 * Hosted Realtime's authorisation of a private channel, by the project's policies on realtime.messages:
 * in a transaction that is always rolled back, a probe message for the topic is written, then read as
 * the token's role and claims (with `realtime.topic()` = the topic): visible → read; and a message is
 * inserted as that role: accepted → write. The service role bypasses row-level security, as on hosted.
 */
export async function channelAccess(admin: pg.Pool, auth: AuthCtx, topic: string): Promise<Access> {
  if (auth.role === 'service_role') return { read: true, write: true };
  const c = await admin.connect();
  try {
    await c.query('begin');
    const probe = await c.query<{ id: string }>(`insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true) returning id`, [topic]);
    await c.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('realtime.topic', $3, true)`,
      [auth.role, JSON.stringify(auth.claims), topic]);
    await c.query('savepoint reading');
    const read = await c.query('select 1 from realtime.messages where id = $1', [probe.rows[0]!.id]).then((r) => r.rowCount === 1, async () => {
      await c.query('rollback to savepoint reading');
      return false;
    });
    const write = await c.query(`insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true)`, [topic]).then(() => true, () => false);
    return { read, write };
  } finally {
    await c.query('rollback').catch(() => undefined);
    c.release();
  }
}
