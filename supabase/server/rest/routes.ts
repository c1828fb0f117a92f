import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { RpcFunction } from '../db/schema.js';
import { withRole, type AuthCtx } from '../http/db.js';
import { pgrstError } from '../http/errors.js';
import { invalidBody, PGRST, singularError, SQLSTATE } from './codes.js';
import type { RestConfig } from './config.js';
import { qi } from '../db/sql.js';
import { Planner, tableSql, type QueryParams } from './plan.js';
import { Params, readSql, rpcSql } from './query.js';
import { deleteSql, insertSql, mutationSql, toParam, updateSql } from './write-sql.js';
import { explain, plannedRows, sendPlan } from './explain.js';
import { parseAccept, parsePlanAccept, parsePrefer, profileOf, type Prefer } from './request.js';
import { contentRange, preferenceApplied, send, shapeBody } from './response.js';

/**
 * PostgREST's HTTP surface: each handler goes parse (request.ts, parse.ts) → plan (plan.ts) →
 * query (query.ts, one statement in withRole) → response (response.ts).
 */
export type RestDeps = {
  pool: pg.Pool; config: () => RestConfig; auth: (req: FastifyRequest) => Promise<AuthCtx>;
  /** the largest body one answer may have (CONTRACT.md, "Response size"); default MAX_RESPONSE_BYTES */
  maxResponseBytes?: number;
};

/** 64 MB: far above any page the apps read, far below the 512 MB where one string stops this process. */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

function rangeFromHeader(req: FastifyRequest, query: QueryParams): void {
  const range = req.headers.range;
  if (!range || query.limit !== undefined) return;
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!m) return;
  const from = Number(m[1]);
  query.offset = String(from);
  if (m[2]) query.limit = String(Math.max(0, Number(m[2]) - from + 1));
}

/** Whether the transaction ends in ROLLBACK: db-tx-end, overridden by `Prefer: tx` where allowed. */
function rollsBack(config: RestConfig, prefer: Prefer): boolean {
  const base = config.txEnd.startsWith('rollback');
  if (!config.txEnd.endsWith('allow-override') || !prefer.tx) return base;
  return prefer.tx === 'rollback';
}

/** request.method, request.path (as PostgREST sees it behind the gateway: no /rest/v1, no query) and request.headers */
const requestOpts = (req: FastifyRequest) => {
  const q = req.url.indexOf('?');
  const path = (q < 0 ? req.url : req.url.slice(0, q)).replace(/^\/rest\/v1/, '') || '/';
  // as hosted's gateway, X-Forwarded-For names the client's address (here the socket's: no proxy is
  // trusted, so a client's own header is replaced); report_remote_event counts reporters by it
  return { method: req.method, path, headers: { ...req.headers, 'x-forwarded-for': req.ip } };
};

export function restRoutes(app: FastifyInstance, deps: RestDeps): void {
  const maxResponseBytes = deps.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  // the time this server spent on a REST request, for callers and tests (Server-Timing, as gateways send it)
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/rest/')) reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    done(null, payload);
  });
  app.get('/rest/v1/', async (req, reply) => {
    const cache = profileOf(req, deps.config());
    const paths: Record<string, unknown> = {};
    for (const r of cache.relations.keys()) paths[`/${r}`] = {};
    for (const f of cache.functions.keys()) paths[`/rpc/${f}`] = {};
    return reply.send({ swagger: '2.0', info: { title: 'Quadra local PostgREST', version: '12' }, paths });
  });

  const read = async (req: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) => {
    const config = deps.config();
    const cache = profileOf(req, config);
    const auth = await deps.auth(req);
    const planner = new Planner(cache, { aggregates: config.aggregates });
    const rel = planner.relation(req.params.table);
    const query = { ...(req.query as QueryParams) };
    rangeFromHeader(req, query);
    const node = planner.plan({ rel, relName: rel.name, fromSql: tableSql(rel) }, query);
    const prefer = parsePrefer(req.headers.prefer);
    const plan = parsePlanAccept(req, config.planEnabled);
    const media = plan?.for ?? parseAccept(req);
    const params = new Params(maxResponseBytes);
    const count = plan ? undefined : prefer.count;
    // count=estimated counts exactly up to db-max-rows; planned and estimated beyond it ask the planner
    const sql = readSql(node, params, count === 'exact' ? 'exact' : count === 'estimated' ? { upTo: config.maxRows + 1 } : 'none', media.format);
    if (plan) {
      const body = await withRole(deps.pool, auth, { readOnly: true, single: true, ...requestOpts(req) }, (c) => explain(c, plan, sql, params.values));
      return sendPlan(reply, plan, body);
    }
    const asksPlanner = count === 'planned' || count === 'estimated';
    const row = await withRole(deps.pool, auth, { readOnly: true, single: !asksPlanner, ...requestOpts(req) }, async (c) => {
      const r = (await c.query<{ total: string | null; n: number; body: string }>(sql, params.values)).rows[0]!;
      if (count === 'planned') return { ...r, total: String(await plannedRows(c, node)) };
      if (count === 'estimated' && Number(r.total) > config.maxRows) return { ...r, total: String(Math.max(Number(r.total), await plannedRows(c, node))) };
      return r;
    });
    const total = row.total === null ? null : Number(row.total);
    reply.header('Content-Range', contentRange(node.offset ?? 0, row.n, total));
    const body = shapeBody(media, row.n, row.body);
    const status = total !== null && !media.object && row.n < total ? 206 : 200;
    if (req.method === 'HEAD') return send(reply, status, media, '');
    return send(reply, status, media, body);
  };
  app.get('/rest/v1/:table', read);
  app.head('/rest/v1/:table', read);

  const mutate = async (req: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) => {
    const config = deps.config();
    // as PostgREST, a write is explained too (with analyze it runs, in its own transaction)
    const plan = parsePlanAccept(req, config.planEnabled);
    const cache = profileOf(req, config);
    const auth = await deps.auth(req);
    const planner = new Planner(cache, { aggregates: config.aggregates });
    const rel = planner.relation(req.params.table);
    if (rel.kind === 'view' && !rel.pk.length && req.method === 'PUT') throw pgrstError(405, PGRST.PUT_INVALID, 'Filters must include all and only primary key columns with \'eq\' operators');
    const query = { ...(req.query as QueryParams) };
    const prefer = parsePrefer(req.headers.prefer);
    const media = plan?.for ?? parseAccept(req);
    const node = planner.plan({ rel, relName: rel.name, fromSql: tableSql(rel) }, query);
    const params = new Params(maxResponseBytes);
    const returning = prefer.return === 'representation';
    const rollback = rollsBack(config, prefer);
    const isInsert = req.method === 'POST' || req.method === 'PUT';
    let statement: string;
    let existing: string | null = null;
    let upsert = false;

    if (isInsert) {
      const body = req.body;
      const rows = Array.isArray(body) ? body : [body];
      if (body === undefined || body === null || rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) throw invalidBody();
      const objects = rows as Record<string, unknown>[];
      const columnsParam = typeof query.columns === 'string' ? query.columns.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : null;
      const keys = columnsParam ?? [...new Set(objects.flatMap((o) => Object.keys(o)))];
      for (const k of keys) {
        if (!rel.columns.has(k)) throw pgrstError(400, PGRST.NO_COLUMN, `Could not find the '${k}' column of '${rel.name}' in the schema cache`, null, null);
      }
      if (objects.length === 0) {
        reply.header('Content-Range', '*/0');
        return send(reply, 201, media, returning ? '[]' : null);
      }
      const resolution = req.method === 'PUT' ? 'merge-duplicates' : prefer.resolution;
      upsert = !!resolution;
      const onConflict = typeof query.on_conflict === 'string' ? query.on_conflict.split(',').map((c) => c.trim()) : undefined;
      ({ statement, existing } = insertSql({ rel, node, rows: objects, keys, missingDefault: prefer.missing === 'default', resolution, onConflict }, params));
    } else if (req.method === 'PATCH') {
      const body = req.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidBody();
      const entries = Object.entries(body as Record<string, unknown>);
      for (const [k] of entries) {
        if (!rel.columns.has(k)) throw pgrstError(400, PGRST.NO_COLUMN, `Could not find the '${k}' column of '${rel.name}' in the schema cache`, null, null);
      }
      if (entries.length === 0) {
        reply.header('Content-Range', '*/*');
        return send(reply, returning ? 200 : 204, media, returning ? (media.object ? null : '[]') : null);
      }
      statement = updateSql(rel, node, entries, params);
    } else {
      statement = deleteSql(rel, node, params);
    }

    // a plain write answers from rowCount; upserts, representations and single objects need the wrapper
    const wrapped = returning || upsert || media.object || !!prefer.count;
    const sql = wrapped ? mutationSql(statement, node, params, { returning, existing, format: media.format }) : statement;
    if (plan) {
      const body = await withRole(deps.pool, auth, { single: true, rollback, ...requestOpts(req) }, (c) => explain(c, plan, sql, params.values));
      return sendPlan(reply, plan, body);
    }
    const result = await withRole(deps.pool, auth, { single: !media.object, rollback, ...requestOpts(req) }, async (c) => {
      const r = await c.query<{ n: number; inserted: number | null; body: string | null }>(sql, params.values);
      const row = wrapped ? r.rows[0]! : { n: r.rowCount ?? 0, inserted: null, body: null };
      // a single-object write of the wrong number of rows fails inside the transaction, so it rolls back
      if (row.body === null && media.object && row.n !== 1) throw singularError(row.n);
      const body = row.body === null ? null : shapeBody(media, row.n, row.body);
      return { n: row.n, inserted: row.inserted, body };
    });
    const total = prefer.count ? result.n : null;
    reply.header('Content-Range', isInsert ? `*/${total ?? '*'}` : contentRange(0, result.n, total));
    preferenceApplied(reply, [
      prefer.return && `return=${prefer.return}`,
      upsert && req.method === 'POST' && `resolution=${prefer.resolution}`,
      isInsert && prefer.missing && `missing=${prefer.missing}`,
      prefer.tx && config.txEnd.endsWith('allow-override') && `tx=${prefer.tx}`,
      prefer.count && `count=${prefer.count}`,
    ]);
    // PostgREST (Response.hs): a merging upsert that inserted nothing (only updated) answers 200; one that
    // ignores duplicates answers 201 even when it wrote nothing
    const onlyUpdated = upsert && result.inserted === 0 && (req.method === 'PUT' || prefer.resolution === 'merge-duplicates');
    const status = isInsert ? (onlyUpdated ? 200 : 201) : result.body === null ? 204 : 200;
    return send(reply, status, media, result.body);
  };
  app.post('/rest/v1/:table', mutate);
  app.patch('/rest/v1/:table', mutate);
  app.delete('/rest/v1/:table', mutate);
  app.put('/rest/v1/:table', mutate);

  const rpc = async (req: FastifyRequest<{ Params: { fn: string } }>, reply: FastifyReply) => {
    const config = deps.config();
    // as PostgREST, a call is explained too (with analyze it runs: a GET read-only, a POST in its own transaction)
    const plan = parsePlanAccept(req, config.planEnabled);
    const cache = profileOf(req, config);
    const auth = await deps.auth(req);
    const overloads = cache.functions.get(req.params.fn);
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    const query = { ...(req.query as QueryParams) };
    let args: Record<string, unknown>;
    if (isGet) {
      args = {};
      const candidates = overloads?.flatMap((f) => f.args.map((a) => a.name)) ?? [];
      for (const [k, v] of Object.entries(query)) {
        if (candidates.includes(k) && typeof v === 'string') {
          args[k] = v;
          delete query[k];
        }
      }
    } else {
      const body = req.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) throw invalidBody();
      args = body as Record<string, unknown>;
    }
    const names = Object.keys(args);
    const fn = overloads?.find((f) => names.every((n) => f.args.some((a) => a.name === n)) && f.args.every((a) => a.hasDefault || names.includes(a.name)));
    const qualified = `${cache.schema}.${req.params.fn}`;
    if (!fn) {
      throw pgrstError(404, PGRST.NO_FUNCTION, `Could not find the function ${qualified}${names.length ? `(${[...names].sort().join(', ')})` : ' without parameters'} in the schema cache`,
        `Searched for the function ${qualified} with parameter${names.length === 1 ? '' : 's'} ${names.length ? [...names].sort().join(', ') : 'or with a single unnamed json/jsonb parameter'}, but no matches were found in the schema cache.`, null);
    }
    if (isGet && fn.volatility === 'v') {
      throw pgrstError(405, SQLSTATE.READ_ONLY_TRANSACTION, 'cannot execute INSERT in a read-only transaction', null, null);
    }
    const params = new Params(maxResponseBytes);
    const call = `${qi(cache.schema)}.${qi(fn.name)}(${names.map((n) => `${qi(n)} => ${params.add(toParam(args[n], argType(fn, n)))}`).join(', ')})`;
    const prefer = parsePrefer(req.headers.prefer);
    const media = plan?.for ?? parseAccept(req);
    const rollback = rollsBack(config, prefer);
    const { sql, node } = rpcSql(cache, { aggregates: config.aggregates }, fn, call, query, params, !plan && !!prefer.count, media.format);
    if (plan) {
      const body = await withRole(deps.pool, auth, { readOnly: isGet, single: true, rollback, ...requestOpts(req) }, (c) => explain(c, plan, sql, params.values));
      return sendPlan(reply, plan, body);
    }
    const row = await withRole(deps.pool, auth, { readOnly: isGet, single: true, rollback, ...requestOpts(req) }, async (c) => {
      const r = await c.query<{ total: string | null; n: number; body: string | null }>(sql, params.values);
      return r.rows[0]!;
    });
    preferenceApplied(reply, [prefer.tx && config.txEnd.endsWith('allow-override') && `tx=${prefer.tx}`, prefer.count && `count=${prefer.count}`]);
    if (fn.returnKind === 'void') return reply.code(204).send();
    const total = row.total === null ? null : Number(row.total);
    reply.header('Content-Range', contentRange(node?.offset ?? 0, row.n, total));
    let body = row.body ?? 'null';
    if (node) {
      body = row.body ?? '[]';
      if (media.object) body = shapeBody(media, row.n, body);
      else if (!fn.returnsSet && media.format !== 'csv') body = row.n === 1 ? body.slice(1, -1) : 'null';
    }
    // supabase-js sends return=minimal for a HEAD-like count with object arguments
    if (req.method === 'HEAD' || prefer.return === 'minimal') return reply.code(req.method === 'HEAD' ? 200 : 204).send();
    return send(reply, 200, media, body);
  };
  app.post('/rest/v1/rpc/:fn', rpc);
  app.get('/rest/v1/rpc/:fn', rpc);
  app.head('/rest/v1/rpc/:fn', rpc);
}

function argType(fn: RpcFunction, name: string): { category: string; typname: string } | undefined {
  const a = fn.args.find((x) => x.name === name);
  return a && { category: a.category, typname: a.type };
}
