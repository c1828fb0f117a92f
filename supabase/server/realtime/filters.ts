import type { SchemaCache } from '../db/schema.js';
import type { Binding, PgFilter } from './types.js';

/** postgres_changes filters hosted Realtime accepts: `column=op.value`. */
export function parseFilter(f: string | undefined): PgFilter | null | 'invalid' {
  if (!f) return null;
  const m = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(f);
  if (!m) return 'invalid';
  return { column: m[1]!, op: m[2]!, value: m[3]! };
}

export function matches(f: PgFilter | null, row: Record<string, unknown>): boolean {
  if (!f) return true;
  const v = row[f.column];
  const s = v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
  switch (f.op) {
    case 'eq': return s === f.value;
    case 'neq': return s !== f.value;
    case 'in': return s !== null && f.value.replace(/^\(|\)$/g, '').split(',').map((x) => x.trim().replace(/^"|"$/g, '')).includes(s);
    default: {
      if (s === null) return false;
      const a = typeof v === 'number' ? v : Number(s);
      const b = Number(f.value);
      const [x, y] = Number.isNaN(a) || Number.isNaN(b) ? [s, f.value] : [a, b];
      return f.op === 'lt' ? x < y : f.op === 'lte' ? x <= y : f.op === 'gt' ? x > y : x >= y;
    }
  }
}

/** The postgres_changes bindings a join asks for, or the reason they are refused. */
export function parseBindings(config: { postgres_changes?: unknown }, cache: SchemaCache, nextId: () => number): Binding[] | string {
  const bindings: Binding[] = [];
  for (const raw of Array.isArray(config.postgres_changes) ? config.postgres_changes : []) {
    const b = (raw ?? {}) as { event?: string; schema?: string; table?: string; filter?: string };
    const event = typeof b.event === 'string' ? b.event : '*';
    const schema = typeof b.schema === 'string' ? b.schema : 'public';
    const parsed = parseFilter(b.filter);
    const tableOk = !b.table || b.table === '*' || (schema === cache.schema && cache.relations.has(b.table));
    const colOk = parsed === null || parsed === 'invalid' || !b.table || cache.relations.get(b.table)?.columns.has(parsed.column);
    if (parsed === 'invalid' || !tableOk || !colOk || !['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) {
      return `Invalid postgres_changes binding: ${JSON.stringify(b).slice(0, 200)}`;
    }
    bindings.push({ id: nextId(), event, schema, table: b.table, filter: b.filter, parsed });
  }
  return bindings;
}
