import type pg from 'pg';
import { loadSchema, type SchemaCache } from '../db/schema.js';

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

/**
 * PostgREST's settings, read as hosted Supabase keeps them: in-database configuration on the
 * `authenticator` role (`alter role authenticator [in database …] set pgrst.db_schemas = '…'`),
 * reloaded with `notify pgrst`. A migration that changes them on hosted changes them here too.
 */
export type RestConfig = {
  /** db-schemas: the exposed schemas; the first is the default profile */
  schemas: string[];
  caches: Map<string, SchemaCache>;
  /** db-aggregates-enabled (PostgREST's default, and hosted's: off) */
  aggregates: boolean;
  /** db-tx-end: whether `Prefer: tx=rollback|commit` may override the end of the transaction */
  txEnd: TxEnd;
  /** db-max-rows: here only the threshold of `count=estimated` (exact up to it, the planner's estimate beyond) */
  maxRows: number;
  /** db-plan-enabled: whether `.explain()` (Accept: application/vnd.pgrst.plan) answers the plan (hosted: off) */
  planEnabled: boolean;
};

/** Hosted Supabase's defaults. `.rollback()` in supabase-js relies on the override being allowed. */
export const REST_DEFAULTS = { schemas: ['public', 'graphql_public'], aggregates: false, txEnd: 'commit-allow-override' as TxEnd, maxRows: 1000, planEnabled: false };

const SETTINGS_SQL = `
select split_part(s, '=', 1) as key, substr(s, strpos(s, '=') + 1) as value
from pg_db_role_setting d
join pg_roles r on r.oid = d.setrole
cross join lateral unnest(d.setconfig) s
where r.rolname = 'authenticator'
  and d.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  and s like 'pgrst.%'
order by d.setdatabase`;

/**
 * `schemas`: the exposed schemas when the database does not set `pgrst.db_schemas` (the local server's
 * option or supabase/config.toml's `[api] schemas`, as the Supabase CLI passes them to PostgREST).
 */
export async function loadRestConfig(admin: pg.Pool | pg.Client, schemas: string[] = REST_DEFAULTS.schemas): Promise<RestConfig> {
  const settings = new Map<string, string>();
  // database-specific settings come last and win, as in PostgreSQL
  for (const r of (await admin.query<{ key: string; value: string }>(SETTINGS_SQL)).rows) settings.set(r.key, r.value);
  const schemasSetting = settings.get('pgrst.db_schemas');
  const exposed = schemasSetting ? schemasSetting.split(',').map((s) => s.trim()).filter(Boolean) : schemas;
  const txEnd = settings.get('pgrst.db_tx_end') as TxEnd | undefined;
  const caches = new Map<string, SchemaCache>();
  for (const s of exposed) caches.set(s, await loadSchema(admin, s));
  return {
    schemas: exposed,
    caches,
    aggregates: (settings.get('pgrst.db_aggregates_enabled') ?? String(REST_DEFAULTS.aggregates)).toLowerCase() === 'true',
    planEnabled: (settings.get('pgrst.db_plan_enabled') ?? String(REST_DEFAULTS.planEnabled)).toLowerCase() === 'true',
    maxRows: Number(settings.get('pgrst.db_max_rows')) > 0 ? Number(settings.get('pgrst.db_max_rows')) : REST_DEFAULTS.maxRows,
    txEnd: txEnd && ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'].includes(txEnd) ? txEnd : REST_DEFAULTS.txEnd,
  };
}
