import { ERRORS } from './errors.js';

/** The most any upload may hold (hosted's default global limit). */
export const MAX_UPLOAD = 50 * 1024 * 1024;

export function checkKey(key: string): string {
  // names are stored as given; files on disk are keyed by object id, so a name never becomes a path
  if (!key || key.length > 1024 || key.startsWith('/') || key.split('/').some((s) => s === '' || s === '.' || s === '..') || [...key].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    throw ERRORS.InvalidKey(key);
  }
  return key;
}

/** Bucket size limits as storage-api reads them: a byte count, or a number with a decimal unit ('20mb' = 20,000,000). */
export function parseSize(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.floor(v);
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(String(v).trim());
  if (!m) throw ERRORS.InvalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const mult = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(+parseFloat(m[1]!).toPrecision(3) * mult);
}

/** A header value Node can send: printable latin1, no CR/LF or other control characters. */
export const headerSafe = (v: string) => /^[\x20-\x7e\xa0-\xff]*$/.test(v);

export function checkCacheControl(v: string): string {
  if (v.length > 1024 || !headerSafe(v)) throw ERRORS.InvalidRequest('Invalid cacheControl: use printable latin1 characters only');
  return v;
}

/** The declared type without its parameters: 'text/plain;charset=utf-8' is checked as 'text/plain'. */
export const baseType = (mime: string) => mime.split(';')[0]!.trim().toLowerCase();

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = mime.split(';');
  return allowed.some((a) => a === type || (a.endsWith('/*') && type!.startsWith(a.slice(0, -1))));
}

/** Formats file-type can recognise from their bytes: a declared one of these must match the bytes. */
export function detectable(mime: string): boolean {
  return (mime.startsWith('image/') && mime !== 'image/svg+xml') || mime.startsWith('video/') || mime.startsWith('audio/') || mime === 'application/pdf' || mime === 'application/zip';
}

/** An owner id as storage.objects.owner holds it: only a uuid (other subjects stay in owner_id). */
export const ownerUuid = (sub: string | null | undefined) => (sub && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null);
