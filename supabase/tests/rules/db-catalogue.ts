// What the live database enforces, read from its catalogue: the pt-BR messages its functions raise
// and the columns of its tables. Read from the migrated test database (not from schema.sql), so a
// rule or a column added by any later migration is seen at once.
import type pg from 'pg';

/** A refusal the database raises: its pt-BR message ('%' where a value goes) and the functions raising it. */
export type RaisedMessage = { message: string; functions: string[] };

/** A pt-BR sentence as a literal: a capital letter, then at least one space. */
const SENTENCE = /^[A-ZÁÉÍÓÚÂÊÔÃÕÇ][^']*\s[^']*$/;

/**
 * Every message raised by a function of schema public: `raise exception 'text'`, and, where a
 * function raises a computed text (`raise exception '%', …`) or returns one to be raised (the
 * `*_error` functions), the pt-BR sentences it may compute.
 */
export async function raisedMessages(pool: pg.Pool): Promise<RaisedMessage[]> {
  const { rows } = await pool.query<{ name: string; src: string }>(
    `select p.proname as name, p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prolang in (select oid from pg_language where lanname in ('plpgsql', 'sql'))`);
  const found = new Map<string, Set<string>>();
  const add = (message: string, fn: string) => (found.get(message) ?? found.set(message, new Set()).get(message)!).add(fn);
  for (const { name, src } of rows) {
    for (const m of src.matchAll(/raise\s+exception\s+'((?:[^']|'')*)'/gi)) {
      if (m[1] !== '%') add(m[1]!.replace(/''/g, "'"), name);
    }
    const computes = /raise\s+exception\s+'%'\s*,/i.test(src) || name.endsWith('_error');
    if (computes) {
      for (const m of src.matchAll(/\b(?:then|else|return)\s+'((?:[^']|'')*)'/gi)) {
        const text = m[1]!.replace(/''/g, "'");
        if (SENTENCE.test(text)) add(text, name);
      }
    }
  }
  return [...found].map(([message, fns]) => ({ message, functions: [...fns].sort() })).sort((a, b) => a.message.localeCompare(b.message));
}

/** A column of a table or view of schema public, and whether the client roles may select it. */
export type CatalogueColumn = { table: string; column: string; anonSelect: boolean; authSelect: boolean; isView: boolean };

export async function publicColumns(pool: pg.Pool): Promise<CatalogueColumn[]> {
  const { rows } = await pool.query<CatalogueColumn>(
    `select c.table_name as "table", c.column_name as "column", t.table_type = 'VIEW' as "isView",
       has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'SELECT') as "anonSelect",
       has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'SELECT') as "authSelect"
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type in ('BASE TABLE', 'VIEW')
     order by c.table_name, c.ordinal_position`);
  return rows;
}
