import type pg from 'pg';

export type Column = {
  name: string;
  type: string; // format_type(), e.g. 'timestamp with time zone'
  typname: string; // pg_type.typname, e.g. 'timestamptz', '_text'
  category: string; // pg_type.typcategory: 'A' array, 'U' user/json, 'S' string, 'N' numeric ...
  notNull: boolean;
  hasDefault: boolean;
  /** the default as PostgREST's schema cache holds it (an identity `by default` is its nextval), for missing=default */
  defaultSql: string | null;
  generated: boolean;
};
export type Relation = {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  pk: string[];
};
export type ForeignKey = { name: string; from: string; fromCols: string[]; to: string; toCols: string[] };
export type RpcFunction = {
  name: string;
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  returnType: string;
  returnKind: 'void' | 'scalar' | 'row';
  returnRelation: string | null; // the table a row-returning function returns, for embedding
  args: { name: string; type: string; category: string; hasDefault: boolean }[];
  /** the relation whose row is the only argument: a computed field of that relation (`select=*,fn`) */
  rowArgOf: string | null;
};
export type SchemaCache = {
  schema: string;
  relations: Map<string, Relation>;
  fks: ForeignKey[];
  functions: Map<string, RpcFunction[]>;
};

const RELATIONS_SQL = `
select c.relname as name, c.relkind as kind,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'typname', t.typname, 'category', t.typcategory, 'notNull', a.attnotnull,
      'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '', 'generated', a.attgenerated <> '',
      'defaultSql', case
        when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
        when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(c.oid::regclass::text, a.attname))
        when a.attgenerated <> '' then null
        else pg_get_expr(ad.adbin, ad.adrelid) end)
      order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisprimary), '[]') as pk,
  coalesce((select json_agg(distinct d.refobjid::regclass::text)
    from pg_rewrite r join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
    where r.ev_class = c.oid and d.refobjid <> c.oid and d.refclassid = 'pg_class'::regclass), '[]') as bases
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`;

const FKS_SQL = `
select con.conname as name, cl.relname as "from", fl.relname as "to",
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as "fromCols",
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "toCols"
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid join pg_namespace n on n.oid = cl.relnamespace
join pg_class fl on fl.oid = con.confrelid join pg_namespace fn on fn.oid = fl.relnamespace
where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1`;

const FUNCTIONS_SQL = `
select p.proname as name, p.provolatile as volatility, p.proretset as "returnsSet",
  format_type(p.prorettype, null) as "returnType", rt.typname as "retTypname", rt.typrelid <> 0 as "retComposite",
  rc.relname as "retRelname", rn.nspname as "retRelSchema",
  p.pronargs as nargs, p.pronargdefaults as ndefaults,
  coalesce(p.proargnames, '{}') as argnames, coalesce(p.proargmodes::text[], '{}') as argmodes,
  array(select format_type(x, null) from unnest(p.proargtypes) x) as argtypes,
  -- with ordinality: a join does not keep unnest's order, and a category must stay with its argument
  array(select tt.typcategory::text from unnest(p.proargtypes) with ordinality x(oid, o)
        join pg_type tt on tt.oid = x.oid order by x.o) as argcats,
  (select ac.relname from pg_type at join pg_class ac on ac.oid = at.typrelid
    where p.pronargs = 1 and at.oid = p.proargtypes[0] and ac.relnamespace = n.oid) as "rowArgOf"
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
left join pg_class rc on rc.oid = rt.typrelid left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = $1 and p.prokind = 'f'`;

type RelRow = { name: string; kind: string; columns: Column[]; pk: string[]; bases: string[] };
type FnRow = {
  name: string; volatility: 'i' | 's' | 'v'; returnsSet: boolean; returnType: string; retTypname: string;
  retComposite: boolean; retRelname: string | null; retRelSchema: string | null; nargs: number; ndefaults: number;
  argnames: string[]; argmodes: string[]; argtypes: string[]; argcats: string[]; rowArgOf: string | null;
};

export async function loadSchema(db: pg.Pool | pg.Client, schema = 'public'): Promise<SchemaCache> {
  const [rels, fks, fns] = await Promise.all([
    db.query<RelRow>(RELATIONS_SQL, [schema]),
    db.query<ForeignKey>(FKS_SQL, [schema]),
    db.query<FnRow>(FUNCTIONS_SQL, [schema]),
  ]);
  const relations = new Map<string, Relation>();
  for (const r of rels.rows) {
    relations.set(r.name, {
      schema,
      name: r.name,
      kind: r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
      columns: new Map(r.columns.map((c) => [c.name, c])),
      pk: r.pk,
    });
  }
  const allFks = [...fks.rows];
  // A view exposes its base table's foreign keys on the columns it keeps under the same name.
  for (const r of rels.rows) {
    const view = relations.get(r.name);
    if (!view || view.kind !== 'view') continue;
    for (const base of r.bases.map((b) => (b.startsWith(`${schema}.`) ? b.slice(schema.length + 1) : b).replace(/^"|"$/g, ''))) {
      for (const fk of fks.rows) {
        if (fk.from === base && fk.fromCols.every((c) => view.columns.has(c)))
          allFks.push({ ...fk, from: view.name });
        if (fk.to === base && fk.toCols.every((c) => view.columns.has(c))) allFks.push({ ...fk, to: view.name });
      }
    }
  }
  const functions = new Map<string, RpcFunction[]>();
  for (const f of fns.rows) {
    const args: RpcFunction['args'] = [];
    let inIndex = 0;
    const total = f.argmodes.length ? f.argmodes.length : f.nargs;
    for (let i = 0; i < total; i++) {
      const mode = f.argmodes[i] ?? 'i';
      if (mode !== 'i' && mode !== 'b' && mode !== 'v') continue;
      args.push({
        name: f.argnames[i] ?? '',
        type: f.argtypes[inIndex] ?? 'text',
        category: f.argcats[inIndex] ?? 'S',
        hasDefault: inIndex >= f.nargs - f.ndefaults,
      });
      inIndex++;
    }
    const row = f.retComposite || f.retTypname === 'record';
    const fn: RpcFunction = {
      name: f.name,
      volatility: f.volatility,
      returnsSet: f.returnsSet,
      returnType: f.returnType,
      returnKind: f.retTypname === 'void' ? 'void' : row ? 'row' : 'scalar',
      returnRelation: f.retRelSchema === schema ? f.retRelname : null,
      args,
      rowArgOf: f.rowArgOf && !f.returnsSet && f.retTypname !== 'void' ? f.rowArgOf : null,
    };
    functions.set(f.name, [...(functions.get(f.name) ?? []), fn]);
  }
  return { schema, relations, fks: allFks, functions };
}
