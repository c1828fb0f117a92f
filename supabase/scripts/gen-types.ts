/**
 * Generates the supabase-js `Database` type from the live schema (like `supabase gen types typescript`)
 * into libs/supabase/src/database.types.ts.
 *
 * Usage: DATABASE_URL=postgres://… tsx scripts/gen-types.ts   (a migrated database)
 *        tsx scripts/gen-types.ts                              (starts a throwaway local database)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generatedFromLine, TYPES_FILE } from './fingerprint.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = TYPES_FILE;
const SCHEMA = 'public';

// json-returning RPCs whose shape the SQL type cannot express (kept in step with CONTRACT.md).
const JSON_RETURNS: Record<string, string> = {
  get_my_profile: `Database['public']['Tables']['profiles']['Row'] | null`,
  get_public_profile: `{
          user_id: string
          full_name: string
          preferred_name: string | null
          city: string | null
          gender: string | null
          profile_photo_url: string | null
          created_at: string
          events_created: number
          events_participated: number
          rating: number
          praise_count: number
          praise_tags: { comunicativo: number; trabalho_equipe: number; habilidoso: number; amigavel: number; esforcado: number }
          stars: number
        } | null`,
  join_event: `{ status: 'registered' | 'pending' | 'waiting'; participant_count: number; waiting_position?: number }`,
  leave_event: `{ participant_count: number }`,
  leave_waiting_list: `{ waiting_count: number }`,
  approve_participant: `{ status: 'registered'; participant_count: number }`,
  reject_participant: `{ status: 'rejected'; participant_count: number }`,
  submit_evaluation: `{ praised_players: number; praises: number }`,
  get_evaluation: `{
          available: true
          event_id: string
          title: string
          description: string | null
          players: { user_id: string; full_name: string; preferred_name: string | null; profile_photo_url: string | null }[]
        } | {
          available: false
          event_id: string
          title: string | null
          reason: string
          detail: string | null
        }`,
  suggest_sport: `{ outcome: 'created' | 'pending_duplicate' | 'approved_duplicate' }`,
};

// Columns of RETURNS TABLE functions that can be null (the catalog does not say; the rest never are).
const NULLABLE_RESULT_COLUMNS: Record<string, string[]> = {
  search_events_normalized: ['description', 'image_url', 'max_participants'],
  search_profiles_normalized: ['city', 'profile_photo_url'],
  search_profiles_page: ['city', 'profile_photo_url'],
  list_available_events: ['image_url', 'sport_name', 'max_participants', 'my_status', 'my_evaluation_status'],
  list_joined_events: ['image_url', 'sport_name', 'max_participants', 'my_status', 'my_evaluation_status'],
  list_my_events: ['image_url', 'sport_name', 'max_participants', 'my_status', 'my_evaluation_status'],
  list_invited_events: ['image_url', 'sport_name', 'max_participants', 'my_status', 'my_evaluation_status'],
  list_sport_athletes: ['preferred_name', 'city', 'profile_photo_url'],
  get_waiting_list: ['preferred_name', 'profile_photo_url'],
  event_criteria_mismatches: [],
};

type Column = {
  table: string; name: string; type: string; elem: string | null; nullable: boolean; hasDefault: boolean; generated: boolean;
};

function tsType(type: string, elem: string | null, enums: Map<string, string[]>): string {
  if (elem) return `${tsType(elem, null, enums)}[]`;
  if (enums.has(type)) return `Database['public']['Enums']['${type}']`;
  switch (type) {
    case 'int2': case 'int4': case 'int8': case 'float4': case 'float8': case 'numeric': case 'oid':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'json': case 'jsonb':
      return 'Json';
    case 'void':
      return 'undefined';
    case 'record':
      return 'Record<string, unknown>';
    default:
      return 'string';
  }
}

async function connect(): Promise<{ client: pg.Client; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return { client, stop: () => client.end() };
  }
  // No database given: start a throwaway one and apply the migrations with the local server's runner.
  const { startEmbedded } = await import('../server/db/embedded.ts');
  const { prepareDatabase } = await import('../server/db/migrate.ts');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-gen-types-'));
  const port = 55190;
  const cluster = await startEmbedded({ dataDir: path.join(dataDir, 'pg'), port, log: () => undefined, fast: true });
  await prepareDatabase(cluster.url(), {
    migrationsDir: path.resolve(here, '../migrations'),
    seed: false,
    log: () => undefined,
  });
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  return {
    client,
    stop: async () => {
      await client.end();
      await cluster.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const { client, stop } = await connect();
  try {
    const enumRows = (await client.query<{ name: string; labels: string[] }>(`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
      from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 group by t.typname order by t.typname`, [SCHEMA])).rows;
    const enums = new Map(enumRows.map((r) => [r.name, r.labels]));

    const relations = (await client.query<{ name: string; kind: string }>(`
      select c.relname as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`, [SCHEMA])).rows;

    const columns = (await client.query<Column>(`
      select c.relname as table, a.attname as name, t.typname as type,
             case when t.typcategory = 'A' then et.typname end as elem,
             not a.attnotnull as nullable,
             (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault",
             a.attgenerated <> '' as generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid left join pg_type et on et.oid = t.typelem
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`, [SCHEMA])).rows;

    const fks = (await client.query<{
      table: string; name: string; columns: string[]; ref: string; refColumns: string[]; oneToOne: boolean;
    }>(`
      select c.relname as table, k.conname as name,
             (select array_agg(a.attname::text order by x.ord) from unnest(k.conkey) with ordinality x(att, ord)
                join pg_attribute a on a.attrelid = k.conrelid and a.attnum = x.att) as columns,
             r.relname as ref,
             (select array_agg(a.attname::text order by x.ord) from unnest(k.confkey) with ordinality x(att, ord)
                join pg_attribute a on a.attrelid = k.confrelid and a.attnum = x.att) as "refColumns",
             exists (select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique
                       and i.indpred is null and (i.indkey::int2[] @> k.conkey and k.conkey @> i.indkey::int2[])) as "oneToOne"
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, k.conname`, [SCHEMA])).rows;

    // Only what a client may call: functions executable by anon or authenticated, no triggers.
    const functions = (await client.query<{
      name: string; argNames: string[] | null; argTypes: string[]; argElems: (string | null)[]; argModes: string[] | null;
      defaults: number; inputCount: number; returnType: string; returnElem: string | null; setof: boolean;
    }>(`
      select p.proname as name, p.proargnames as "argNames",
             array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, o)
                   join pg_type t on t.oid = x.oid order by x.o) as "argTypes",
             array(select case when t.typcategory = 'A' then et.typname::text end
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, o)
                   join pg_type t on t.oid = x.oid left join pg_type et on et.oid = t.typelem order by x.o) as "argElems",
             p.proargmodes::text[] as "argModes", p.pronargdefaults as defaults, p.pronargs as "inputCount",
             rt.typname as "returnType", case when rt.typcategory = 'A' then ret.typname end as "returnElem",
             p.proretset as setof
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype left join pg_type ret on ret.oid = rt.typelem
      where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      order by p.proname`, [SCHEMA])).rows;

    const relationNames = new Set(relations.map((r) => r.name));
    const out: string[] = [];
    out.push(`// ${generatedFromLine()}`);
    out.push('');
    out.push('export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];');
    out.push('');
    out.push('export type Database = {');
    out.push("  __InternalSupabase: { PostgrestVersion: '12' };");
    out.push(`  ${SCHEMA}: {`);

    const relBlock = (kinds: string[], withWrite: boolean) => {
      const rels = relations.filter((r) => kinds.includes(r.kind));
      if (!rels.length) return ['    {', '      [_ in never]: never;', '    };'];
      const lines: string[] = ['    {'];
      for (const rel of rels) {
        const cols = columns.filter((c) => c.table === rel.name);
        lines.push(`      ${rel.name}: {`);
        lines.push('        Row: {');
        for (const c of cols) lines.push(`          ${c.name}: ${tsType(c.type, c.elem, enums)}${c.nullable ? ' | null' : ''};`);
        lines.push('        };');
        if (withWrite) {
          for (const kind of ['Insert', 'Update']) {
            lines.push(`        ${kind}: {`);
            for (const c of cols) {
              if (c.generated) {
                lines.push(`          ${c.name}?: never;`);
                continue;
              }
              const optional = kind === 'Update' || c.nullable || c.hasDefault;
              lines.push(`          ${c.name}${optional ? '?' : ''}: ${tsType(c.type, c.elem, enums)}${c.nullable ? ' | null' : ''};`);
            }
            lines.push('        };');
          }
        }
        const rs = fks.filter((f) => f.table === rel.name && relationNames.has(f.ref));
        lines.push(`        Relationships: [${rs.length ? '' : '];'}`);
        if (rs.length) {
          for (const f of rs) {
            lines.push('          {');
            lines.push(`            foreignKeyName: '${f.name}';`);
            lines.push(`            columns: [${f.columns.map((c) => `'${c}'`).join(', ')}];`);
            lines.push(`            isOneToOne: ${f.oneToOne};`);
            lines.push(`            referencedRelation: '${f.ref}';`);
            lines.push(`            referencedColumns: [${f.refColumns.map((c) => `'${c}'`).join(', ')}];`);
            lines.push('          },');
          }
          lines.push('        ];');
        }
        lines.push('      };');
      }
      lines.push('    };');
      return lines;
    };

    out.push('    Tables: ' + relBlock(['r', 'p'], true).join('\n').trimStart());
    out.push('    Views: ' + relBlock(['v', 'm'], false).join('\n').trimStart());

    out.push('    Functions: {');
    for (const f of functions) {
      const modes = f.argModes ?? f.argTypes.map(() => 'i');
      const args: string[] = [];
      const tableCols: string[] = [];
      const firstDefault = f.inputCount - f.defaults;
      let inputIndex = 0;
      f.argTypes.forEach((type, i) => {
        const name = f.argNames?.[i] ?? `arg${i}`;
        const ts = tsType(type, f.argElems[i] ?? null, enums);
        if (modes[i] === 'i' || modes[i] === 'b') {
          args.push(`${name}${inputIndex >= firstDefault ? '?' : ''}: ${ts}`);
          inputIndex++;
        } else if (modes[i] === 't' || modes[i] === 'o') {
          const nullable = NULLABLE_RESULT_COLUMNS[f.name]?.includes(name) ?? true;
          tableCols.push(`${name}: ${ts}${nullable ? ' | null' : ''}`);
        }
      });
      let ret: string;
      const jsonReturn = JSON_RETURNS[f.name];
      if (jsonReturn) ret = jsonReturn;
      else if (tableCols.length) ret = `{\n          ${tableCols.join('\n          ')}\n        }[]`;
      else ret = tsType(f.returnType, f.returnElem, enums) + (f.setof ? '[]' : '');
      out.push(`      ${f.name}: {`);
      out.push(`        Args: ${args.length ? `{ ${args.join('; ')} }` : 'never'};`);
      out.push(`        Returns: ${ret};`);
      out.push('      };');
    }
    out.push('    };');

    out.push('    Enums: {');
    if (!enumRows.length) out.push('      [_ in never]: never;');
    for (const e of enumRows) out.push(`      ${e.name}: ${e.labels.map((l) => `'${l}'`).join(' | ')};`);
    out.push('    };');
    out.push('    CompositeTypes: {');
    out.push('      [_ in never]: never;');
    out.push('    };');
    out.push('  };');
    out.push('};');
    out.push('');
    out.push(`type PublicSchema = Database['public'];`);
    out.push(`export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];`);
    out.push(`export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];`);
    out.push(`export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];`);
    out.push(`export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];`);
    out.push('');
    await fs.mkdir(path.dirname(OUT), { recursive: true });
    await fs.writeFile(OUT, out.join('\n'));
    console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${relations.length} relations, ${functions.length} functions`);
  } finally {
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
