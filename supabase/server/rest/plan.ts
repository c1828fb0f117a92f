import type { ForeignKey, Relation, SchemaCache } from '../db/schema.js';
import { qi } from '../db/sql.js';
import { pgrstError } from '../http/errors.js';
import { PGRST } from './codes.js';
import {
  parseColumnRef, parseLogic, parseNonNegInt, parseOpValue, parseOrder, parseSelect,
  type Filter, type OrderTerm, type SelectItem,
} from './parse.js';

/**
 * Plan: turns the parsed request into a tree of relations (root, embeds, filters, order, paging)
 * resolved against the schema cache. query.ts turns the tree into SQL.
 */

export const tableSql = (rel: Relation): string => `${qi(rel.schema)}.${qi(rel.name)}`;

type Join = {
  kind: 'one' | 'many';
  /** pairs of [child column, parent column] */
  pairs: [string, string][];
  /** many-to-many through a junction table */
  through?: { rel: Relation; childPairs: [string, string][]; parentPairs: [string, string][] };
};

export type ReadNode = {
  cache: SchemaCache;
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

export type PlanOptions = { aggregates: boolean };

export class Planner {
  private seq = 0;
  constructor(
    readonly cache: SchemaCache,
    readonly options: PlanOptions = { aggregates: false },
  ) {}

  relation(name: string): Relation {
    const rel = this.cache.relations.get(name);
    if (!rel)
      throw pgrstError(404, PGRST.NO_RELATION, `Could not find the table '${this.cache.schema}.${name}' in the schema cache`, null, null);
    return rel;
  }

  tableSql(rel: Relation): string {
    return tableSql(rel);
  }

  /** Builds the tree of the request: the root relation, its select, embeds, filters, order and paging. */
  plan(root: { rel: Relation | null; relName: string; fromSql: string }, query: QueryParams, withSelect = true): ReadNode {
    const node: ReadNode = {
      cache: this.cache,
      ...root,
      alias: `t${this.seq++}`,
      select: withSelect ? parseSelect(one(query.select)) : [],
      filters: [],
      order: [],
      children: [],
    };
    this.attachChildren(node);
    this.checkAggregates(node);
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
        cache: this.cache,
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

  /** PostgREST refuses `count()` and `col.sum()` unless db-aggregates-enabled is on. */
  private checkAggregates(node: ReadNode): void {
    if (this.options.aggregates) return;
    const uses = (n: ReadNode): boolean =>
      n.select.some((i) => (i.kind === 'col' && !!i.aggregate) || (i.kind === 'count' && !(n as EmbedNode).countOnly)) || n.children.some(uses);
    if (uses(node)) throw pgrstError(400, PGRST.AGGREGATES_DISABLED, 'Use of aggregate functions is not allowed', null, null);
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
        throw pgrstError(400, PGRST.NOT_EMBEDDED, `'${seg}' is not an embedded resource in this request`, null,
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
      throw pgrstError(400, PGRST.NO_RELATIONSHIP, `Could not find a relationship between '${p}' and '${name}' in the schema cache`,
        `Searched for a foreign key relationship between '${p}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${this.cache.schema}', but no matches were found.`, null);
    }
    throw pgrstError(300, PGRST.AMBIGUOUS_EMBED, `Could not embed because more than one relationship was found for '${p}' and '${name}'`,
      cands.map((c) => ({ cardinality: c.desc, embedding: `${p} with ${c.rel.name}`, relationship: `${c.fk.name} using ${c.fk.from}(${c.fk.fromCols.join(', ')}) and ${c.fk.to}(${c.fk.toCols.join(', ')})` })),
      `Try changing '${name}' to one of the following: ${cands.map((c) => `'${name}!${c.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`);
  }
}

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[v.length - 1] : v;
}
