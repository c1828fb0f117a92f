import type { FastifyRequest } from 'fastify';

/** Paths no other origin may read: the local mailbox holds working sign-in links. */
const PRIVATE = /^\/_mailbox(?:[/?]|$)/;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a browser may call the API from: the site, the remotes and any listed. A loopback
 * origin is allowed under each of its names (localhost, 127.0.0.1, [::1]) with the same port.
 */
export function corsOrigins(urls: string[]): Set<string> {
  const out = new Set<string>();
  for (const raw of urls) {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      continue; // a glob of the redirect allow-list, not an origin
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') continue;
    if (LOOPBACK.has(u.hostname)) for (const h of LOOPBACK) out.add(`${u.protocol}//${h}${u.port ? `:${u.port}` : ''}`);
    else out.add(u.origin);
  }
  return out;
}

/** @fastify/cors delegator: allowed origins get their own origin back, others (and the mailbox) nothing. */
export function corsDelegate(allowed: Set<string>) {
  const base = {
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Content-Range', 'Content-Location', 'Location', 'Preference-Applied', 'Range-Unit', 'X-Total-Count', 'Content-Type', 'Content-Length', 'ETag', 'Cache-Control', 'Last-Modified', 'X-Supabase-Api-Version'],
    maxAge: 86400,
  };
  return (req: FastifyRequest, cb: (error: Error | null, options: Record<string, unknown>) => void) => {
    const origin = req.headers.origin;
    const ok = typeof origin === 'string' && allowed.has(origin) && !PRIVATE.test(req.url);
    cb(null, { ...base, origin: ok ? origin : false });
  };
}
