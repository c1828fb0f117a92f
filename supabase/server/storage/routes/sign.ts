import type { FastifyInstance } from 'fastify';
import type { StorageContext } from '../context.js';
import { ERRORS } from '../errors.js';
import { SCHEMAS, type BucketParams, type ObjectParams, type SignBody, type SignManyBody } from '../schemas.js';
import { capExpiry, signDownload, signUpload } from '../signing.js';
import { checkKey, ownerUuid } from '../validation.js';

/** storage-api's getSignedURL, getSignedURLs and getSignedUploadURL. */
export function signRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const { auth, asUser, jwt } = ctx;

  app.post<{ Params: ObjectParams; Body: SignBody }>('/storage/v1/object/sign/:bucket/*', SCHEMAS.sign, async (req) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const name = checkKey(req.params['*'] ?? '');
    const rows = await asUser(req, a, async (c) => (await c.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows, true);
    if (!rows.length) throw ERRORS.NoSuchKey();
    // the transformation (checked by the route's schema, as hosted) is fixed in the token
    return { signedURL: await signDownload(jwt, bucket, name, capExpiry(req.body.expiresIn), req.body.transform) };
  });

  // many at once (createSignedUrls): one entry per path, an error for those the caller cannot read
  app.post<{ Params: BucketParams; Body: SignManyBody }>('/storage/v1/object/sign/:bucket', SCHEMAS.signMany, async (req) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const { paths } = req.body;
    const seconds = capExpiry(req.body.expiresIn);
    const found = await asUser(req, a, async (c) =>
      new Set((await c.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, paths])).rows.map((r) => r.name)), true);
    return Promise.all(paths.map(async (p) => found.has(p)
      ? { error: null, path: p, signedURL: await signDownload(jwt, bucket, p, seconds) }
      : { error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null }));
  });

  // signed upload URLs (createSignedUploadUrl / uploadToSignedUrl): the signer must be allowed to insert
  // the object now; the upload later needs only the token
  app.post<{ Params: ObjectParams }>('/storage/v1/object/upload/sign/:bucket/*', SCHEMAS.object, async (req) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const name = checkKey(req.params['*'] ?? '');
    await ctx.bucketAdmin(bucket);
    const upsert = req.headers['x-upsert'] === 'true';
    await asUser(req, a, async (c) => {
      // storage-api's canUpload: try the insert, then undo it
      await c.query('savepoint can_upload');
      await c.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)
         ${upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''}`,
        [bucket, name, ownerUuid(a.claims.sub), a.claims.sub ?? null]);
      await c.query('rollback to savepoint can_upload');
    });
    const token = await signUpload(jwt, bucket, name, a.claims.sub, upsert);
    return { url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token };
  });
}
