import { messages } from '@quadra/domain';

/** Marks the DbErrors of every copy of this module: each app bundles its own. */
const DB_ERROR = Symbol.for('quadra.db-error');

/**
 * A refusal from the backend kept with its code, so screens can tell a rule of the database
 * (pt-BR text, shown as is) from a failure that must not reach the screen (SQL, network, English).
 * `instanceof DbError` holds for an error made by another app's copy of the class too.
 */
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
// Set after the class: computed keys in it would cost every bundle SWC's property-key helpers.
Object.defineProperty(DbError.prototype, DB_ERROR, { value: true });
Object.defineProperty(DbError, Symbol.hasInstance, {
  value: (value: unknown): boolean => typeof value === 'object' && value !== null && DB_ERROR in value,
});

/** What supabase-js hands back for PostgREST, RPC and storage failures. */
export interface BackendError {
  message: string;
  details?: string | null;
  code?: string | null;
}

export function dbError(error: BackendError): DbError {
  return new DbError(error.message, error.details ?? null, error.code ?? null);
}

/** PostgreSQL's code for a rule of ours (CONTRACT.md): the message is the spec's pt-BR text. */
export const RULE_CODE = 'P0001';
/** A call the role may not make at all: for a visitor, a login is what is missing. */
export const PERMISSION_DENIED_CODE = '42501';

/**
 * The one mapping of CONTRACT.md's error rule to screen text: a rule's pt-BR message (with the
 * description of a titled pair) is shown as is; permission denied means 'Login necessário';
 * anything else (transport failures, SQL errors in English) becomes the screen's own text, or, with
 * the device offline, says that there is no connection.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof DbError && error.code === PERMISSION_DENIED_CODE) return messages.auth.loginRequired;
  if (error instanceof DbError && error.code === RULE_CODE && error.message) {
    return error.details ? `${error.message}: ${error.details}` : error.message;
  }
  return isOffline() ? messages.common.offline : fallback;
}

/** The browser knows it has no connection (a failed fetch then needs no other explanation). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** True for refusals that the same request would get again: never worth a retry. */
export function isRefusal(error: unknown): boolean {
  return error instanceof DbError && error.code !== null && !/^(08|57|53)/.test(error.code);
}
