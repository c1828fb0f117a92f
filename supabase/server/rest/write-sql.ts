import type { Relation } from '../db/schema.js';
import { qi } from '../db/sql.js';
import { pgrstError } from '../http/errors.js';
import { shapedSql, type BodyFormat } from './body-sql.js';
import { PGRST, SQLSTATE } from './codes.js';
import { tableSql, type ReadNode } from './plan.js';
import { column, columnListSql, projectionSql, whereSql, type Params } from './query.js';

/** Writes: INSERT (and upserts), UPDATE, DELETE, and the statement that answers what they touched. */

/** Turns a JSON value into a bound parameter PostgreSQL converts to the column's type. */
export function toParam(value: unknown, col: { category: string; typname: string } | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (col && (col.typname === 'json' || col.typname === 'jsonb')) return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (col?.category === 'A') return value.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v));
    return JSON.stringify(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

export type InsertSpec = {
  rel: Relation;
  node: ReadNode;
  rows: Record<string, unknown>[];
  /** the columns to write: `?columns=` or the union of the rows' keys */
  keys: string[];
  /** Prefer: missing=default: a key a row lacks takes the column default (else NULL), drawn for every row */
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  onConflict?: string[];
};

/**
 * INSERT … [ON CONFLICT]. An upsert updates every written column, the conflict key included (as
 * PostgREST does), so a body holding only the key still touches and returns the row. For upserts,
 * `existing` counts the rows the key already names (the statement's snapshot is taken before the
 * insert), so the response can tell an update (200) from an insert (201) without reading `xmax`,
 * which needs table-wide SELECT that column-level grants do not give.
 */
export function insertSql(spec: InsertSpec, params: Params): { statement: string; existing: string | null } {
  const { rel, node, rows, keys } = spec;
  const table = tableSql(rel);
  const placeholders: Record<string, string>[] = rows.map(() => ({}));
  let statement: string;
  if (keys.length === 0) {
    // every row all defaults: one INSERT … SELECT makes as many rows as the body holds
    statement = rows.length === 1 ? `INSERT INTO ${table} AS ${node.alias} DEFAULT VALUES`
      : `INSERT INTO ${table} AS ${node.alias} SELECT FROM generate_series(1, ${params.add(rows.length)}::int)`;
  } else {
    const values = rows.map((o, i) => `(${keys.map((k) => {
      if (!(k in o)) return spec.missingDefault ? 'DEFAULT' : 'NULL';
      const col = rel.columns.get(k)!;
      const p = params.add(toParam(o[k], col));
      placeholders[i]![k] = p;
      // PostgREST evaluates the defaults of every listed column for every row, then lets the row's own
      // values win: a row that gives the key still draws its sequence value
      return spec.missingDefault && col.defaultSql ? `(SELECT ${p}::${col.type} FROM (SELECT ${col.defaultSql}) _d)` : p;
    }).join(', ')})`);
    statement = `INSERT INTO ${table} AS ${node.alias} (${keys.map(qi).join(', ')}) VALUES ${values.join(', ')}`;
  }
  if (!spec.resolution) return { statement, existing: null };
  const target = spec.onConflict ?? rel.pk;
  if (!target.length) throw pgrstError(400, PGRST.INVALID_RANGE, 'on_conflict requires a unique key', null, null);
  for (const c of target) column(node, c);
  statement += ` ON CONFLICT (${target.map(qi).join(', ')}) ` +
    (spec.resolution === 'ignore-duplicates' || keys.length === 0 ? 'DO NOTHING' : `DO UPDATE SET ${keys.map((k) => `${qi(k)} = EXCLUDED.${qi(k)}`).join(', ')}`);
  const keyed = placeholders.filter((p) => target.every((c) => c in p));
  if (spec.resolution === 'ignore-duplicates' || !keyed.length) return { statement, existing: null };
  const typed = (c: string, p: string) => `${p}::${rel.columns.get(c)?.type ?? 'text'}`;
  const tuple = (p: Record<string, string>) => `(${target.map((c) => typed(c, p[c]!)).join(', ')})`;
  const existing = `SELECT count(*) FROM ${table} _e WHERE (${target.map((c) => `_e.${qi(c)}`).join(', ')}) IN (VALUES ${keyed.map(tuple).join(', ')})`;
  return { statement, existing };
}

export function updateSql(rel: Relation, node: ReadNode, entries: [string, unknown][], params: Params): string {
  const where = whereSql(node, params);
  if (!where) throw pgrstError(400, SQLSTATE.CARDINALITY_VIOLATION, 'UPDATE requires a WHERE clause', null, null);
  const sets = entries.map(([k, v]) => `${qi(k)} = ${params.add(toParam(v, rel.columns.get(k)))}`);
  return `UPDATE ${tableSql(rel)} AS ${node.alias} SET ${sets.join(', ')} WHERE ${where}`;
}

export function deleteSql(rel: Relation, node: ReadNode, params: Params): string {
  const where = whereSql(node, params);
  if (!where) throw pgrstError(400, SQLSTATE.CARDINALITY_VIOLATION, 'DELETE requires a WHERE clause', null, null);
  return `DELETE FROM ${tableSql(rel)} AS ${node.alias} WHERE ${where}`;
}

/**
 * Wraps a mutation so it answers the rows touched, how many of them were inserted (an upsert answers
 * 200 when it only updated) and, with return=representation, the body shaped by the select.
 */
export function mutationSql(statement: string, node: ReadNode, params: Params, opts: { returning: boolean; existing: string | null; format: BodyFormat }): string {
  const ctes = [`_m AS (${statement} RETURNING ${opts.returning ? columnListSql(node) : '1 AS "_"'})`];
  if (opts.existing) ctes.unshift(`_pre AS (${opts.existing})`);
  const inserted = opts.existing ? `(SELECT count(*) FROM _m)::int - (SELECT count FROM _pre)::int AS inserted, ` : `(SELECT count(*) FROM _m)::int AS inserted, `;
  if (!opts.returning) return `WITH ${ctes.join(', ')} SELECT ${inserted}count(*)::int AS n, NULL::text AS body FROM _m`;
  return shapedSql(`SELECT ${projectionSql(node, params, true)} FROM _m ${node.alias}`, opts.format, inserted, params, ctes);
}
