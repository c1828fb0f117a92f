import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Bucket, StorageContext } from '../context.js';
import { ERRORS } from '../errors.js';
import { SCHEMAS, type BucketBody, type BucketIdParams } from '../schemas.js';
import { parseSize } from '../validation.js';

const bucketJson = (b: Bucket) => ({
  id: b.id, name: b.name, owner: b.owner ?? '', public: b.public, file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
  allowed_mime_types: b.allowed_mime_types, created_at: b.created_at, updated_at: b.updated_at,
});

/** storage-api's routes/bucket: list, get, create, update, empty, delete. */
export function bucketRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const { auth, asUser } = ctx;

  app.get('/storage/v1/bucket', async (req) => {
    const a = await auth(req);
    const rows = await asUser(req, a, async (c) => (await c.query<Bucket>('select * from storage.buckets order by name')).rows, true);
    return rows.map(bucketJson);
  });

  app.get<{ Params: BucketIdParams }>('/storage/v1/bucket/:id', SCHEMAS.bucketId, async (req) => {
    const a = await auth(req);
    const rows = await asUser(req, a, async (c) => (await c.query<Bucket>('select * from storage.buckets where id = $1', [req.params.id])).rows, true);
    if (!rows[0]) throw ERRORS.NoSuchBucket();
    return bucketJson(rows[0]);
  });

  app.post<{ Body: BucketBody }>('/storage/v1/bucket', SCHEMAS.createBucket, async (req) => {
    const a = await auth(req);
    const b = req.body ?? {};
    const name = b.name ?? b.id ?? '';
    const id = b.id ?? name;
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id) || /^\.+$/.test(id) || !name) throw ERRORS.InvalidBucketName();
    await asUser(req, a, (c) => c.query(
      'insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6)',
      [id, name, a.claims.sub ?? null, b.public === true, parseSize(b.file_size_limit), b.allowed_mime_types ?? null]));
    return { name: id };
  });

  app.put<{ Params: BucketIdParams; Body: BucketBody }>('/storage/v1/bucket/:id', SCHEMAS.updateBucket, async (req) => {
    const a = await auth(req);
    const b = req.body ?? {};
    const r = await asUser(req, a, (c) => c.query(
      `update storage.buckets set public = coalesce($2, public), file_size_limit = case when $3::boolean then $4 else file_size_limit end,
         allowed_mime_types = case when $5::boolean then $6 else allowed_mime_types end, updated_at = now() where id = $1`,
      [req.params.id, b.public ?? null, 'file_size_limit' in b, parseSize(b.file_size_limit), 'allowed_mime_types' in b, b.allowed_mime_types ?? null]));
    if (!r.rowCount) throw ERRORS.NoSuchBucket();
    return { message: 'Successfully updated' };
  });

  app.post<{ Params: BucketIdParams }>('/storage/v1/bucket/:id/empty', SCHEMAS.bucketId, async (req) => {
    const a = await auth(req);
    const { id } = req.params;
    const rows = await asUser(req, a, async (c) => (await c.query<{ id: string }>('delete from storage.objects where bucket_id = $1 returning id', [id])).rows);
    await Promise.all(rows.map((r) => fs.rm(ctx.filePath(id, r.id), { force: true })));
    // hosted empties in the background and says so
    return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
  });

  app.delete<{ Params: BucketIdParams }>('/storage/v1/bucket/:id', SCHEMAS.bucketId, async (req) => {
    const a = await auth(req);
    const { id } = req.params;
    const r = await asUser(req, a, async (c) => {
      const n = await c.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      if (n.rowCount) throw ERRORS.BucketNotEmpty();
      return c.query('delete from storage.buckets where id = $1', [id]);
    });
    if (!r.rowCount) throw ERRORS.NoSuchBucket();
    return { message: 'Successfully deleted' };
  });
}
