import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AuthCtx } from '../../http/db.js';
import type { StorageContext } from '../context.js';
import { ERRORS } from '../errors.js';
import { SCHEMAS, type ObjectParams, type ObjectQuery } from '../schemas.js';
import { verifySigned, type SignedUpload } from '../signing.js';
import { baseType, checkCacheControl, checkKey, detectable, MAX_UPLOAD, mimeAllowed, ownerUuid } from '../validation.js';

type UploadRequest = FastifyRequest<{ Params: ObjectParams; Querystring: ObjectQuery }>;

type Upload = { data: Buffer; mime: string; cacheControl: string; userMetadata: Record<string, unknown> };

/** storage-api's limit on user metadata (MAX_CUSTOM_METADATA_SIZE) */
const MAX_USER_METADATA = 1024 * 1024;

/** User metadata as storage-api reads it: JSON (the form's `metadata` field) or base64 JSON (`x-metadata`); unreadable is none. */
function userMetadata(text: unknown, base64: boolean): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  if (Buffer.byteLength(text) > MAX_USER_METADATA) throw ERRORS.EntityTooLarge();
  try {
    const v: unknown = JSON.parse(base64 ? Buffer.from(text, 'base64').toString('utf8') : text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The file, its declared type and user metadata, from a multipart form (supabase-js in a browser) or a raw body. */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (req.isMultipart()) {
    let data: Buffer | null = null;
    let mime = 'application/octet-stream';
    let cacheControl = '3600';
    let metadata: unknown;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        data = await part.toBuffer();
        if (part.file.truncated) throw ERRORS.EntityTooLarge();
        mime = part.mimetype || mime;
      } else if (part.fieldname === 'cacheControl') cacheControl = String(part.value);
      else if (part.fieldname === 'metadata') metadata = part.value;
    }
    if (!data) throw ERRORS.InvalidRequest('No file in the request');
    return { data, mime, cacheControl: checkCacheControl(cacheControl), userMetadata: userMetadata(metadata, false) };
  }
  const body = req.body;
  const data = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  // the declared type is kept whole (a charset included), as storage-api stores it
  const mime = (req.headers['content-type'] ?? 'application/octet-stream').trim();
  return {
    data, mime, cacheControl: checkCacheControl(String(req.headers['cache-control'] ?? 'max-age=3600').replace(/^max-age=/, '')),
    userMetadata: userMetadata(req.headers['x-metadata'], true),
  };
}

/** storage-api's createObject, updateObject and uploadSignedObject. */
export function uploadRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const { auth, asUser, bucketAdmin, bucketDir, filePath, dir } = ctx;

  /** `signed`: an upload through a signed upload URL, written for the signer without RLS (storage-api's asSuperUser). */
  const upload = async (req: UploadRequest, mode: 'create' | 'update', signed?: SignedUpload) => {
    const a: AuthCtx = signed
      ? { role: 'service_role', claims: { role: 'service_role', ...(signed.owner ? { sub: signed.owner } : {}) }, token: '' }
      : await auth(req);
    const bucketId = req.params.bucket;
    const name = checkKey(req.params['*'] ?? '');
    const bucket = await bucketAdmin(bucketId);
    const { data, mime, cacheControl, userMetadata: custom } = await readUpload(req);
    const limit = Math.min(MAX_UPLOAD, bucket.file_size_limit === null ? MAX_UPLOAD : Number(bucket.file_size_limit));
    if (data.length > limit) throw ERRORS.EntityTooLarge();
    const detected = await fileTypeFromBuffer(data).catch(() => undefined);
    const sameType = (x: string, y: string) => x === y || (x.replace('jpg', 'jpeg') === y.replace('jpg', 'jpeg'));
    const declared = baseType(mime);
    // hosted stores what it is given; a bucket that restricts types here also gets bytes that are what they claim
    const restricted = !!bucket.allowed_mime_types?.length;
    if (restricted && detectable(declared) && (!detected || !sameType(detected.mime, declared))) {
      throw ERRORS.InvalidMimeType(`The file content does not match its type ${declared}`);
    }
    const effective = detected && !detectable(declared) ? detected.mime : declared;
    if (!mimeAllowed(mime, bucket.allowed_mime_types) || !mimeAllowed(effective, bucket.allowed_mime_types)) {
      throw ERRORS.InvalidMimeType(`mime type ${effective} is not supported`);
    }
    const upsert = mode === 'update' || (signed ? signed.upsert : req.headers['x-upsert'] === 'true');
    const metadata = {
      eTag: `"${crypto.createHash('md5').update(data).digest('hex')}"`, size: data.length, mimetype: mime,
      cacheControl: `max-age=${cacheControl}`, lastModified: new Date().toISOString(), contentLength: data.length, httpStatusCode: 200,
    };
    await fs.mkdir(bucketDir(bucketId), { recursive: true });
    const tmp = path.join(dir, `.upload-${crypto.randomUUID()}`);
    await fs.writeFile(tmp, data);
    try {
      const id = await asUser(req, a, async (c) => {
        const owner = a.claims.sub ?? null;
        let r;
        if (mode === 'update') {
          r = await c.query<{ id: string }>(
            'update storage.objects set metadata = $3, updated_at = now(), version = $4, user_metadata = $5 where bucket_id = $1 and name = $2 returning id',
            [bucketId, name, JSON.stringify(metadata), crypto.randomUUID(), JSON.stringify(custom)]);
          if (!r.rowCount) throw ERRORS.NoSuchKey();
        } else {
          r = await c.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata) values ($1, $2, $3, $4, $5, $6, $7)
             ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id, user_metadata = excluded.user_metadata' : ''}
             returning id`,
            [bucketId, name, ownerUuid(owner), owner, JSON.stringify(metadata), crypto.randomUUID(), JSON.stringify(custom)]);
        }
        const oid = r.rows[0]!.id;
        await fs.rename(tmp, filePath(bucketId, oid));
        return oid;
      });
      return { Id: id, Key: `${bucketId}/${name}` };
    } finally {
      await fs.rm(tmp, { force: true });
    }
  };

  app.post<{ Params: ObjectParams; Querystring: ObjectQuery }>('/storage/v1/object/:bucket/*', SCHEMAS.object, (req) => upload(req, 'create'));
  app.put<{ Params: ObjectParams; Querystring: ObjectQuery }>('/storage/v1/object/:bucket/*', SCHEMAS.object, (req) => upload(req, 'update'));
  app.put<{ Params: ObjectParams; Querystring: ObjectQuery }>('/storage/v1/object/upload/sign/:bucket/*', SCHEMAS.object, async (req) => {
    const signed = await verifySigned(ctx.jwt, req.query.token, req.params.bucket, checkKey(req.params['*'] ?? ''), 'upload');
    const r = await upload(req, 'create', signed);
    return { Key: r.Key };
  });
}
