import type pg from 'pg';
import type { FastifyReply } from 'fastify';
import type { ReadNode } from './plan.js';
import { countSourceSql, Params } from './query.js';
import type { PlanMedia } from './request.js';

/** What PostgREST asks the planner: count=planned / estimated, and `.explain()`. */

type ExplainRow = { 'QUERY PLAN': unknown };

/** The planner's row estimate for the request's count query (EXPLAIN's top `Plan Rows`), as PostgREST reads it. */
export async function plannedRows(c: pg.PoolClient, node: ReadNode): Promise<number> {
  const params = new Params();
  const r = await c.query<ExplainRow>(`EXPLAIN (FORMAT JSON) ${countSourceSql(node, params)}`, params.values);
  return (r.rows[0]!['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }])[0].Plan['Plan Rows'];
}

/** EXPLAIN of the request's own statement with the options asked for: the plan's text, or its JSON. */
export async function explain(c: pg.PoolClient, plan: PlanMedia, sql: string, values: unknown[]): Promise<string> {
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())];
  const r = await c.query<ExplainRow>(`EXPLAIN (${options.join(', ')}) ${sql}`, values);
  return plan.format === 'json' ? JSON.stringify(r.rows[0]!['QUERY PLAN']) : r.rows.map((row) => row['QUERY PLAN']).join('\n');
}

export function sendPlan(reply: FastifyReply, plan: PlanMedia, body: string): FastifyReply {
  const forType = /for="[^"]*"/.exec(plan.mime)![0];
  return reply.code(200).type(`application/vnd.pgrst.plan+${plan.format}; ${forType}; charset=utf-8`).send(body);
}
