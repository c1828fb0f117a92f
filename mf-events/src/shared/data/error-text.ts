/** A database error kept with its pt-BR message, optional details and PostgreSQL code. */
export class DbError extends Error {
  constructor(
    message: string,
    readonly details: string | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'DbError';
  }
}

/** Wraps a PostgREST/storage error so screens can show the database's own text. */
export function dbError(error: { message: string; details?: string | null; code?: string | null }): DbError {
  return new DbError(error.message, error.details ?? null, error.code ?? null);
}

/**
 * The database raises the spec's pt-BR texts (errcode P0001) as the message, with the description
 * of a titled pair in `details`: those are shown as is. Anything else (transport failures, SQL
 * errors in English) falls back to the screen's own pt-BR text.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof DbError) {
    if (error.code === '42501') return 'Login necessário';
    if (error.code !== 'P0001' || !error.message) return fallback;
    return error.details ? `${error.message}: ${error.details}` : error.message;
  }
  return fallback;
}
