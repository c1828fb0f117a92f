import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ObjectRow, StorageContext } from '../context.js';
import { ERRORS } from '../errors.js';
import { SCHEMAS, type BucketParams, type DeleteBody, type MoveBody } from '../schemas.js';
import { checkKey, ownerUuid } from '../validation.js';

const OBJECT_SQL = 'select * from storage.objects where bucket_id = $1 and name = $2';

/** storage-api's deleteObjects, moveObject and copyObject. */
export function manageRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const { auth, asUser, filePath } = ctx;

  app.delete<{ Params: BucketParams; Body: DeleteBody }>('/storage/v1/object/:bucket', SCHEMAS.deleteMany, async (req) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const rows = await asUser(req, a, async (c) =>
      (await c.query<ObjectRow>('delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *', [bucket, req.body.prefixes])).rows);
    await Promise.all(rows.map((r) => fs.rm(filePath(bucket, r.id), { force: true })));
    return rows.map((r) => ({ name: r.name, id: r.id, bucket_id: r.bucket_id, owner: r.owner, metadata: r.metadata, created_at: r.created_at, updated_at: r.updated_at, last_accessed_at: r.last_accessed_at }));
  });

  /** the caller, and where an object goes from and to (the same bucket unless destinationBucket names another) */
  const route = async (req: FastifyRequest<{ Body: MoveBody }>) => ({
    a: await auth(req), bucketId: req.body.bucketId, from: checkKey(req.body.sourceKey), to: checkKey(req.body.destinationKey),
    destBucket: req.body.destinationBucket ?? req.body.bucketId,
  });

  app.post<{ Body: MoveBody }>('/storage/v1/object/move', SCHEMAS.move, async (req) => {
    const { a, bucketId, from, to, destBucket } = await route(req);
    const n = await asUser(req, a, async (c) => {
      const src = await c.query<ObjectRow>(OBJECT_SQL, [bucketId, from]);
      if (!src.rows[0]) throw ERRORS.NoSuchKey();
      const r = await c.query('update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2', [bucketId, from, destBucket, to]);
      if (r.rowCount && destBucket !== bucketId) {
        await fs.mkdir(path.dirname(filePath(destBucket, src.rows[0].id)), { recursive: true });
        await fs.rename(filePath(bucketId, src.rows[0].id), filePath(destBucket, src.rows[0].id));
      }
      return r.rowCount ?? 0;
    });
    if (!n) throw ERRORS.NoSuchKey();
    return { message: 'Successfully moved' };
  });

  app.post<{ Body: MoveBody }>('/storage/v1/object/copy', SCHEMAS.move, async (req) => {
    const { a, bucketId, from, to, destBucket } = await route(req);
    const id = await asUser(req, a, async (c) => {
      const src = await c.query<ObjectRow>(OBJECT_SQL, [bucketId, from]);
      if (!src.rows[0]) throw ERRORS.NoSuchKey();
      const owner = a.claims.sub ?? null;
      const r = await c.query<{ id: string }>(
        'insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3, $4, $5, $6) returning id',
        [destBucket, to, ownerUuid(owner), owner, JSON.stringify(src.rows[0].metadata), crypto.randomUUID()]);
      const nid = r.rows[0]!.id;
      await fs.mkdir(path.dirname(filePath(destBucket, nid)), { recursive: true });
      await fs.copyFile(filePath(bucketId, src.rows[0].id), filePath(destBucket, nid));
      return nid;
    });
    return { Id: id, Key: `${destBucket}/${to}` };
  });
}
