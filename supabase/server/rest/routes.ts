import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { RpcFunction, SchemaCache } from '../db/schema.js';
import { withRole, type AuthCtx } from '../http/db.js';
import { pgrstError } from '../http/errors.js';
import {
  Params, Planner, column, columnListSql, qi, readSql, representationSql, toParam, whereSql, type QueryParams, type ReadNode,
} from './plan.js';

export type RestDeps = { pool: pg.Pool; schema: () => SchemaCache; auth: (req: FastifyRequest) => Promise<AuthCtx> };

type Prefer = { return?: string; count?: string; resolution?: string; missing?: string };

function parsePrefer(h: string | string[] | undefined): Prefer {
  const out: Prefer = {};
  for (const part of (Array.isArray(h) ? h.join(',') : (h ?? '')).split(/[,;]/)) {
    const [k, v] = part.trim().split('=');
    if (k && v && ['return', 'count', 'resolution', 'missing'].includes(k)) out[k as keyof Prefer] = v.trim();
  }
  return out;
}

function wantsObject(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes('application/vnd.pgrst.object');
}

function singleBody(n: number, body: string): string {
  if (n !== 1) {
    throw pgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`, null);
  }
  return body.slice(1, -1);
}

function rangeFromHeader(req: FastifyRequest, query: QueryParams): void {
  const range = req.headers.range;
  if (!range || query.limit !== undefined) return;
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!m) return;
  const from = Number(m[1]);
  query.offset = String(from);
  if (m[2]) query.limit = String(Math.max(0, Number(m[2]) - from + 1));
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function restRoutes(app: FastifyInstance, deps: RestDeps): void {
  const send = (reply: FastifyReply, status: number, body: string | null, object = false) => {
    reply.code(status);
    if (body === null) return reply.send();
    return reply.type(object ? OBJECT_TYPE : JSON_TYPE).send(body);
  };

  app.get('/rest/v1/', async (_req, reply) => {
    const cache = deps.schema();
    const paths: Record<string, unknown> = {};
    for (const r of cache.relations.keys()) paths[`/${r}`] = {};
    for (const f of cache.functions.keys()) paths[`/rpc/${f}`] = {};
    return reply.send({ swagger: '2.0', info: { title: 'Quadra local PostgREST', version: '12' }, paths });
  });

  const read = async (req: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) => {
    const auth = await deps.auth(req);
    const planner = new Planner(deps.schema());
    const rel = planner.relation(req.params.table);
    const query = { ...(req.query as QueryParams) };
    rangeFromHeader(req, query);
    const node = planner.plan({ rel, relName: rel.name, fromSql: planner.tableSql(rel) }, query);
    const prefer = parsePrefer(req.headers.prefer);
    const params = new Params();
    const sql = readSql(node, params, prefer.count === 'exact' || prefer.count === 'planned' || prefer.count === 'estimated');
    const row = await withRole(deps.pool, auth, { readOnly: true, single: true, method: req.method, path: req.url }, async (c) => {
      const r = await c.query<{ total: string | null; n: number; body: string }>(sql, params.values);
      return r.rows[0]!;
    });
    const total = row.total === null ? null : Number(row.total);
    const offset = node.offset ?? 0;
    reply.header('Content-Range', contentRange(offset, row.n, total));
    const object = wantsObject(req);
    const body = object ? singleBody(row.n, row.body) : row.body;
    const partial = total !== null && !object && row.n < total;
    if (req.method === 'HEAD') return reply.code(partial ? 206 : 200).type(JSON_TYPE).send();
    return send(reply, partial ? 206 : 200, body, object);
  };
  app.get('/rest/v1/:table', read);
  app.head('/rest/v1/:table', read);

  const mutate = async (req: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) => {
    const auth = await deps.auth(req);
    const planner = new Planner(deps.schema());
    const rel = planner.relation(req.params.table);
    if (rel.kind === 'view' && !rel.pk.length && req.method === 'PUT') throw pgrstError(405, 'PGRST105', 'Filters must include all and only primary key columns with \'eq\' operators');
    const query = { ...(req.query as QueryParams) };
    const prefer = parsePrefer(req.headers.prefer);
    const node = planner.plan({ rel, relName: rel.name, fromSql: planner.tableSql(rel) }, query);
    const params = new Params();
    const returning = prefer.return === 'representation';
    const table = planner.tableSql(rel);
    let statement: string;

    if (req.method === 'POST' || req.method === 'PUT') {
      const body = req.body;
      const rows = Array.isArray(body) ? body : [body];
      if (body === undefined || body === null || rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null);
      }
      const objects = rows as Record<string, unknown>[];
      const columnsParam = typeof query.columns === 'string' ? query.columns.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : null;
      const keys = columnsParam ?? [...new Set(objects.flatMap((o) => Object.keys(o)))];
      for (const k of keys) {
        if (!rel.columns.has(k)) {
          throw pgrstError(400, 'PGRST204', `Could not find the '${k}' column of '${rel.name}' in the schema cache`, null, null);
        }
      }
      if (objects.length === 0) {
        reply.header('Content-Range', '*/0');
        return send(reply, 201, returning ? '[]' : null);
      }
      const missingDefault = prefer.missing === 'default' || objects.length === 1;
      const values = objects.map((o) =>
        keys.length === 0 ? 'DEFAULT' : `(${keys.map((k) => (k in o ? params.add(toParam(o[k], rel.columns.get(k))) : missingDefault ? 'DEFAULT' : 'NULL')).join(', ')})`,
      );
      const cols = keys.length ? `(${keys.map(qi).join(', ')})` : '';
      statement = keys.length ? `INSERT INTO ${table} AS ${node.alias} ${cols} VALUES ${values.join(', ')}` : `INSERT INTO ${table} AS ${node.alias} DEFAULT VALUES`;
      const resolution = req.method === 'PUT' ? 'merge-duplicates' : prefer.resolution;
      if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
        const target = typeof query.on_conflict === 'string' ? query.on_conflict.split(',').map((c) => c.trim()) : rel.pk;
        if (!target.length) throw pgrstError(400, 'PGRST103', 'on_conflict requires a unique key', null, null);
        for (const c of target) column(node, c);
        const updates = keys.filter((k) => !target.includes(k));
        statement += ` ON CONFLICT (${target.map(qi).join(', ')}) ` +
          (resolution === 'ignore-duplicates' || updates.length === 0 ? 'DO NOTHING' : `DO UPDATE SET ${updates.map((k) => `${qi(k)} = EXCLUDED.${qi(k)}`).join(', ')}`);
      }
    } else if (req.method === 'PATCH') {
      const body = req.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null);
      const entries = Object.entries(body as Record<string, unknown>);
      for (const [k] of entries) {
        if (!rel.columns.has(k)) throw pgrstError(400, 'PGRST204', `Could not find the '${k}' column of '${rel.name}' in the schema cache`, null, null);
      }
      const where = whereSql(node, params);
      if (!where) throw pgrstError(400, '21000', 'UPDATE requires a WHERE clause', null, null);
      if (entries.length === 0) {
        reply.header('Content-Range', '*/*');
        return send(reply, returning ? 200 : 204, returning ? (wantsObject(req) ? null : '[]') : null);
      }
      const sets = entries.map(([k, v]) => `${qi(k)} = ${params.add(toParam(v, rel.columns.get(k)))}`);
      statement = `UPDATE ${table} AS ${node.alias} SET ${sets.join(', ')} WHERE ${where}`;
    } else {
      const where = whereSql(node, params);
      if (!where) throw pgrstError(400, '21000', 'DELETE requires a WHERE clause', null, null);
      statement = `DELETE FROM ${table} AS ${node.alias} WHERE ${where}`;
    }

    const object = wantsObject(req);
    const result = await withRole(deps.pool, auth, { single: !object, method: req.method, path: req.url }, async (c) => {
      if (returning) {
        const sql = `WITH _m AS (${statement} RETURNING ${columnListSql(node)}) ${representationSql(node, params)}`;
        const r = await c.query<{ n: number; body: string }>(sql, params.values);
        const row = r.rows[0]!;
        return { n: row.n, body: object ? singleBody(row.n, row.body) : row.body };
      }
      const r = await c.query(statement, params.values);
      const n = r.rowCount ?? 0;
      if (object && n !== 1) singleBody(n, '');
      return { n, body: null };
    });
    reply.header('Content-Range', req.method === 'POST' || req.method === 'PUT' ? '*/*' : contentRange(0, result.n, prefer.count === 'exact' ? result.n : null));
    if (req.method === 'POST') return send(reply, 201, result.body, object);
    return send(reply, result.body === null ? 204 : 200, result.body, object);
  };
  app.post('/rest/v1/:table', mutate);
  app.patch('/rest/v1/:table', mutate);
  app.delete('/rest/v1/:table', mutate);
  app.put('/rest/v1/:table', mutate);

  const rpc = async (req: FastifyRequest<{ Params: { fn: string } }>, reply: FastifyReply) => {
    const auth = await deps.auth(req);
    const cache = deps.schema();
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
      if (typeof body !== 'object' || Array.isArray(body)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json', null, null);
      args = body as Record<string, unknown>;
    }
    const names = Object.keys(args);
    const fn = overloads?.find((f) => names.every((n) => f.args.some((a) => a.name === n)) && f.args.every((a) => a.hasDefault || names.includes(a.name)));
    if (!fn) {
      throw pgrstError(404, 'PGRST202', `Could not find the function public.${req.params.fn}${names.length ? `(${[...names].sort().join(', ')})` : ' without parameters'} in the schema cache`,
        `Searched for the function public.${req.params.fn} with parameter${names.length === 1 ? '' : 's'} ${names.length ? [...names].sort().join(', ') : 'or with a single unnamed json/jsonb parameter'}, but no matches were found in the schema cache.`, null);
    }
    if (isGet && fn.volatility === 'v') {
      throw pgrstError(405, '25006', 'cannot execute INSERT in a read-only transaction', null, null);
    }
    const params = new Params();
    const call = `${qi(cache.schema)}.${qi(fn.name)}(${names.map((n) => `${qi(n)} => ${params.add(toParam(args[n], argType(fn, n)))}`).join(', ')})`;
    const prefer = parsePrefer(req.headers.prefer);
    const object = wantsObject(req);
    const { sql, node } = rpcSql(fn, call, cache, query, params, prefer.count === 'exact');
    const row = await withRole(deps.pool, auth, { readOnly: isGet, single: true, method: req.method, path: req.url }, async (c) => {
      const r = await c.query<{ total: string | null; n: number; body: string | null }>(sql, params.values);
      return r.rows[0]!;
    });
    if (fn.returnKind === 'void') return reply.code(204).send();
    if (node) {
      const total = row.total === null ? null : Number(row.total);
      reply.header('Content-Range', contentRange(node.offset ?? 0, row.n, total));
      let body = row.body ?? '[]';
      if (!fn.returnsSet && !object) body = row.n === 1 ? body.slice(1, -1) : 'null';
      else if (object) body = singleBody(row.n, body);
      if (req.method === 'HEAD') return reply.code(200).send();
      return send(reply, 200, body, object);
    }
    if (req.method === 'HEAD') return reply.code(200).send();
    return send(reply, 200, row.body ?? 'null');
  };
  app.post('/rest/v1/rpc/:fn', rpc);
  app.get('/rest/v1/rpc/:fn', rpc);
  app.head('/rest/v1/rpc/:fn', rpc);
}

function rpcSql(fn: RpcFunction, call: string, cache: SchemaCache, query: QueryParams, params: Params, withCount: boolean): { sql: string; node: ReadNode | null } {
  if (fn.returnKind === 'void') return { sql: `SELECT NULL::bigint AS total, 1 AS n, ${call}::text AS body`, node: null };
  if (fn.returnKind === 'scalar') {
    const hasShape = Object.keys(query).some((k) => k !== 'columns');
    if (!fn.returnsSet || !hasShape) {
      const agg = fn.returnsSet ? `SELECT coalesce(json_agg(_v), '[]'::json)::text FROM ${call} _v` : `SELECT to_json(${call})::text`;
      return { sql: `SELECT NULL::bigint AS total, 1 AS n, (${agg}) AS body`, node: null };
    }
  }
  const planner = new Planner(cache);
  const rel = fn.returnRelation ? cache.relations.get(fn.returnRelation) ?? null : null;
  const node = planner.plan({ rel, relName: rel?.name ?? fn.name, fromSql: call }, query);
  return { sql: readSql(node, params, withCount), node };
}

function argType(fn: RpcFunction, name: string): { category: string; typname: string } | undefined {
  const a = fn.args.find((x) => x.name === name);
  return a && { category: a.category, typname: a.type };
}
