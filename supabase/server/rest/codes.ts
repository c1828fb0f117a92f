import { pgrstError, type HttpError } from '../http/errors.js';

/** Every PostgREST error code this server answers, named as in PostgREST's error reference. */
export const PGRST = {
  /** query string (select, filters, order, logic trees) does not parse */
  PARSE: 'PGRST100',
  /** request body is not valid JSON (or nests too deep) */
  INVALID_BODY: 'PGRST102',
  /** on_conflict without a unique key, limits out of range */
  INVALID_RANGE: 'PGRST103',
  /** PUT on a view without a primary key */
  PUT_INVALID: 'PGRST105',
  /** Accept-Profile / Content-Profile names a schema that is not exposed */
  SCHEMA_NOT_EXPOSED: 'PGRST106',
  /** Accept names no media type this request can answer (e.g. a plan while db-plan-enabled is off) */
  MEDIA_UNAVAILABLE: 'PGRST107',
  /** filter on an embedded resource that is not in select */
  NOT_EMBEDDED: 'PGRST108',
  /** Prefer: handling=strict with preferences that cannot be honoured */
  INVALID_PREFERENCES: 'PGRST122',
  /** aggregate in select while db-aggregates-enabled is off */
  AGGREGATES_DISABLED: 'PGRST123',
  /** single object requested, not exactly one row */
  SINGULAR: 'PGRST116',
  /** no relationship between two embedded resources */
  NO_RELATIONSHIP: 'PGRST200',
  /** more than one relationship: a hint is needed */
  AMBIGUOUS_EMBED: 'PGRST201',
  /** no function with these argument names */
  NO_FUNCTION: 'PGRST202',
  /** body names a column the relation lacks */
  NO_COLUMN: 'PGRST204',
  /** no such table or view */
  NO_RELATION: 'PGRST205',
  /** token invalid */
  JWT_INVALID: 'PGRST301',
  /** token expired */
  JWT_EXPIRED: 'PGRST303',
} as const;

/** PostgreSQL SQLSTATEs the REST layer raises itself (as PostgREST does). */
export const SQLSTATE = {
  UNDEFINED_COLUMN: '42703',
  CARDINALITY_VIOLATION: '21000',
  READ_ONLY_TRANSACTION: '25006',
} as const;

/** Limits that keep one request from taking the event loop or the database's stack. */
export const LIMITS = {
  /** embeds inside embeds, and and/or inside and/or (PostgREST's own trees are this shallow in practice) */
  MAX_NESTING: 64,
  /** arrays/objects inside each other in a request body (rpc arguments, json columns) */
  MAX_JSON_DEPTH: 512,
} as const;

/** A PGRST100 error in PostgREST's words: `"failed to parse select parameter (<value>)" (line 1, column N)`, `"failed to parse filter (…)"`. */
export function parseError(what: string, value: string, column: number, details: string): HttpError {
  const name = what === 'select' ? 'select parameter' : what;
  return pgrstError(400, PGRST.PARSE, `"failed to parse ${name} (${value})" (line 1, column ${column})`, details, null);
}

export function singularError(n: number): HttpError {
  return pgrstError(406, PGRST.SINGULAR, 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`, null);
}

export function invalidBody(details: string | null = null): HttpError {
  return pgrstError(400, PGRST.INVALID_BODY, 'Empty or invalid json', details, null);
}
