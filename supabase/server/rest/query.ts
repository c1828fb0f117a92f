import type { Column, RpcFunction, SchemaCache } from '../db/schema.js';
import { pgrstError } from '../http/errors.js';
import { parseError, SQLSTATE } from './codes.js';
import { parseList, type ColumnRef, type Filter, type SelectItem } from './parse.js';
import { qi } from '../db/sql.js';
import { boundedSql, shapedSql, type BodyFormat } from './body-sql.js';
import { Planner, type EmbedNode, type PlanOptions, type QueryParams, type ReadNode } from './plan.js';

/**
 * Query: turns a planned tree into one SQL statement. Every value is a bound parameter; names are
 * quoted identifiers checked against the schema cache.
 */

export class Params {
  readonly values: unknown[] = [];
  /** `maxBodyBytes`: the largest body a statement may answer (larger fails it with 54000, see `boundedSql`) */
  constructor(readonly maxBodyBytes: number | null = null) {}
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

type Resolved = { kind: 'column'; col: Column | undefined } | { kind: 'computed'; fn: RpcFunction };

/** A column of the node's relation, or a computed field (a function taking the row); columns win, as in PostgREST. */
function resolve(node: ReadNode, name: string): Resolved {
  if (!node.rel) return { kind: 'column', col: undefined };
  const c = node.rel.columns.get(name);
  if (c) return { kind: 'column', col: c };
  const fn = node.cache.functions.get(name)?.find((f) => f.rowArgOf === node.rel!.name);
  if (fn) return { kind: 'computed', fn };
  throw pgrstError(400, SQLSTATE.UNDEFINED_COLUMN, `column ${node.relName}.${name} does not exist`, null, null);
}

export function column(node: ReadNode, name: string): Column | undefined {
  const r = resolve(node, name);
  return r.kind === 'column' ? r.col : undefined;
}

const computedSql = (node: ReadNode, fn: RpcFunction): string => `${qi(node.cache.schema)}.${qi(fn.name)}(${node.alias})`;

/**
 * `materialized`: the node's alias names the page subquery (or the mutation's RETURNING), where a
 * computed field was already evaluated under its own name, rather than the relation itself.
 */
export function colExpr(node: ReadNode, ref: ColumnRef, params: Params, materialized = false): string {
  const r = resolve(node, ref.name);
  let sql = r.kind === 'computed' && !materialized ? computedSql(node, r.fn) : `${node.alias}.${qi(ref.name)}`;
  for (const step of ref.path) {
    sql += typeof step.key === 'number' ? `${step.op}${params.add(step.key)}::int` : `${step.op}${params.add(step.key)}::text`;
  }
  return sql;
}

const CMP: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
// PostgREST: nxr = "does not extend to the right of" (&<), nxl = "does not extend to the left of" (&>)
const RANGE: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
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
    if (!kw) throw parseError('filter', `is.${v}`, 4, `unexpected "${v}" expecting null or trilean value (unknown, true, false)`);
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

function orderSql(node: ReadNode, params: Params, materialized = false): string {
  if (!node.order.length) return '';
  return ` ORDER BY ${node.order
    .map((o) => `${colExpr(node, o.col, params, materialized)} ${o.desc ? 'DESC' : 'ASC'}${o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : ''}`)
    .join(', ')}`;
}

function pagingSql(node: ReadNode, params: Params): string {
  return `${node.limit !== undefined ? ` LIMIT ${params.add(node.limit)}` : ''}${node.offset ? ` OFFSET ${params.add(node.offset)}` : ''}`;
}

const isAggregate = (item: SelectItem): boolean => (item.kind === 'col' && !!item.aggregate) || item.kind === 'count';
const hasAggregates = (node: ReadNode): boolean => !(node as EmbedNode).countOnly && node.select.some(isAggregate);

/** PostgREST's automatic GROUP BY: every selected column that is not aggregated. */
function groupBySql(node: ReadNode, params: Params): string {
  if (!hasAggregates(node)) return '';
  const keys = node.select.filter((i): i is SelectItem & { kind: 'col' } => i.kind === 'col' && !i.aggregate).map((i) => colExpr(node, i.col, params));
  return keys.length ? ` GROUP BY ${keys.join(', ')}` : '';
}

export function projectionSql(node: ReadNode, params: Params, materialized = false): string {
  const out: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') out.push(`${node.alias}.*`);
    else if (item.kind === 'col') {
      let expr = colExpr(node, item.col, params, materialized);
      if (item.cast) expr = `(${expr})::${item.cast}`;
      if (item.aggregate) {
        expr = `${item.aggregate}(${expr})`;
        if (item.aggregateCast) expr = `(${expr})::${item.aggregateCast}`;
      }
      const last = item.col.path[item.col.path.length - 1];
      out.push(`${expr} AS ${qi(item.alias ?? item.aggregate ?? (last ? String(last.key) : item.col.name))}`);
    } else if (item.kind === 'count') {
      out.push(`${item.cast ? `count(*)::${item.cast}` : 'count(*)'} AS ${qi(item.alias ?? 'count')}`);
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
  const inner = `SELECT ${projectionSql(child, params)} FROM ${child.fromSql} ${child.alias} WHERE ${where}${groupBySql(child, params)}${orderSql(child, params)}`;
  if (child.join.kind === 'one') return `(SELECT row_to_json(${e}) FROM (${inner} LIMIT 1) ${e})`;
  return `(SELECT coalesce(json_agg(${e}), '[]'::json) FROM (${inner}${pagingSql(child, params)}) ${e})`;
}

/** Computed fields the node's projection or order reads: evaluated once in the page, under their own name. */
function computedUsed(node: ReadNode): RpcFunction[] {
  if (!node.rel) return [];
  const names = new Set<string>();
  for (const item of node.select) if (item.kind === 'col') names.add(item.col.name);
  for (const o of node.order) names.add(o.col.name);
  const out: RpcFunction[] = [];
  for (const n of names) {
    const r = resolve(node, n);
    if (r.kind === 'computed') out.push(r.fn);
  }
  return out;
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
  const computed = computedUsed(node).map((fn) => `${computedSql(node, fn)} AS ${qi(fn.name)}`);
  const base = cols === null ? [`${node.alias}.*`] : cols.map((c) => `${node.alias}.${qi(c)}`);
  const all = [...base, ...computed];
  return all.length ? all.join(', ') : 'NULL AS "_"';
}

/** PostgREST's count query: the rows (or groups) the filters keep, without paging. */
export function countSourceSql(node: ReadNode, params: Params): string {
  const where = whereSql(node, params);
  return `SELECT 1 FROM ${node.fromSql} ${node.alias}${where ? ` WHERE ${where}` : ''}${groupBySql(node, params)}`;
}

/** What a read counts: nothing, every row, or at most `upTo` rows (count=estimated stops past db-max-rows). */
export type CountMode = 'none' | 'exact' | { upTo: number };

/** One statement that answers a read: total (when asked), rows in the page, and the body. */
export function readSql(node: ReadNode, params: Params, count: CountMode, format: BodyFormat = 'json'): string {
  const total = count === 'none' ? 'NULL'
    : `(SELECT count(*) FROM (${countSourceSql(node, params)}${count === 'exact' ? '' : ` LIMIT ${params.add(count.upTo)}`}) _g)`;
  const where = whereSql(node, params);
  const w = where ? ` WHERE ${where}` : '';
  let src: string;
  if (hasAggregates(node)) {
    // aggregates group the filtered rows; limit and offset then page the groups
    src = `SELECT ${projectionSql(node, params)} FROM ${node.fromSql} ${node.alias}${w}${groupBySql(node, params)}${orderSql(node, params)}${pagingSql(node, params)}`;
  } else {
    const page = `SELECT ${columnListSql(node)} FROM ${node.fromSql} ${node.alias}${w}${orderSql(node, params)}${pagingSql(node, params)}`;
    src = `SELECT ${projectionSql(node, params, true)} FROM (${page}) ${node.alias}${orderSql(node, params, true)}`;
  }
  return shapedSql(src, format, `${total}::bigint AS total, `, params);
}

export type RpcPlan = { sql: string; node: ReadNode | null };

/** `SELECT … FROM fn(args)`: scalars as JSON, sets and rows shaped like a table read. */
export function rpcSql(cache: SchemaCache, options: PlanOptions, fn: RpcFunction, call: string, query: QueryParams, params: Params, withCount: boolean, format: BodyFormat): RpcPlan {
  if (fn.returnKind === 'void') return { sql: `SELECT NULL::bigint AS total, 1 AS n, ${call}::text AS body`, node: null };
  if (fn.returnKind === 'scalar') {
    const hasShape = Object.keys(query).some((k) => k !== 'columns');
    if (!fn.returnsSet || !hasShape) {
      if (!fn.returnsSet) return { sql: `SELECT ${withCount ? '1' : 'NULL'}::bigint AS total, 1 AS n, ${boundedSql(`to_json(${call})::text`, params)} AS body`, node: null };
      const total = withCount ? 'count(*)' : 'NULL';
      return { sql: `SELECT ${total}::bigint AS total, count(*)::int AS n, ${boundedSql(`coalesce(json_agg(_v), '[]'::json)::text`, params)} AS body FROM ${call} _v`, node: null };
    }
  }
  const planner = new Planner(cache, options);
  const rel = fn.returnRelation ? cache.relations.get(fn.returnRelation) ?? null : null;
  const node = planner.plan({ rel, relName: rel?.name ?? fn.name, fromSql: call }, query);
  return { sql: readSql(node, params, withCount ? 'exact' : 'none', format), node };
}
