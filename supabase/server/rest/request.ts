import type { FastifyRequest } from 'fastify';
import type { SchemaCache } from '../db/schema.js';
import { pgrstError } from '../http/errors.js';
import { PGRST } from './codes.js';
import type { RestConfig } from './config.js';
import type { BodyFormat } from './body-sql.js';

/** The HTTP side of a request as PostgREST reads it: Prefer, Accept and the schema profile. */

export type Prefer = {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  timezone?: string;
};

const PREFER_VALUES: Record<string, readonly string[] | null> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  timezone: null,
};

/** Prefer header(s); with `handling=strict` an unknown preference is a 400 (PGRST122), as in PostgREST. */
export function parsePrefer(h: string | string[] | undefined): Prefer {
  const out: Record<string, string> = {};
  const invalid: string[] = [];
  for (const part of (Array.isArray(h) ? h.join(',') : (h ?? '')).split(',')) {
    const p = part.trim();
    if (!p) continue;
    const eq = p.indexOf('=');
    const k = eq < 0 ? p : p.slice(0, eq).trim();
    const v = eq < 0 ? '' : p.slice(eq + 1).trim();
    const allowed = PREFER_VALUES[k];
    if (allowed === undefined || (allowed !== null && !allowed.includes(v)) || !v) invalid.push(p);
    else out[k] = v;
  }
  if (out.handling === 'strict' && invalid.length) {
    throw pgrstError(400, PGRST.INVALID_PREFERENCES, 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`, null);
  }
  return out as Prefer;
}

export type Media = { format: BodyFormat; object: boolean };

/** Accept: `text/csv`, the single-object type, and `nulls=stripped` on either JSON type. */
export function parseAccept(req: FastifyRequest): Media {
  return mediaOf(req.headers.accept ?? '');
}

function mediaOf(header: string): Media {
  const accept = header.toLowerCase();
  const types = accept.split(',').map((t) => t.replace(/\s+/g, ''));
  for (const t of types) {
    if (t.startsWith('text/csv')) return { format: 'csv', object: false };
    if (t.startsWith('application/vnd.pgrst.object')) return { format: t.includes('nulls=stripped') ? 'stripped' : 'json', object: true };
    if (t.startsWith('application/vnd.pgrst.array')) return { format: t.includes('nulls=stripped') ? 'stripped' : 'json', object: false };
    if (t.startsWith('application/json') || t.startsWith('*/*') || t.startsWith('application/*')) return { format: 'json', object: false };
  }
  return { format: 'json', object: false };
}

/** What `.explain()` asks for: the plan's format, EXPLAIN's options and the media the plain answer would have. */
export type PlanMedia = { format: 'text' | 'json'; options: string[]; for: Media; mime: string };

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/**
 * `Accept: application/vnd.pgrst.plan[+text|+json]; for="…"; options=analyze|verbose|…`, or null for any
 * other Accept. While db-plan-enabled is off (hosted's default) the type is not offered: 406 PGRST107.
 */
export function parsePlanAccept(req: FastifyRequest, enabled: boolean): PlanMedia | null {
  const m = /^\s*application\/vnd\.pgrst\.plan(?:\+(text|json))?([^,]*)/i.exec(req.headers.accept ?? '');
  if (!m) return null;
  const param = (name: string) => new RegExp(`;\\s*${name}\\s*=\\s*"?([^";]*)"?`, 'i').exec(m[2]!)?.[1]?.trim();
  const format = (m[1]?.toLowerCase() ?? 'text') as PlanMedia['format'];
  const forType = param('for') || 'application/json';
  const options = (param('options') ?? '').toLowerCase().split('|').filter(Boolean);
  const mime = `application/vnd.pgrst.plan+${format}; for="${forType}"${options.length ? `; options=${options.join('|')}` : ''}`;
  if (!enabled || options.some((o) => !PLAN_OPTIONS.includes(o))) {
    throw pgrstError(406, PGRST.MEDIA_UNAVAILABLE, `None of these media types are available: ${mime}`, null, null);
  }
  return { format, options, for: mediaOf(forType), mime };
}

/** The schema a request reads (Accept-Profile) or writes (Content-Profile); an unexposed one is 406 PGRST106. */
export function profileOf(req: FastifyRequest, config: RestConfig): SchemaCache {
  const reading = req.method === 'GET' || req.method === 'HEAD';
  const header = req.headers[reading ? 'accept-profile' : 'content-profile'];
  const name = typeof header === 'string' && header.trim() ? header.trim() : config.schemas[0]!;
  const cache = config.caches.get(name);
  if (!cache) {
    throw pgrstError(406, PGRST.SCHEMA_NOT_EXPOSED, `The schema must be one of the following: ${config.schemas.join(', ')}`, null, null);
  }
  return cache;
}
