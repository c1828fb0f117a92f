import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import zlib from 'node:zlib';
import type { Jwt } from '../auth/jwt.js';
import { corsDelegate } from './cors.js';
import { HttpError, isPgError, pgrstError } from './errors.js';
import { invalidBody, LIMITS, PGRST } from '../rest/codes.js';
import { jsonNestingExceeds } from './json-depth.js';
import type { AuthCtx, Role } from './db.js';

const ROLES = new Set<Role>(['anon', 'authenticated', 'service_role']);
/** Smallest response body (bytes) worth compressing. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The largest request bodies read (CONTRACT.md, "Request size"): JSON and form bodies are parsed on the
 * event loop, so they stay small enough to parse in milliseconds; uploads are bytes, never parsed.
 * A body declared larger is refused with 413 before any of it is read.
 */
export const BODY_LIMITS = { json: 2 * 1024 * 1024, upload: 50 * 1024 * 1024 + 64 * 1024 };

/** Paths hosted Supabase serves without an apikey. */
function isOpen(url: string, method: string): boolean {
  return (
    method === 'OPTIONS' ||
    url === '/health' ||
    url.startsWith('/_mailbox') ||
    url.startsWith('/auth/v1/health') ||
    (method === 'GET' && url.startsWith('/auth/v1/verify')) ||
    url.startsWith('/storage/v1/object/public/') ||
    (method === 'GET' && url.startsWith('/storage/v1/object/sign/')) ||
    url.startsWith('/storage/v1/render/image/public/') ||
    (method === 'GET' && url.startsWith('/storage/v1/render/image/sign/')) ||
    url.startsWith('/realtime/v1/websocket') ||
    // the calendar function, deployed without JWT verification (calendar apps send no headers)
    (method === 'GET' && url.startsWith('/functions/v1/calendar/'))
  );
}

/** Each API answers errors in its own shape. */
function errorBody(url: string, status: number, message: string, code: string): Record<string, unknown> {
  if (url.startsWith('/auth/')) return { code: status, error_code: code, msg: message };
  if (url.startsWith('/storage/')) return { statusCode: String(status), error: code, message };
  return { code, details: null, hint: null, message };
}

declare module 'fastify' {
  interface FastifyRequest {
    authCache?: Promise<AuthCtx>;
  }
}

export function createApp(deps: {
  jwt: Jwt; anonKey: string; serviceRoleKey: string; log: boolean; allowedOrigins: Set<string>;
  /** called with every answer of 500 or above (the test run fails on any) */
  onServerError?: (answer: { method: string; url: string; status: number }) => void;
}): {
  app: FastifyInstance;
  authOf: (req: FastifyRequest) => Promise<AuthCtx>;
} {
  const app = Fastify({
    logger: deps.log ? { level: 'warn' } : false,
    bodyLimit: BODY_LIMITS.upload,
    trustProxy: false,
    exposeHeadRoutes: false,
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
    // long PostgREST query strings (16 KB selects) reach the parser, which answers 400 itself
    http: { maxHeaderSize: 32 * 1024 },
  });

  // Only the configured site and remote origins may read answers; the mailbox is never shared.
  void app.register(cors, () => corsDelegate(deps.allowedOrigins));

  // As hosted Supabase's gateway: JSON (and CSV) answers above 1 KB are compressed with brotli or
  // gzip, whichever the client's Accept-Encoding allows; brotli at a quick level so CPU stays low.
  void app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/([\w.+-]+\+)?json|text\/csv)\b/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // JSON bodies: an unparsable body is a client error in the API's own shape, never a crash.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(/^application\/(.+\+)?json/, { parseAs: 'string', bodyLimit: BODY_LIMITS.json }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text, LIMITS.MAX_JSON_DEPTH)) {
      const message = `JSON nests deeper than ${LIMITS.MAX_JSON_DEPTH} levels`;
      return done(new HttpError(400, req.url.startsWith('/rest/') ? invalidBody(message).body : errorBody(req.url, 400, message, 'bad_json')), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const status = 400;
      const e = new HttpError(status, errorBody(req.url, status, 'Empty or invalid json', req.url.startsWith('/rest/') ? PGRST.INVALID_BODY : 'bad_json'));
      done(e, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMITS.json }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // anything else (storage uploads) arrives as raw bytes
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  if (deps.onServerError) {
    const report = deps.onServerError;
    app.addHook('onResponse', async (req, reply) => {
      if (reply.statusCode >= 500) report({ method: req.method, url: req.url, status: reply.statusCode });
    });
  }

  const keyRoles = new Map<string, Role>([
    [deps.anonKey, 'anon'],
    [deps.serviceRoleKey, 'service_role'],
  ]);

  app.addHook('onRequest', async (req, reply) => {
    if (isOpen(req.url, req.method)) return;
    const q = req.query as Record<string, unknown> | undefined;
    const apikey = (req.headers.apikey as string | undefined) ?? (typeof q?.apikey === 'string' ? q.apikey : undefined);
    if (!apikey) {
      return reply.code(401).send({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    }
    if (!keyRoles.has(apikey)) {
      const v = await deps.jwt.verify(apikey);
      if (!v.ok || !ROLES.has(v.claims.role as Role)) {
        return reply.code(401).send({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      }
    }
  });

  const authOf = (req: FastifyRequest): Promise<AuthCtx> => {
    req.authCache ??= (async () => {
      const header = req.headers.authorization;
      const q = req.query as Record<string, unknown> | undefined;
      const bearer = header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : undefined;
      const tok = bearer ?? (req.headers.apikey as string | undefined) ?? (typeof q?.apikey === 'string' ? q.apikey : '');
      const v = await deps.jwt.verify(tok);
      if (!v.ok) throw pgrstError(401, v.expired ? PGRST.JWT_EXPIRED : PGRST.JWT_INVALID, v.reason, null, null);
      const role = (v.claims.role ?? 'anon') as Role;
      if (!ROLES.has(role)) throw pgrstError(401, PGRST.JWT_INVALID, `JWT role "${String(role)}" is not allowed`, null, null);
      return { role, claims: v.claims, token: tok };
    })();
    return req.authCache;
  };

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      if (err.status === 401 && req.url.startsWith('/rest/')) reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return reply.code(err.status).headers(err.headers).send(err.body);
    }
    const e = err as Error & { statusCode?: number; code?: string };
    if (isPgError(err)) {
      req.log.warn(e);
      const status = e.code === '23505' ? 409 : e.code?.startsWith('23') || e.code?.startsWith('22') ? 400 : 500;
      return reply.code(status).send(errorBody(req.url, status, e.message, e.code ?? 'unexpected_failure'));
    }
    const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
    if (status >= 500) req.log.error(e);
    const code = status === 413 ? 'Payload too large' : status >= 500 ? 'unexpected_failure' : (e.code ?? 'bad_request');
    return reply.code(status).send(errorBody(req.url, status, status >= 500 ? 'Internal server error' : e.message, code));
  });

  app.get('/health', async () => ({ status: 'ok' }));
  return { app, authOf };
}

