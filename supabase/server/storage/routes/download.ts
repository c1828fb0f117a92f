import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectRow, StorageContext } from '../context.js';
import { ERRORS } from '../errors.js';
import { SCHEMAS, type ObjectParams, type ObjectQuery } from '../schemas.js';
import { verifySigned } from '../signing.js';
import { checkKey, headerSafe } from '../validation.js';

type ObjectRequest = FastifyRequest<{ Params: ObjectParams; Querystring: ObjectQuery }>;
type ObjectRoute = { Params: ObjectParams; Querystring: ObjectQuery };
const OBJECT_SQL = 'select * from storage.objects where bucket_id = $1 and name = $2';

/** storage-api's getObject, getPublicObject, getSignedObject and getObjectInfo. */
export function downloadRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const { admin, auth, asUser, bucketAdmin } = ctx;
  const nameOf = (req: ObjectRequest) => checkKey(req.params['*'] ?? '');

  const sendObject = async (reply: FastifyReply, bucketId: string, row: ObjectRow, head: boolean, download?: string) => {
    const meta = row.metadata ?? {};
    const data = head ? null : await fs.readFile(ctx.filePath(bucketId, row.id)).catch(() => null);
    if (!head && !data) throw ERRORS.NoSuchKey();
    const mime = String(meta.mimetype ?? 'application/octet-stream');
    const cache = String(meta.cacheControl ?? 'max-age=3600');
    // rows stored before cacheControl was checked may hold values no header can carry
    reply.header('Content-Type', headerSafe(mime) ? mime : 'application/octet-stream');
    reply.header('Cache-Control', headerSafe(cache) ? cache : 'no-cache');
    // the stored type is what the uploader declared: a browser must not guess another from the bytes
    reply.header('X-Content-Type-Options', 'nosniff');
    if (meta.eTag) reply.header('ETag', String(meta.eTag));
    reply.header('Last-Modified', new Date(row.updated_at).toUTCString());
    if (download !== undefined) reply.header('Content-Disposition', `attachment; filename="${encodeURIComponent(download || path.basename(row.name))}"`);
    if (head) return reply.header('Content-Length', String(meta.size ?? 0)).send();
    return reply.send(data);
  };

  const download = async (req: ObjectRequest, reply: FastifyReply) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const name = nameOf(req);
    const rows = await asUser(req, a, async (c) => (await c.query<ObjectRow>(OBJECT_SQL, [bucket, name])).rows, true);
    if (!rows[0]) throw ERRORS.NoSuchKey();
    return sendObject(reply, bucket, rows[0], req.method === 'HEAD', req.query.download);
  };
  app.get<ObjectRoute>('/storage/v1/object/authenticated/:bucket/*', SCHEMAS.object, download);
  app.head<ObjectRoute>('/storage/v1/object/authenticated/:bucket/*', SCHEMAS.object, download);

  const publicDownload = async (req: ObjectRequest, reply: FastifyReply) => {
    const { bucket } = req.params;
    const name = nameOf(req);
    const { rows } = await admin.query<ObjectRow & { public: boolean }>(
      'select o.*, b.public from storage.objects o join storage.buckets b on b.id = o.bucket_id where o.bucket_id = $1 and o.name = $2', [bucket, name]);
    if (!rows[0] || !rows[0].public) throw ERRORS.NoSuchKey();
    return sendObject(reply, bucket, rows[0], req.method === 'HEAD', req.query.download);
  };
  app.get<ObjectRoute>('/storage/v1/object/public/:bucket/*', SCHEMAS.object, publicDownload);
  app.head<ObjectRoute>('/storage/v1/object/public/:bucket/*', SCHEMAS.object, publicDownload);

  app.get<ObjectRoute>('/storage/v1/object/sign/:bucket/*', SCHEMAS.object, async (req, reply) => {
    const { bucket } = req.params;
    const name = nameOf(req);
    await verifySigned(ctx.jwt, req.query.token, bucket, name, 'download');
    const { rows } = await admin.query<ObjectRow>(OBJECT_SQL, [bucket, name]);
    if (!rows[0]) throw ERRORS.NoSuchKey();
    return sendObject(reply, bucket, rows[0], false, req.query.download);
  });

  // object info (info()): storage-api's InfoRenderer fields
  const info = (publicOnly: boolean) => async (req: ObjectRequest) => {
    const { bucket } = req.params;
    const name = nameOf(req);
    const b = await bucketAdmin(bucket);
    if (publicOnly && !b.public) throw ERRORS.NoSuchBucket();
    const rows = b.public
      ? (await admin.query<ObjectRow>(OBJECT_SQL, [bucket, name])).rows
      : await asUser(req, await auth(req), async (c) => (await c.query<ObjectRow>(OBJECT_SQL, [bucket, name])).rows, true);
    const o = rows[0];
    if (!o) throw ERRORS.NoSuchKey();
    const meta = o.metadata ?? {};
    return {
      id: o.id, name: o.name, version: o.version, bucket_id: o.bucket_id, size: meta.size ?? null, content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null, etag: meta.eTag ?? null, metadata: o.user_metadata ?? null, last_modified: o.updated_at, created_at: o.created_at,
    };
  };
  app.get<ObjectRoute>('/storage/v1/object/info/public/:bucket/*', SCHEMAS.object, info(true));
  app.get<ObjectRoute>('/storage/v1/object/info/authenticated/:bucket/*', SCHEMAS.object, info(false));
  app.get<ObjectRoute>('/storage/v1/object/info/:bucket/*', SCHEMAS.object, info(false));

  app.get<ObjectRoute>('/storage/v1/object/:bucket/*', SCHEMAS.object, download);
  app.head<ObjectRoute>('/storage/v1/object/:bucket/*', SCHEMAS.object, download);
}
