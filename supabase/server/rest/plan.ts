import type { Column, ForeignKey, Relation, SchemaCache } from '../db/schema.js';
import { pgrstError } from '../http/errors.js';
import {
  parseColumnRef, parseList, parseLogic, parseNonNegInt, parseOpValue, parseOrder, parseSelect,
  type ColumnRef, type Filter, type OrderTerm, type SelectItem,
} from './parse.js';

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export const qi = (name: string): string => `"${name.replace(/"/g, '""')}"`;

type Join = {
  kind: 'one' | 'many';
  /** pairs of [child column, parent column] */
  pairs: [string, string][];
  /** many-to-many through a junction table */
  through?: { rel: Relation; childPairs: [string, string][]; parentPairs: [string, string][] };
};

export type ReadNode = {
  rel: Relation | null; // null: a function's result whose columns are not known ahead
  relName: string;
  fromSql: string;
  alias: string;
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  children: EmbedNode[];
};
export type EmbedNode = ReadNode & { key: string; join: Join; inner: boolean; spread: boolean; hidden: boolean; countOnly: boolean };

export type QueryParams = Record<string, string | string[] | undefined>;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

export class Planner {
  private seq = 0;
  constructor(readonly cache: SchemaCache) {}

  relation(name: string): Relation {
    const rel = this.cache.relations.get(name);
    if (!rel)
      throw pgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null);
    return rel;
  }

  tableSql(rel: Relation): string {
    return `${qi(rel.schema)}.${qi(rel.name)}`;
  }

  /** Builds the tree of the request: the root relation, its select, embeds, filters, order and paging. */
  plan(root: { rel: Relation | null; relName: string; fromSql: string }, query: QueryParams, withSelect = true): ReadNode {
    const node: ReadNode = {
      ...root,
      alias: `t${this.seq++}`,
      select: withSelect ? parseSelect(one(query.select)) : [],
      filters: [],
      order: [],
      children: [],
    };
    this.attachChildren(node);
    for (const [key, raw] of Object.entries(query)) {
      if (raw === undefined) continue;
      for (const value of Array.isArray(raw) ? raw : [raw]) this.applyParam(node, key, value);
    }
    return node;
  }

  private attachChildren(node: ReadNode): void {
    for (const item of node.select) {
      if (item.kind !== 'embed') continue;
      const { rel, join } = this.resolveEmbed(node, item.name, item.hint);
      const only = item.select.length === 1 ? item.select[0]! : null;
      const countOnly = !!only && (only.kind === 'count' || (only.kind === 'col' && only.col.name === 'count' && !only.col.path.length && !rel.columns.has('count')));
      const child: EmbedNode = {
        rel,
        relName: rel.name,
        fromSql: this.tableSql(rel),
        alias: `t${this.seq++}`,
        select: item.select,
        filters: [],
        order: [],
        children: [],
        key: item.alias ?? item.name,
        join,
        inner: item.inner,
        spread: item.spread,
        hidden: item.select.length === 0,
        countOnly,
      };
      if (!countOnly) this.attachChildren(child);
      node.children.push(child);
    }
  }

  private applyParam(root: ReadNode, key: string, value: string): void {
    if (RESERVED.has(key)) {
      if (key === 'order') root.order = parseOrder(value);
      else if (key === 'limit') root.limit = parseNonNegInt(value, 'limit');
      else if (key === 'offset') root.offset = parseNonNegInt(value, 'offset');
      return;
    }
    const segments = key.split('.');
    let field = segments.pop()!;
    let negate = false;
    // `not.or=(...)` arrives as key `not.or`
    if (segments[segments.length - 1] === 'not' && (field === 'or' || field === 'and')) {
      segments.pop();
      negate = true;
    }
    let node = root;
    for (const seg of segments) {
      const next = node.children.find((c) => c.key === seg || c.relName === seg);
      if (!next) {
        throw pgrstError(400, 'PGRST108', `'${seg}' is not an embedded resource in this request`, null,
          `Verify that '${seg}' is included in the 'select' query parameter.`);
      }
      node = next;
    }
    if (field === 'or' || field === 'and') {
      node.filters.push(parseLogic(field, negate, value));
      return;
    }
    if (segments.length > 0 && (field === 'order' || field === 'limit' || field === 'offset')) {
      if (field === 'order') node.order = parseOrder(value);
      else if (field === 'limit') node.limit = parseNonNegInt(value, 'limit');
      else node.offset = parseNonNegInt(value, 'offset');
      return;
    }
    // `?embed=not.is.null` filters parents by the presence of an embedded row
    const embedded = node.children.find((c) => c.key === field);
    if (embedded && (value === 'is.null' || value === 'not.is.null')) {
      node.filters.push({ kind: 'op', col: { name: `\u0000embed:${embedded.alias}`, path: [] }, negate: value === 'not.is.null', op: 'is', value: 'null' });
      return;
    }
    field = field.trim();
    node.filters.push(parseOpValue(parseColumnRef(field), value));
  }

  /** Finds the foreign key that links `parent` to the embedded `name`, as PostgREST does. */
  private resolveEmbed(parent: ReadNode, name: string, hint?: string): { rel: Relation; join: Join } {
    type Cand = { rel: Relation; join: Join; fk: ForeignKey; desc: string };
    const cands: Cand[] = [];
    const p = parent.relName;
    const fks = this.cache.fks;
    const matchesHint = (fk: ForeignKey, side: 'from' | 'to' | 'both'): boolean => {
      if (!hint) return true;
      if (fk.name === hint) return true;
      const cols = side === 'from' ? fk.fromCols : side === 'to' ? fk.toCols : [...fk.fromCols, ...fk.toCols];
      return cols.length === 1 && cols[0] === hint;
    };
    for (const fk of fks) {
      // to-one: parent holds the key (by table name, fk column name or constraint name)
      if (fk.from === p && (fk.to === name || fk.name === name || (fk.fromCols.length === 1 && fk.fromCols[0] === name))) {
        if (matchesHint(fk, 'from')) {
          const rel = this.cache.relations.get(fk.to);
          if (rel) cands.push({ rel, fk, desc: 'many-to-one', join: { kind: 'one', pairs: fk.fromCols.map((c, i) => [fk.toCols[i]!, c]) } });
        }
      }
      // to-many: the embedded table holds the key
      if (fk.to === p && (fk.from === name || fk.name === name)) {
        if (matchesHint(fk, 'from')) {
          const rel = this.cache.relations.get(fk.from);
          if (rel) {
            const isOne = rel.pk.length > 0 && rel.pk.length === fk.fromCols.length && rel.pk.every((c) => fk.fromCols.includes(c));
            cands.push({ rel, fk, desc: isOne ? 'one-to-one' : 'one-to-many', join: { kind: isOne ? 'one' : 'many', pairs: fk.fromCols.map((c, i) => [c, fk.toCols[i]!]) } });
          }
        }
      }
    }
    {
      // many-to-many through a junction table whose primary key holds keys to both sides (PostgREST's rule)
      const target = this.cache.relations.get(name);
      if (target) {
        for (const a of fks) {
          if (a.to !== p) continue;
          for (const b of fks) {
            if (b === a || b.from !== a.from || b.to !== name) continue;
            const junction = this.cache.relations.get(a.from);
            if (!junction || (hint && hint !== junction.name)) continue;
            if (![...a.fromCols, ...b.fromCols].every((c) => junction.pk.includes(c))) continue;
            cands.push({
              rel: target, fk: b, desc: 'many-to-many',
              join: { kind: 'many', pairs: [], through: { rel: junction, parentPairs: a.fromCols.map((c, i) => [c, a.toCols[i]!]), childPairs: b.fromCols.map((c, i) => [c, b.toCols[i]!]) } },
            });
          }
        }
      }
    }
    if (cands.length === 1) return cands[0]!;
    if (cands.length === 0) {
      throw pgrstError(400, 'PGRST200', `Could not find a relationship between '${p}' and '${name}' in the schema cache`,
        `Searched for a foreign key relationship between '${p}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`, null);
    }
    throw pgrstError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${p}' and '${name}'`,
      cands.map((c) => ({ cardinality: c.desc, embedding: `${p} with ${c.rel.name}`, relationship: `${c.fk.name} using ${c.fk.from}(${c.fk.fromCols.join(', ')}) and ${c.fk.to}(${c.fk.toCols.join(', ')})` })),
      `Try changing '${name}' to one of the following: ${cands.map((c) => `'${name}!${c.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`);
  }
}

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[v.length - 1] : v;
}

export function column(node: { rel: Relation | null; relName: string }, name: string): Column | undefined {
  if (!node.rel) return undefined;
  const c = node.rel.columns.get(name);
  if (!c) throw pgrstError(400, '42703', `column ${node.relName}.${name} does not exist`, null, null);
  return c;
}

export function colExpr(node: ReadNode, ref: ColumnRef, params: Params): string {
  column(node, ref.name);
  let sql = `${node.alias}.${qi(ref.name)}`;
  for (const step of ref.path) {
    sql += typeof step.key === 'number' ? `${step.op}${params.add(step.key)}::int` : `${step.op}${params.add(step.key)}::text`;
  }
  return sql;
}

const CMP: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const RANGE: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxl: '&<', nxr: '&>', adj: '-|-' };
const FTS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function filterSql(node: ReadNode, f: Filter, params: Params): string {
  if (f.kind === 'logic') {
    const parts = f.children.map((c) => filterSql(node, c, params));
    const body = parts.length ? `(${parts.join(f.op === 'and' ? ' AND ' : ' OR ')})` : f.op === 'and' ? 'true' : 'false';
    return f.negate ? `NOT ${body}` : body;
  }
  if (f.col.name.startsWith('\u0000embed:')) {
    const child = node.children.find((c) => c.alias === f.col.name.slice(7))!;
    const exists = existsSql(node, child, params);
    return f.negate ? exists : `NOT ${exists}`;
  }
  const col = column(node, f.col.name);
  const lhs = colExpr(node, f.col, params);
  const asText = f.col.path.length > 0 || !col || col.category === 'S' ? lhs : `${lhs}::text`;
  let sql: string;
  const v = f.value;
  if (f.op in CMP) {
    const op = CMP[f.op]!;
    sql = f.modifier ? `${lhs} ${op} ${f.modifier.toUpperCase()}(${params.add(parseList(v.startsWith('{') ? v : `{${v}}`))})` : `${lhs} ${op} ${params.add(v)}`;
  } else if (f.op === 'like' || f.op === 'ilike' || f.op === 'match' || f.op === 'imatch') {
    const op = { like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' }[f.op];
    const pat = (s: string) => (f.op === 'like' || f.op === 'ilike' ? s.replace(/\*/g, '%') : s);
    sql = f.modifier
      ? `${asText} ${op} ${f.modifier.toUpperCase()}(${params.add(parseList(v.startsWith('{') ? v : `{${v}}`).map(pat))}::text[])`
      : `${asText} ${op} ${params.add(pat(v))}`;
  } else if (f.op === 'is') {
    const kw = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[v.toLowerCase()];
    if (!kw) throw pgrstError(400, 'PGRST100', '"failed to parse filter (is.' + v + ')"', `unexpected "${v}" expecting null or trilean value (unknown, true, false)`);
    sql = `${lhs} IS ${kw}`;
  } else if (f.op === 'isdistinct') {
    sql = `${lhs} IS DISTINCT FROM ${params.add(v)}`;
  } else if (f.op === 'in') {
    sql = `${lhs} = ANY(${params.add(parseList(v))})`;
  } else if (f.op in RANGE) {
    let val: string = v;
    // PostgREST accepts `ov.(a,b)` for arrays
    if (f.op === 'ov' && col?.category === 'A' && v.startsWith('(')) val = `{${v.slice(1, -1)}}`;
    sql = `${lhs} ${RANGE[f.op]} ${params.add(val)}`;
  } else {
    const fn = FTS[f.op]!;
    const cfg = f.config ? `${params.add(f.config)}::regconfig, ` : '';
    const doc = col?.typname === 'tsvector' ? lhs : `to_tsvector(${cfg}${asText})`;
    sql = `${doc} @@ ${fn}(${cfg}${params.add(v)})`;
  }
  return f.negate ? `NOT (${sql})` : sql;
}

function joinCond(parent: ReadNode, child: EmbedNode): string {
  if (child.join.through) {
    const t = child.join.through;
    const j = `${child.alias}_j`;
    const toParent = t.parentPairs.map(([jc, pc]) => `${j}.${qi(jc)} = ${parent.alias}.${qi(pc)}`);
    const toChild = t.childPairs.map(([jc, cc]) => `${j}.${qi(jc)} = ${child.alias}.${qi(cc)}`);
    return `EXISTS (SELECT 1 FROM ${qi(t.rel.schema)}.${qi(t.rel.name)} ${j} WHERE ${[...toParent, ...toChild].join(' AND ')})`;
  }
  return child.join.pairs.map(([c, p]) => `${child.alias}.${qi(c)} = ${parent.alias}.${qi(p)}`).join(' AND ');
}

export function whereSql(node: ReadNode, params: Params): string {
  const parts = node.filters.map((f) => filterSql(node, f, params));
  for (const child of node.children) if (child.inner) parts.push(existsSql(node, child, params));
  return parts.join(' AND ');
}

function existsSql(parent: ReadNode, child: EmbedNode, params: Params): string {
  const where = [joinCond(parent, child), whereSql(child, params)].filter(Boolean).join(' AND ');
  return `EXISTS (SELECT 1 FROM ${child.fromSql} ${child.alias} WHERE ${where})`;
}

export function orderSql(node: ReadNode, params: Params): string {
  if (!node.order.length) return '';
  return ` ORDER BY ${node.order
    .map((o) => `${colExpr(node, o.col, params)} ${o.desc ? 'DESC' : 'ASC'}${o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : ''}`)
    .join(', ')}`;
}

function pagingSql(node: ReadNode, params: Params): string {
  return `${node.limit !== undefined ? ` LIMIT ${params.add(node.limit)}` : ''}${node.offset ? ` OFFSET ${params.add(node.offset)}` : ''}`;
}

export function projectionSql(node: ReadNode, params: Params): string {
  const out: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') out.push(`${node.alias}.*`);
    else if (item.kind === 'col') {
      let expr = colExpr(node, item.col, params);
      if (item.cast) expr = `(${expr})::${item.cast}`;
      const last = item.col.path[item.col.path.length - 1];
      out.push(`${expr} AS ${qi(item.alias ?? (last ? String(last.key) : item.col.name))}`);
    } else if (item.kind === 'count') {
      // hosted PostgREST leaves aggregates off (db-aggregates-enabled = false)
      throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed', null, null);
    }
  }
  for (const child of node.children) {
    if (child.hidden) continue;
    if (child.spread && child.join.kind === 'one') {
      for (const item of child.select) {
        if (item.kind === 'embed') continue;
        const cols = item.kind === 'star' ? [...(child.rel?.columns.keys() ?? [])].map((n) => ({ expr: `${child.alias}.${qi(n)}`, key: n }))
          : item.kind === 'col' ? [{ expr: colExpr(child, item.col, params), key: item.alias ?? item.col.name }] : [];
        for (const c of cols) out.push(`(SELECT ${c.expr} FROM ${child.fromSql} ${child.alias} WHERE ${joinCond(node, child)} LIMIT 1) AS ${qi(c.key)}`);
      }
      continue;
    }
    out.push(`${embedSql(node, child, params)} AS ${qi(child.key)}`);
  }
  return out.length ? out.join(', ') : `${node.alias}.*`;
}

function embedSql(parent: ReadNode, child: EmbedNode, params: Params): string {
  const where = [joinCond(parent, child), whereSql(child, params)].filter(Boolean).join(' AND ');
  if (child.countOnly) {
    const c = `(SELECT count(*) FROM ${child.fromSql} ${child.alias} WHERE ${where})`;
    return child.join.kind === 'one' ? `json_build_object('count', ${c})` : `json_build_array(json_build_object('count', ${c}))`;
  }
  const e = `_${child.alias}`;
  const inner = `SELECT ${projectionSql(child, params)} FROM ${child.fromSql} ${child.alias} WHERE ${where}${orderSql(child, params)}`;
  if (child.join.kind === 'one') return `(SELECT row_to_json(${e}) FROM (${inner} LIMIT 1) ${e})`;
  return `(SELECT coalesce(json_agg(${e}), '[]'::json) FROM (${inner}${pagingSql(child, params)}) ${e})`;
}

/** The columns a node reads from its relation (null: all), so column privileges apply as in PostgREST. */
export function neededColumns(node: ReadNode): string[] | null {
  if (!node.rel) return null;
  const cols = new Set<string>();
  for (const item of node.select) {
    if (item.kind === 'star') return null;
    if (item.kind === 'col') cols.add(item.col.name);
  }
  for (const child of node.children) {
    if (child.join.through) for (const [, pc] of child.join.through.parentPairs) cols.add(pc);
    for (const [, pc] of child.join.pairs) cols.add(pc);
  }
  for (const o of node.order) cols.add(o.col.name);
  if (cols.size === 0) return node.select.length ? [] : null;
  return [...cols].filter((c) => node.rel!.columns.has(c));
}

export function columnListSql(node: ReadNode): string {
  const cols = neededColumns(node);
  if (cols === null) return `${node.alias}.*`;
  return cols.length ? cols.map((c) => `${node.alias}.${qi(c)}`).join(', ') : 'NULL AS "_"';
}

/** One statement that answers a read: total (when asked), rows in the page, and the JSON body. */
export function readSql(node: ReadNode, params: Params, withCount: boolean): string {
  const where = whereSql(node, params);
  const w = where ? ` WHERE ${where}` : '';
  const order = orderSql(node, params);
  const page = `SELECT ${columnListSql(node)} FROM ${node.fromSql} ${node.alias}${w}${order}${pagingSql(node, params)}`;
  const src = `SELECT ${projectionSql(node, params)} FROM (${page}) ${node.alias}${order}`;
  const total = withCount ? `(SELECT count(*) FROM ${node.fromSql} ${node.alias}${w})` : 'NULL';
  return `SELECT ${total}::bigint AS total, count(*)::int AS n, coalesce(json_agg(_s), '[]'::json)::text AS body FROM (${src}) _s`;
}

/** Shapes rows returned by a mutation (`_m`) with the request's select. */
export function representationSql(node: ReadNode, params: Params): string {
  return `SELECT count(*)::int AS n, coalesce(json_agg(_s), '[]'::json)::text AS body FROM (SELECT ${projectionSql(node, params)} FROM _m ${node.alias}) _s`;
}

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
