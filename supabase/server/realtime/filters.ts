import type { PgFilter } from './types.js';

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
