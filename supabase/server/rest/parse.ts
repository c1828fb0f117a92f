import { parseError } from './codes.js';
import { Cursor, IDENT } from './parse-cursor.js';

/**
 * The query string grammar of PostgREST (select, filters, logic trees, order, lists). Every parser
 * here reads its input once, left to right, with a cursor: linear time, and nesting stops at
 * LIMITS.MAX_NESTING with a 400 instead of growing the stack.
 */

/** A column reference with an optional JSON path: `data->a->>b`. */
export type ColumnRef = { name: string; path: { op: '->' | '->>'; key: string | number }[] };

export const AGGREGATES = ['avg', 'count', 'max', 'min', 'sum'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export type SelectItem =
  | { kind: 'star' }
  /** a column, a JSON path or a computed field (a function of the row); `aggregate` as in `amount.sum()` */
  | { kind: 'col'; col: ColumnRef; alias?: string; cast?: string; aggregate?: Aggregate; aggregateCast?: string }
  /** `count()` (aggregate) or `count` alone inside an embed (PostgREST's legacy embedded count) */
  | { kind: 'count'; alias?: string; cast?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; spread: boolean; select: SelectItem[] };

export type Filter =
  | { kind: 'op'; col: ColumnRef; negate: boolean; op: string; modifier?: 'any' | 'all'; config?: string; value: string }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export type OrderTerm = { col: ColumnRef; desc: boolean; nulls?: 'first' | 'last' };

const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

/** Like PostgREST: whitespace outside double quotes carries no meaning in select. */
function stripSpaces(raw: string): string {
  const out: string[] = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (ch === 34) quoted = !quoted;
    else if (!quoted && (ch === 32 || ch === 9 || ch === 10 || ch === 13)) {
      out.push(raw.slice(from, i));
      from = i + 1;
    }
  }
  out.push(raw.slice(from));
  return out.join('');
}

export function parseSelect(raw: string | undefined): SelectItem[] {
  if (raw === undefined || raw === '') return [{ kind: 'star' }];
  const c = new Cursor(stripSpaces(raw), 'select');
  const items = selectList(c, 0);
  if (!c.done) c.fail('"," or end of input');
  return items;
}

function selectList(c: Cursor, depth: number): SelectItem[] {
  c.depthCheck(depth);
  const items: SelectItem[] = [selectItem(c, depth)];
  while (c.eat(',')) items.push(selectItem(c, depth));
  return items;
}

function castName(c: Cursor): string {
  const start = c.pos;
  while (!c.done && /[A-Za-z0-9_]/.test(c.peek())) c.pos++;
  if (c.startsWith('[]')) c.pos += 2;
  const cast = c.text.slice(start, c.pos);
  if (!CAST.test(cast)) c.fail('a type name');
  return cast;
}

/** A JSON path key inside select: quoted, or everything up to the next operator or separator. */
function jsonKey(c: Cursor): string | number {
  if (c.peek() === '"') return c.quoted();
  const start = c.pos;
  while (!c.done && !',()'.includes(c.peek()) && !c.startsWith('->') && !c.startsWith('::') && c.peek() !== '.') c.pos++;
  const key = c.text.slice(start, c.pos);
  if (!key) c.fail('a json key');
  return /^-?\d+$/.test(key) ? Number(key) : key;
}

function selectItem(c: Cursor, depth: number): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  const spread = c.eat('...');
  let name = c.name('field name');
  let alias: string | undefined;
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    name = c.name('field name');
  }
  if (!spread && name === 'count' && c.startsWith('()')) {
    c.pos += 2;
    return { kind: 'count', alias, cast: c.eat('::') ? castName(c) : undefined };
  }
  if (spread || c.peek() === '!' || c.peek() === '(') {
    let inner = false;
    let hint: string | undefined;
    while (c.eat('!')) {
      const h = c.name('hint');
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else hint = h;
    }
    c.expect('(');
    const select = c.peek() === ')' ? [] : selectList(c, depth + 1);
    c.expect(')');
    return { kind: 'embed', name, alias, hint, inner, spread, select };
  }
  const col: ColumnRef = { name, path: [] };
  while (c.startsWith('->')) {
    const op = c.eat('->>') ? '->>' : (c.pos += 2, '->');
    col.path.push({ op, key: jsonKey(c) });
  }
  const item: SelectItem & { kind: 'col' } = { kind: 'col', col, alias };
  if (c.eat('::')) item.cast = castName(c);
  if (c.eat('.')) {
    const fn = c.name('aggregate function');
    if (!(AGGREGATES as readonly string[]).includes(fn)) c.failAt(`unknown aggregate "${fn}", expecting one of ${AGGREGATES.join(', ')}`);
    c.expect('()');
    item.aggregate = fn as Aggregate;
    if (c.eat('::')) item.aggregateCast = castName(c);
  }
  return item;
}

/** A filter or order column: `name`, `"quoted"`, `data->a->>b` (keys taken as written, bound as values). */
export function parseColumnRef(text: string, what = 'filter'): ColumnRef {
  const parts = text.split(/(->>|->)/);
  const first = parts[0] ?? '';
  const name = first.startsWith('"') && first.endsWith('"') && first.length >= 2 ? first.slice(1, -1) : first;
  if (!name || name.length > 63 || name.includes('\u0000') || (!first.startsWith('"') && !IDENT.test(name))) {
    throw parseError(what, text, 1, `invalid column name "${first.slice(0, 80)}"`);
  }
  const path: ColumnRef['path'] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const op = parts[i] as '->' | '->>';
    const rawKey = parts[i + 1] ?? '';
    if (!rawKey) throw parseError(what, text, text.length, 'unexpected end of input expecting a json key');
    const key = /^-?\d+$/.test(rawKey) ? Number(rawKey) : rawKey.length >= 2 && rawKey.startsWith('"') && rawKey.endsWith('"') ? rawKey.slice(1, -1) : rawKey;
    path.push({ op, key });
  }
  return { name, path };
}

const OPS = new Set([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]);
const FTS_OPS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** `[not.]op[(modifier)].value` as in `?col=not.eq.5` or `fts(english).term`. */
export function parseOpValue(col: ColumnRef, text: string): Filter {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const m = dot < 0 ? null : /^([a-z]+)(?:\(([A-Za-z_]+)\))?$/.exec(rest.slice(0, dot));
  if (!m || !OPS.has(m[1]!)) throw parseError('filter', text, negate ? 5 : 1, `unknown operator or missing value in "${text.slice(0, 80)}"`);
  const op = m[1]!;
  const f: Filter = { kind: 'op', col, negate, op, value: rest.slice(dot + 1) };
  if (m[2]) {
    if (FTS_OPS.has(op) && IDENT.test(m[2])) f.config = m[2];
    else if (!FTS_OPS.has(op) && (m[2] === 'any' || m[2] === 'all')) f.modifier = m[2];
    else throw parseError('filter', text, 1, `unexpected modifier "${m[2]}"`);
  }
  return f;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Filter {
  const c = new Cursor(text, 'logic tree');
  const tree = logicTree(c, op, negate, 0);
  if (!c.done) c.fail('end of input');
  return tree;
}

function logicTree(c: Cursor, op: 'and' | 'or', negate: boolean, depth: number): Filter {
  c.depthCheck(depth);
  c.expect('(');
  const children: Filter[] = [];
  if (c.peek() !== ')') {
    do children.push(logicItem(c, depth)); while (c.eat(','));
  }
  c.expect(')');
  return { kind: 'logic', op, negate, children };
}

function logicItem(c: Cursor, depth: number): Filter {
  const start = c.pos;
  const neg = c.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (c.startsWith(`${op}(`)) {
      c.pos += op.length;
      return logicTree(c, op, neg, depth + 1);
    }
  }
  c.pos = start;
  // field (with a JSON path; dots only inside quotes) up to the first dot
  let fieldEnd = c.pos;
  let quoted = false;
  while (fieldEnd < c.text.length) {
    const ch = c.text[fieldEnd]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '.' || ch === ',' || ch === '(' || ch === ')')) break;
    fieldEnd++;
  }
  if (c.text[fieldEnd] !== '.' || fieldEnd === c.pos) {
    c.pos = fieldEnd;
    c.fail('"." after a field name');
  }
  const col = parseColumnRef(c.text.slice(c.pos, fieldEnd), 'logic tree');
  c.pos = fieldEnd + 1;
  const valueStart = c.pos;
  scanValue(c);
  return parseOpValue(col, c.text.slice(valueStart, c.pos));
}

/** Skips `op.value` inside a logic tree: up to a `,` or `)` outside quotes and brackets. */
function scanValue(c: Cursor): void {
  let depth = 0;
  let quoted = false;
  const t = c.text;
  let i = c.pos;
  for (; i < t.length; i++) {
    const ch = t[i]!;
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      if (depth === 0) break;
      depth--;
    } else if (ch === ',' && depth === 0) break;
  }
  c.pos = i;
}

/** Splits on commas outside double quotes (backslash escapes inside quotes). */
function splitCommas(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '\\') i++;
    else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

export function parseOrder(text: string): OrderTerm[] {
  return splitCommas(text).map((term) => {
    const parts = term.split('.');
    let desc = false;
    let nulls: OrderTerm['nulls'];
    while (parts.length > 1) {
      const last = parts[parts.length - 1];
      if (last === 'asc' || last === 'desc') desc = last === 'desc';
      else if (last === 'nullsfirst') nulls = 'first';
      else if (last === 'nullslast') nulls = 'last';
      else break;
      parts.pop();
    }
    if (parts.length !== 1) throw parseError('order', text, 1, `unexpected "${term.slice(0, 80)}" expecting column.asc|desc[.nullsfirst|nullslast]`);
    return { col: parseColumnRef(parts[0]!, 'order'), desc, nulls };
  });
}

/** `(a,"b,c",d)` or `{a,b}` into values. */
export function parseList(text: string): string[] {
  const t = text.trim();
  if (!((t.startsWith('(') && t.endsWith(')')) || (t.startsWith('{') && t.endsWith('}')))) {
    throw parseError('filter', text, 1, 'expecting a list in parentheses: (a,b,c)');
  }
  const inner = t.slice(1, -1);
  if (inner === '') return [];
  return splitCommas(inner).map((v) => (v.startsWith('"') && v.endsWith('"') && v.length >= 2 ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v));
}

export function parseNonNegInt(text: string, what: string): number {
  if (!/^\d{1,12}$/.test(text)) throw parseError(what, text, 1, 'expecting a non-negative integer');
  return Number(text);
}
