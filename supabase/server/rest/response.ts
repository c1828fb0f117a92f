import type { FastifyReply } from 'fastify';
import { singularError } from './codes.js';
import type { Media } from './request.js';

/** Response: status, Content-Range, content type and body, as PostgREST answers them. */

export function contentType(media: Media): string {
  if (media.format === 'csv') return 'text/csv; charset=utf-8';
  const base = media.object ? 'application/vnd.pgrst.object+json' : media.format === 'stripped' ? 'application/vnd.pgrst.array+json' : 'application/json';
  return `${base}${media.format === 'stripped' ? '; nulls=stripped' : ''}; charset=utf-8`;
}

/** `0-9/100`, `*\/100` (nothing in range), `*` when the total was not counted. */
export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

/** The one object of a JSON array body, or PGRST116 (406) for any other number of rows. */
export function singleBody(n: number, body: string): string {
  if (n !== 1) throw singularError(n);
  return body.slice(1, -1).trim();
}

/** The body for the request's media: the array, or its single object. */
export function shapeBody(media: Media, n: number, body: string): string {
  return media.object ? singleBody(n, body) : body;
}

export function send(reply: FastifyReply, status: number, media: Media, body: string | null): FastifyReply {
  reply.code(status);
  if (body === null) return reply.send();
  return reply.type(contentType(media)).send(body);
}

/** Preference-Applied: the preferences this request honoured. */
export function preferenceApplied(reply: FastifyReply, applied: (string | false | undefined)[]): void {
  const list = applied.filter((a): a is string => !!a);
  if (list.length) reply.header('Preference-Applied', list.join(', '));
}
