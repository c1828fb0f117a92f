/** An error answered with a given status and JSON body (PostgREST, GoTrue or storage-api shape). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : `HTTP ${status}`);
  }
}

/** PostgREST error: `{code, details, hint, message}`. */
export function pgrstError(status: number, code: string, message: string, details: unknown = null, hint: unknown = null): HttpError {
  return new HttpError(status, { code, details, hint, message });
}

type PgError = { code?: string; message: string; detail?: string; hint?: string };

export function isPgError(e: unknown): e is PgError & Error {
  return e instanceof Error && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code ?? '');
}

/** PostgREST's mapping of SQLSTATE to HTTP status. */
export function pgStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '57014') return 500;
  // program_limit_exceeded: here the answer a request asks for is larger than the server gives (REST's
  // bounded_body, or PostgreSQL's own 1 GB per value): the request must ask for less, so a client error
  if (code === '54000') return 400;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  if (code === '42P17') return 500;
  return 400;
}

export function fromPgError(e: PgError, role: string): HttpError {
  const code = e.code ?? 'XX000';
  return pgrstError(pgStatus(code, role), code, e.message, e.detail ?? null, e.hint ?? null);
}
