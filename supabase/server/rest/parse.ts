import { pgrstError } from '../http/errors.js';

/** A column reference with an optional JSON path: `data->a->>b`. */
export type ColumnRef = { name: string; path: { op: '->' | '->>'; key: string | number }[] };

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'col'; col: ColumnRef; alias?: string; cast?: string }
  | { kind: 'count'; alias?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; spread: boolean; select: SelectItem[] };

export type Filter =
  | { kind: 'op'; col: ColumnRef; negate: boolean; op: string; modifier?: 'any' | 'all'; config?: string; value: string }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export type OrderTerm = { col: ColumnRef; desc: boolean; nulls?: 'first' | 'last' };

const IDENT = /^[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_$\u00C0-\uFFFF]*$/;
const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

function parseFail(what: string, detail: string): never {
  throw pgrstError(400, 'PGRST100', `"failed to parse ${what}"`, detail);
}

/** Splits on `sep` at depth 0, honouring (), {}, [] and double quotes. */
export function splitTop(s: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '"') {
      // a quote opens only at the start of an element and closes only before a separator
      const next = s[i + 1];
      if (!quoted && /(^|[,(){}.:])$/.test(cur)) quoted = true;
      else if (quoted && s[i - 1] !== '\\' && (next === undefined || next === sep || next === ')' || next === '}' || next === '.')) quoted = false;
    }
    if (!quoted) {
      if (ch === '(' || ch === '{' || ch === '[') depth++;
      if (ch === ')' || ch === '}' || ch === ']') depth--;
      if (depth < 0) parseFail('parenthesis', s);
      if (ch === sep && depth === 0) {
        out.push(cur);
        cur = '';
        continue;
      }
    }
    cur += ch;
  }
  if (depth !== 0 || quoted) parseFail('parenthesis', s);
  out.push(cur);
  return out;
}

function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
}

function checkIdent(name: string, what: string): string {
  const n = unquote(name);
  if (!n || n.length > 63 || (!IDENT.test(n) && !(name.startsWith('"') && !n.includes('"') && !n.includes('\u0000')))) parseFail(what, name);
  return n;
}

export function parseColumnRef(text: string): ColumnRef {
  const parts = text.split(/(->>|->)/);
  const name = checkIdent(parts[0] ?? '', 'column');
  const path: ColumnRef['path'] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const op = parts[i] as '->' | '->>';
    const rawKey = parts[i + 1] ?? '';
    if (!rawKey) parseFail('json path', text);
    const key = /^-?\d+$/.test(rawKey) ? Number(rawKey) : unquote(rawKey);
    path.push({ op, key });
  }
  return { name, path };
}

function findAliasColon(s: string): number {
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ':' && s[i + 1] !== ':' && s[i - 1] !== ':') return i;
    if (s[i] === ':' && s[i + 1] === ':') i++;
  }
  return -1;
}

export function parseSelect(raw: string | undefined): SelectItem[] {
  if (raw === undefined || raw === '') return [{ kind: 'star' }];
  // like PostgREST: whitespace outside double quotes carries no meaning
  let text = '';
  let q = false;
  for (const ch of raw) {
    if (ch === '"') q = !q;
    if (!q && /\s/.test(ch)) continue;
    text += ch;
  }
  return splitTop(text).map((item) => parseSelectItem(item, text));
}

function parseSelectItem(item: string, whole: string): SelectItem {
  if (item === '') parseFail('select', whole);
  if (item === '*') return { kind: 'star' };
  const open = item.indexOf('(');
  if (open >= 0 && item.endsWith(')')) {
    let head = item.slice(0, open);
    const inner = item.slice(open + 1, -1);
    const spread = head.startsWith('...');
    if (spread) head = head.slice(3);
    let alias: string | undefined;
    const colon = findAliasColon(head);
    if (colon >= 0) {
      alias = checkIdent(head.slice(0, colon), 'alias');
      head = head.slice(colon + 1);
    }
    if (head === 'count' && inner === '') return { kind: 'count', alias };
    const [nameRaw, ...hints] = head.split('!');
    const name = checkIdent(nameRaw ?? '', 'embedded resource');
    let innerJoin = false;
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner') innerJoin = true;
      else if (h === 'left') innerJoin = false;
      else hint = checkIdent(h, 'hint');
    }
    return { kind: 'embed', name, alias, hint, inner: innerJoin, spread, select: inner === '' ? [] : parseSelect(inner) };
  }
  if (open >= 0) parseFail('select', item);
  let rest = item;
  let alias: string | undefined;
  const colon = findAliasColon(rest);
  if (colon >= 0) {
    alias = checkIdent(rest.slice(0, colon), 'alias');
    rest = rest.slice(colon + 1);
  }
  let cast: string | undefined;
  const castAt = rest.lastIndexOf('::');
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
    if (!CAST.test(cast)) parseFail('cast', item);
  }
  return { kind: 'col', col: parseColumnRef(rest), alias, cast };
}

const OPS = new Set([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]);

/** `[not.]op[(modifier)].value` as in `?col=not.eq.5` or `fts(english).term`. */
export function parseOpValue(col: ColumnRef, text: string): Filter {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) parseFail('filter', text);
  const opPart = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const m = /^([a-z]+)(?:\(([A-Za-z_]+)\))?$/.exec(opPart);
  if (!m || !OPS.has(m[1]!)) parseFail('filter', text);
  const op = m[1]!;
  const f: Filter = { kind: 'op', col, negate, op, value };
  if (m[2]) {
    if (['fts', 'plfts', 'phfts', 'wfts'].includes(op)) f.config = checkIdent(m[2], 'fts config');
    else if (m[2] === 'any' || m[2] === 'all') f.modifier = m[2];
    else parseFail('filter', text);
  }
  return f;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Filter {
  if (!text.startsWith('(') || !text.endsWith(')')) parseFail('logic tree', text);
  const children = splitTop(text.slice(1, -1)).map((part): Filter => {
    const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (m) return parseLogic(m[2] as 'and' | 'or', !!m[1], m[3]!);
    // field.op.value, where the field may carry a JSON path with dots inside quotes only
    const dot = part.indexOf('.');
    if (dot <= 0) parseFail('logic tree', part);
    return parseOpValue(parseColumnRef(part.slice(0, dot)), part.slice(dot + 1));
  });
  return { kind: 'logic', op, negate, children };
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTop(text).map((term) => {
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
    if (parts.length !== 1) parseFail('order', term);
    return { col: parseColumnRef(parts[0]!), desc, nulls };
  });
}

/** `(a,"b,c",d)` or `{a,b}` into values. */
export function parseList(text: string): string[] {
  const t = text.trim();
  if (!((t.startsWith('(') && t.endsWith(')')) || (t.startsWith('{') && t.endsWith('}')))) parseFail('list', text);
  const inner = t.slice(1, -1);
  if (inner === '') return [];
  return splitTop(inner).map((v) => (v.startsWith('"') && v.endsWith('"') && v.length >= 2 ? v.slice(1, -1).replace(/\\"/g, '"') : v));
}

export function parseNonNegInt(text: string, what: string): number {
  if (!/^\d{1,12}$/.test(text)) parseFail(what, text);
  return Number(text);
}
