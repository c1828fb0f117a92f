import type { Params } from './query.js';

/** The body column of a statement: how a read's, a write's or a call's rows become the answer's text. */

/** How the body is shaped: JSON, JSON without null fields, or PostgREST's CSV. */
export type BodyFormat = 'json' | 'stripped' | 'csv';

/**
 * A body's text, checked against the request's bound inside the statement: an answer larger than the
 * server gives fails there (a write rolls back), so a huge value never reaches this process, whose
 * strings stop at 512 MB (the driver's crash on one took the whole server down).
 */
export function boundedSql(text: string, params: Params): string {
  return params.maxBodyBytes === null ? text : `_quadra.bounded_body(${text}, ${params.add(params.maxBodyBytes)}::bigint)`;
}

/** The body column of a statement over the rows `_s`. CSV as PostgREST builds it: a header, then each row's text. */
function bodySql(format: BodyFormat, params: Params): string {
  return boundedSql(unboundedBodySql(format), params);
}

function unboundedBodySql(format: BodyFormat): string {
  if (format === 'csv') {
    return `coalesce((SELECT string_agg(a.k, ',') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM _src hh LIMIT 1) s) a), '')`
      + ` || chr(10) || coalesce(string_agg(substring(_s::text, 2, length(_s::text) - 2), chr(10)), '')`;
  }
  const agg = `coalesce(json_agg(_s), '[]'::json)`;
  return format === 'stripped' ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
}

/** `[WITH ctes] SELECT <lead> n, body` over the rows of `src`. */
export function shapedSql(src: string, format: BodyFormat, lead: string, params: Params, ctes: string[] = []): string {
  if (format === 'csv') return `WITH ${[...ctes, `_src AS (${src})`].join(', ')} SELECT ${lead}count(*)::int AS n, ${bodySql(format, params)} AS body FROM _src _s`;
  return `${ctes.length ? `WITH ${ctes.join(', ')} ` : ''}SELECT ${lead}count(*)::int AS n, ${bodySql(format, params)} AS body FROM (${src}) _s`;
}
