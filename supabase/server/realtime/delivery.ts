import type pg from 'pg';
import type { SchemaCache } from '../db/schema.js';
import { qi } from '../db/sql.js';
import { withRole, type AuthCtx, type Role } from '../http/db.js';
import type { Msg } from './codec.js';
import { matches } from './filters.js';
import { expiredText, isExpired } from './tokens.js';
import type { Change, Channel, Conn } from './types.js';

type Row = Record<string, unknown>;
export type Outbox = { send(conn: Conn, m: Msg): void; shutdown(conn: Conn, ch: Channel, message: string): void };

/**
 * postgres_changes delivery under each subscriber's row-level security: the changed row is read again
 * as the subscriber (its role, claims and column privileges), and sent only when it could read it.
 */
export class ChangeDelivery {
  /** columns each role may select per table: a subscriber receives only what it could read */
  private readonly visible = new Map<string, Promise<string[]>>();

  constructor(private readonly pool: pg.Pool, private readonly schema: () => SchemaCache) {}

  /** privileges may have changed (a schema reload) */
  forgetPrivileges(): void {
    this.visible.clear();
  }

  private visibleColumns(role: Role, schema: string, table: string): Promise<string[]> {
    const key = `${role}:${schema}.${table}`;
    let p = this.visible.get(key);
    if (!p) {
      p = this.pool
        .query<{ name: string }>(
          `select a.attname as name from pg_attribute a where a.attrelid = format('%I.%I', $2::text, $3::text)::regclass
             and a.attnum > 0 and not a.attisdropped and has_column_privilege($1::text, a.attrelid, a.attnum, 'SELECT') order by a.attnum`,
          [role, schema, table])
        .then((r) => r.rows.map((x) => x.name));
      p.catch(() => this.visible.delete(key));
      this.visible.set(key, p);
    }
    return p;
  }

  /** The changed row as `auth` may read it, or null; one query per distinct identity. */
  private reader(change: Change): (auth: AuthCtx) => Promise<Row | null> {
    const rowsByToken = new Map<string, Promise<Row | null>>();
    const cols = Object.keys(change.pk);
    const where = cols.map((c, i) => `t.${qi(c)} = $${i + 1}`).join(' AND ');
    const values = cols.map((c) => {
      const v = change.pk[c];
      return v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
    });
    return (auth) => {
      const key = `${auth.role}:${auth.claims.sub ?? ''}:${auth.token}`;
      let p = rowsByToken.get(key);
      if (!p) {
        p = this.visibleColumns(auth.role, change.schema, change.table).then((visible) => {
          if (!visible.length) return null;
          const list = visible.map((c) => `t.${qi(c)}`).join(', ');
          return withRole(this.pool, auth, { readOnly: true, single: true, method: 'REALTIME', path: change.table }, async (c) => {
            const r = await c.query<{ r: Row }>(
              `SELECT to_jsonb(x) AS r FROM (SELECT ${list} FROM ${qi(change.schema)}.${qi(change.table)} t WHERE ${where}) x`, values);
            return r.rows[0]?.r ?? null;
          });
        }).catch(() => null);
        rowsByToken.set(key, p);
      }
      return p;
    };
  }

  async deliver(change: Change, conns: Iterable<Conn>, out: Outbox): Promise<void> {
    const targets: { conn: Conn; ch: Channel; ids: number[] }[] = [];
    for (const conn of conns) {
      for (const ch of conn.channels.values()) {
        const ids = ch.bindings
          .filter((b) => (b.schema === '*' || b.schema === change.schema) && (!b.table || b.table === '*' || b.table === change.table) && (b.event === '*' || b.event === change.type))
          .map((b) => b.id);
        if (ids.length) targets.push({ conn, ch, ids });
      }
    }
    if (!targets.length) return;
    const cache = this.schema();
    const rel = change.schema === cache.schema ? cache.relations.get(change.table) : undefined;
    const columns = rel ? [...rel.columns.values()].map((c) => ({ name: c.name, type: c.typname })) : [];
    const readAs = this.reader(change);
    for (const t of targets) {
      if (t.conn.channels.get(t.ch.topic) !== t.ch) continue;
      // the expiry timer may not have fired yet: never deliver on an expired token
      if (isExpired(t.ch.auth)) {
        out.shutdown(t.conn, t.ch, expiredText(Number(t.ch.auth.claims.exp)));
        continue;
      }
      let record: Row = {};
      if (change.type !== 'DELETE') {
        const row = await readAs(t.ch.auth);
        if (!row) continue; // the subscriber's RLS does not let it read this row
        if (t.conn.channels.get(t.ch.topic) !== t.ch) continue; // left (or was closed) meanwhile
        record = row;
      }
      const ids = t.ids.filter((id) => {
        const b = t.ch.bindings.find((x) => x.id === id)!;
        // a DELETE carries only the old keys unless the table has REPLICA IDENTITY FULL: filter when we can
        if (change.type === 'DELETE') return !b.parsed || !(b.parsed.column in (change.old ?? {})) || matches(b.parsed, change.old ?? {});
        return matches(b.parsed, record);
      });
      if (!ids.length) continue;
      out.send(t.conn, {
        join_ref: t.ch.joinRef, ref: null, topic: t.ch.topic, event: 'postgres_changes',
        payload: {
          ids,
          data: {
            schema: change.schema, table: change.table, commit_timestamp: change.ts, type: change.type, columns,
            ...(change.type !== 'DELETE' ? { record } : {}),
            ...(change.type !== 'INSERT' ? { old_record: change.old ?? {} } : {}),
            errors: null,
          },
        },
      });
    }
  }
}
