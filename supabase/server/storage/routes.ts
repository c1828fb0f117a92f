import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type pg from 'pg';
import type { Jwt } from '../auth/jwt.js';
import { withRole, type AuthCtx } from '../http/db.js';
import { HttpError } from '../http/errors.js';

const MAX_UPLOAD = 50 * 1024 * 1024;

type Bucket = { id: string; name: string; owner: string | null; public: boolean; file_size_limit: string | null; allowed_mime_types: string[] | null; created_at: Date; updated_at: Date };
type ObjectRow = { id: string; bucket_id: string; name: string; owner: string | null; metadata: Record<string, unknown> | null; created_at: Date; updated_at: Date; last_accessed_at: Date };

const storageError = (status: number, error: string, message: string) => new HttpError(status, { statusCode: String(status), error, message });
const bucketNotFound = () => storageError(404, 'Bucket not found', 'Bucket not found');
const objectNotFound = () => storageError(404, 'not_found', 'Object not found');

/** Turns a database error raised as the caller's role into storage-api's answer. */
function fromDb(e: unknown): never {
  if (e instanceof HttpError && typeof e.body.code === 'string' && /^[0-9A-Z]{5}$/.test(e.body.code)) {
    const code = e.body.code;
    if (code === '42501') throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
    if (code === '23503') throw bucketNotFound();
    throw storageError(400, 'InvalidRequest', String(e.body.message));
  }
  throw e;
}

function checkKey(key: string): string {
  // names are stored as given; files on disk are keyed by object id, so a name never becomes a path
  if (!key || key.length > 1024 || key.startsWith('/') || key.split('/').some((s) => s === '' || s === '.' || s === '..') || [...key].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    throw storageError(400, 'InvalidKey', `Invalid key: ${key.slice(0, 200)}`);
  }
  return key;
}

/** Bucket size limits as storage-api reads them: a byte count, or a number with a decimal unit ('20mb' = 20,000,000). */
function parseSize(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.floor(v);
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(String(v).trim());
  if (!m) throw storageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const mult = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(+parseFloat(m[1]!).toPrecision(3) * mult);
}

/** A header value Node can send: printable latin1, no CR/LF or other control characters. */
const headerSafe = (v: string) => /^[\x20-\x7e\xa0-\xff]*$/.test(v);

function checkCacheControl(v: string): string {
  if (v.length > 1024 || !headerSafe(v)) throw storageError(400, 'InvalidRequest', 'Invalid cacheControl: use printable latin1 characters only');
  return v;
}

/** The declared type without its parameters: 'text/plain;charset=utf-8' is checked as 'text/plain'. */
const baseType = (mime: string) => mime.split(';')[0]!.trim().toLowerCase();

function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = mime.split(';');
  return allowed.some((a) => a === type || (a.endsWith('/*') && type!.startsWith(a.slice(0, -1))));
}

/** Formats file-type can recognise from their bytes: a declared one of these must match the bytes. */
function detectable(mime: string): boolean {
  return (mime.startsWith('image/') && mime !== 'image/svg+xml') || mime.startsWith('video/') || mime.startsWith('audio/') || mime === 'application/pdf' || mime === 'application/zip';
}

export function storageRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; admin: pg.Pool; auth: (req: FastifyRequest) => Promise<AuthCtx>; publicUrl: () => string; dir: string; jwt: Jwt },
): void {
  const { pool, admin, dir, jwt } = deps;
  void app.register(multipart, { limits: { fileSize: MAX_UPLOAD, files: 1, fields: 10 } });
  // a bucket id of only dots ('.', '..') would name the data folder or its parent: never a path step
  const bucketDir = (bucket: string) => path.join(dir, bucket.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+$/, (m) => '_'.repeat(m.length)));
  const filePath = (bucket: string, id: string) => path.join(bucketDir(bucket), id);
  const auth = async (req: FastifyRequest) => {
    try {
      return await deps.auth(req);
    } catch (e) {
      const expired = e instanceof HttpError && String(e.body.message).includes('expired');
      throw storageError(400, 'InvalidJWT', expired ? 'jwt expired' : 'invalid signature');
    }
  };
  const asUser = <T>(req: FastifyRequest, a: AuthCtx, fn: (c: pg.PoolClient) => Promise<T>, readOnly = false) =>
    withRole(pool, a, { method: req.method, path: req.url, readOnly }, fn).catch(fromDb);
  const bucketAdmin = async (id: string): Promise<Bucket> => {
    const { rows } = await admin.query<Bucket>('select * from storage.buckets where id = $1', [id]);
    if (!rows[0]) throw bucketNotFound();
    return rows[0];
  };
  const wildcard = (req: FastifyRequest) => checkKey((req.params as Record<string, string>)['*'] ?? '');
  const bucketJson = (b: Bucket) => ({
    id: b.id, name: b.name, owner: b.owner ?? '', public: b.public, file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
    allowed_mime_types: b.allowed_mime_types, created_at: b.created_at, updated_at: b.updated_at,
  });

  // buckets
  app.get('/storage/v1/bucket', async (req) => {
    const a = await auth(req);
    const rows = await asUser(req, a, async (c) => (await c.query<Bucket>('select * from storage.buckets order by name')).rows, true);
    return rows.map(bucketJson);
  });
  app.get('/storage/v1/bucket/:id', async (req) => {
    const a = await auth(req);
    const { id } = req.params as { id: string };
    const rows = await asUser(req, a, async (c) => (await c.query<Bucket>('select * from storage.buckets where id = $1', [id])).rows, true);
    if (!rows[0]) throw bucketNotFound();
    return bucketJson(rows[0]);
  });
  app.post('/storage/v1/bucket', async (req) => {
    const a = await auth(req);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const name = typeof b.name === 'string' ? b.name : typeof b.id === 'string' ? b.id : '';
    const id = typeof b.id === 'string' ? b.id : name;
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id) || /^\.+$/.test(id) || !name) throw storageError(400, 'InvalidBucketName', 'Bucket name invalid');
    const mimes = Array.isArray(b.allowed_mime_types) ? b.allowed_mime_types.map(String) : null;
    await asUser(req, a, (c) => c.query(
      'insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6)',
      [id, name, a.claims.sub ?? null, b.public === true, parseSize(b.file_size_limit), mimes]));
    return { name: id };
  });
  app.put('/storage/v1/bucket/:id', async (req) => {
    const a = await auth(req);
    const { id } = req.params as { id: string };
    const b = (req.body ?? {}) as Record<string, unknown>;
    const r = await asUser(req, a, (c) => c.query(
      `update storage.buckets set public = coalesce($2, public), file_size_limit = case when $3::boolean then $4 else file_size_limit end,
         allowed_mime_types = case when $5::boolean then $6 else allowed_mime_types end, updated_at = now() where id = $1`,
      [id, typeof b.public === 'boolean' ? b.public : null, 'file_size_limit' in b, parseSize(b.file_size_limit),
        'allowed_mime_types' in b, Array.isArray(b.allowed_mime_types) ? b.allowed_mime_types.map(String) : null]));
    if (!r.rowCount) throw bucketNotFound();
    return { message: 'Successfully updated' };
  });
  app.post('/storage/v1/bucket/:id/empty', async (req) => {
    const a = await auth(req);
    const { id } = req.params as { id: string };
    const rows = await asUser(req, a, async (c) => (await c.query<{ id: string }>('delete from storage.objects where bucket_id = $1 returning id', [id])).rows);
    await Promise.all(rows.map((r) => fs.rm(filePath(id, r.id), { force: true })));
    return { message: 'Successfully emptied' };
  });
  app.delete('/storage/v1/bucket/:id', async (req) => {
    const a = await auth(req);
    const { id } = req.params as { id: string };
    const r = await asUser(req, a, async (c) => {
      const n = await c.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      if (n.rowCount) throw storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
      return c.query('delete from storage.buckets where id = $1', [id]);
    });
    if (!r.rowCount) throw bucketNotFound();
    return { message: 'Successfully deleted' };
  });

  // objects
  const readUpload = async (req: FastifyRequest): Promise<{ data: Buffer; mime: string; cacheControl: string }> => {
    if (req.isMultipart()) {
      let data: Buffer | null = null;
      let mime = 'application/octet-stream';
      let cacheControl = '3600';
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          data = await part.toBuffer();
          if (part.file.truncated) throw storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
          mime = part.mimetype || mime;
        } else if (part.fieldname === 'cacheControl') cacheControl = String(part.value);
      }
      if (!data) throw storageError(400, 'InvalidRequest', 'No file in the request');
      return { data, mime, cacheControl: checkCacheControl(cacheControl) };
    }
    const body = req.body;
    const data = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
    // the declared type is kept whole (a charset included), as storage-api stores it
    const mime = (req.headers['content-type'] ?? 'application/octet-stream').trim();
    return { data, mime, cacheControl: checkCacheControl(String(req.headers['cache-control'] ?? 'max-age=3600').replace(/^max-age=/, '')) };
  };

  /** `signed`: an upload through a signed upload URL, written for the signer without RLS (storage-api's asSuperUser). */
  const upload = async (req: FastifyRequest, mode: 'create' | 'update', signed?: { owner: string | null; upsert: boolean }) => {
    const a: AuthCtx = signed
      ? { role: 'service_role', claims: { role: 'service_role', ...(signed.owner ? { sub: signed.owner } : {}) }, token: '' }
      : await auth(req);
    const { bucket: bucketId } = req.params as { bucket: string };
    const name = wildcard(req);
    const bucket = await bucketAdmin(bucketId);
    const { data, mime, cacheControl } = await readUpload(req);
    const limit = Math.min(MAX_UPLOAD, bucket.file_size_limit === null ? MAX_UPLOAD : Number(bucket.file_size_limit));
    if (data.length > limit) throw storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    const detected = await fileTypeFromBuffer(data).catch(() => undefined);
    const sameType = (x: string, y: string) => x === y || (x.replace('jpg', 'jpeg') === y.replace('jpg', 'jpeg'));
    const declared = baseType(mime);
    if (detectable(declared) && (!detected || !sameType(detected.mime, declared))) {
      throw storageError(415, 'invalid_mime_type', `The file content does not match its type ${declared}`);
    }
    const effective = detected && !detectable(declared) ? detected.mime : declared;
    if (!mimeAllowed(mime, bucket.allowed_mime_types) || !mimeAllowed(effective, bucket.allowed_mime_types)) {
      throw storageError(415, 'invalid_mime_type', `mime type ${effective} is not supported`);
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
            'update storage.objects set metadata = $3, updated_at = now(), version = $4 where bucket_id = $1 and name = $2 returning id',
            [bucketId, name, JSON.stringify(metadata), crypto.randomUUID()]);
          if (!r.rowCount) throw objectNotFound();
        } else {
          r = await c.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3, $4, $5, $6)
             ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id' : ''}
             returning id`,
            [bucketId, name, owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null, owner, JSON.stringify(metadata), crypto.randomUUID()]);
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
  app.post('/storage/v1/object/:bucket/*', (req) => upload(req, 'create'));
  app.put('/storage/v1/object/:bucket/*', (req) => upload(req, 'update'));

  const sendObject = async (reply: FastifyReply, bucketId: string, row: ObjectRow, head: boolean, download?: string) => {
    const meta = row.metadata ?? {};
    const file = filePath(bucketId, row.id);
    const data = head ? null : await fs.readFile(file).catch(() => null);
    if (!head && !data) throw objectNotFound();
    const mime = String(meta.mimetype ?? 'application/octet-stream');
    const cache = String(meta.cacheControl ?? 'max-age=3600');
    // rows stored before cacheControl was checked may hold values no header can carry
    reply.header('Content-Type', headerSafe(mime) ? mime : 'application/octet-stream');
    reply.header('Cache-Control', headerSafe(cache) ? cache : 'no-cache');
    if (meta.eTag) reply.header('ETag', String(meta.eTag));
    reply.header('Last-Modified', new Date(row.updated_at).toUTCString());
    if (download !== undefined) reply.header('Content-Disposition', `attachment; filename="${encodeURIComponent(download || path.basename(row.name))}"`);
    if (head) return reply.header('Content-Length', String(meta.size ?? 0)).send();
    return reply.send(data);
  };
  const download = async (req: FastifyRequest, reply: FastifyReply) => {
    const a = await auth(req);
    const { bucket } = req.params as { bucket: string };
    const name = wildcard(req);
    const rows = await asUser(req, a, async (c) => (await c.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows, true);
    if (!rows[0]) throw objectNotFound();
    const dl = (req.query as Record<string, string>).download;
    return sendObject(reply, bucket, rows[0], req.method === 'HEAD', dl);
  };
  app.get('/storage/v1/object/authenticated/:bucket/*', download);
  app.head('/storage/v1/object/authenticated/:bucket/*', download);

  const publicDownload = async (req: FastifyRequest, reply: FastifyReply) => {
    const { bucket } = req.params as { bucket: string };
    const name = wildcard(req);
    const { rows } = await admin.query<ObjectRow & { public: boolean }>(
      'select o.*, b.public from storage.objects o join storage.buckets b on b.id = o.bucket_id where o.bucket_id = $1 and o.name = $2', [bucket, name]);
    if (!rows[0] || !rows[0].public) throw objectNotFound();
    return sendObject(reply, bucket, rows[0], req.method === 'HEAD', (req.query as Record<string, string>).download);
  };
  app.get('/storage/v1/object/public/:bucket/*', publicDownload);
  app.head('/storage/v1/object/public/:bucket/*', publicDownload);

  // signed URLs, as storage-api makes them: JWTs signed with the project's JWT secret naming `bucket/name`
  // and their scope, so they outlive a restart and a download token never uploads (or the reverse)
  // names go out raw, as storage-api sends them: supabase-js encodes the URL it builds
  const expiresIn = (v: unknown) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw storageError(400, 'InvalidRequest', 'expiresIn must be a positive integer');
    return Math.min(n, 60 * 60 * 24 * 365);
  };
  const signDownload = (bucket: string, name: string, seconds: number) =>
    jwt.sign({ url: `${bucket}/${name}`, scope: 'download' }, seconds).then((t) => `/object/sign/${bucket}/${name}?token=${t}`);
  const verifySigned = async (token: unknown, bucket: string, name: string, scope: 'download' | 'upload') => {
    const v = await jwt.verify(typeof token === 'string' ? token : '');
    if (!v.ok) throw storageError(400, 'InvalidJWT', v.expired ? 'jwt expired' : 'invalid signature');
    const c = v.claims as { url?: unknown; scope?: unknown; owner?: unknown; upsert?: unknown };
    if (c.scope !== scope) throw storageError(400, 'InvalidSignature', `Token is not scoped for ${scope}`);
    if (c.url !== `${bucket}/${name}`) throw storageError(400, 'InvalidSignature', 'Invalid signature');
    return { owner: typeof c.owner === 'string' ? c.owner : null, upsert: c.upsert === true };
  };

  app.post('/storage/v1/object/sign/:bucket/*', async (req) => {
    const a = await auth(req);
    const { bucket } = req.params as { bucket: string };
    const name = wildcard(req);
    const seconds = expiresIn(((req.body ?? {}) as { expiresIn?: unknown }).expiresIn);
    const rows = await asUser(req, a, async (c) => (await c.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows, true);
    if (!rows.length) throw objectNotFound();
    return { signedURL: await signDownload(bucket, name, seconds) };
  });
  // many at once (createSignedUrls): one entry per path, an error for those the caller cannot read
  app.post('/storage/v1/object/sign/:bucket', async (req) => {
    const a = await auth(req);
    const { bucket } = req.params as { bucket: string };
    const b = (req.body ?? {}) as { expiresIn?: unknown; paths?: unknown };
    const seconds = expiresIn(b.expiresIn);
    if (!Array.isArray(b.paths) || !b.paths.length || b.paths.length > 1000 || b.paths.some((x) => typeof x !== 'string')) {
      throw storageError(400, 'InvalidRequest', 'paths must be an array of 1 to 1000 strings');
    }
    const paths = b.paths as string[];
    const found = await asUser(req, a, async (c) =>
      new Set((await c.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, paths])).rows.map((r) => r.name)), true);
    return Promise.all(paths.map(async (p) => found.has(p)
      ? { error: null, path: p, signedURL: await signDownload(bucket, p, seconds) }
      : { error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null }));
  });
  app.get('/storage/v1/object/sign/:bucket/*', async (req, reply) => {
    const { bucket } = req.params as { bucket: string };
    const name = wildcard(req);
    await verifySigned((req.query as Record<string, unknown>).token, bucket, name, 'download');
    const { rows } = await admin.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
    if (!rows[0]) throw objectNotFound();
    return sendObject(reply, bucket, rows[0], false, (req.query as Record<string, string>).download);
  });

  // signed upload URLs (createSignedUploadUrl / uploadToSignedUrl): the signer must be allowed to insert
  // the object now; the upload later needs only the token, valid 2 hours (storage-api's default)
  app.post('/storage/v1/object/upload/sign/:bucket/*', async (req) => {
    const a = await auth(req);
    const { bucket } = req.params as { bucket: string };
    const name = wildcard(req);
    await bucketAdmin(bucket);
    const upsert = req.headers['x-upsert'] === 'true';
    await asUser(req, a, async (c) => {
      // storage-api's canUpload: try the insert, then undo it
      await c.query('savepoint can_upload');
      await c.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)
         ${upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''}`,
        [bucket, name, a.claims.sub && /^[0-9a-f-]{36}$/i.test(a.claims.sub) ? a.claims.sub : null, a.claims.sub ?? null]);
      await c.query('rollback to savepoint can_upload');
    });
    const token = await jwt.sign({ owner: a.claims.sub, url: `${bucket}/${name}`, upsert, scope: 'upload' }, 2 * 60 * 60);
    return { url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token };
  });
  app.put('/storage/v1/object/upload/sign/:bucket/*', async (req) => {
    const { bucket } = req.params as { bucket: string };
    const signed = await verifySigned((req.query as Record<string, unknown>).token, bucket, wildcard(req), 'upload');
    const r = await upload(req, 'create', signed);
    return { Key: r.Key };
  });

  // object info (info()): storage-api's InfoRenderer fields
  const info = (publicOnly: boolean) => async (req: FastifyRequest) => {
    const { bucket } = req.params as { bucket: string };
    const name = wildcard(req);
    const b = await bucketAdmin(bucket);
    if (publicOnly && !b.public) throw bucketNotFound();
    const sql = 'select * from storage.objects where bucket_id = $1 and name = $2';
    const rows = b.public
      ? (await admin.query<ObjectRow & { version: string | null; user_metadata: unknown }>(sql, [bucket, name])).rows
      : await asUser(req, await auth(req), async (c) => (await c.query<ObjectRow & { version: string | null; user_metadata: unknown }>(sql, [bucket, name])).rows, true);
    const o = rows[0];
    if (!o) throw objectNotFound();
    const meta = o.metadata ?? {};
    return {
      id: o.id, name: o.name, version: o.version, bucket_id: o.bucket_id, size: meta.size ?? null, content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null, etag: meta.eTag ?? null, metadata: o.user_metadata ?? null, last_modified: o.updated_at, created_at: o.created_at,
    };
  };
  app.get('/storage/v1/object/info/public/:bucket/*', info(true));
  app.get('/storage/v1/object/info/authenticated/:bucket/*', info(false));
  app.get('/storage/v1/object/info/:bucket/*', info(false));

  app.get('/storage/v1/object/:bucket/*', download);
  app.head('/storage/v1/object/:bucket/*', download);

  app.post('/storage/v1/object/list/:bucket', async (req) => {
    const a = await auth(req);
    const { bucket } = req.params as { bucket: string };
    const b = (req.body ?? {}) as { prefix?: string; limit?: number; offset?: number; search?: string; sortBy?: { column?: string; order?: string } };
    let prefix = typeof b.prefix === 'string' ? b.prefix.replace(/^\/+/, '') : '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.min(Math.max(Number(b.limit) || 100, 1), 1000);
    const offset = Math.max(Number(b.offset) || 0, 0);
    const search = typeof b.search === 'string' ? b.search : '';
    const rows = await asUser(req, a, async (c) => (await c.query<ObjectRow>(
      `select * from storage.objects where bucket_id = $1 and left(name, length($2)) = $2 order by name limit 20000`, [bucket, prefix])).rows, true);
    const items = new Map<string, Record<string, unknown>>();
    for (const r of rows) {
      const rest = r.name.slice(prefix.length);
      const [first, ...more] = rest.split('/');
      if (!first || (search && !first.toLowerCase().includes(search.toLowerCase()))) continue;
      if (more.length) {
        if (!items.has(first)) items.set(first, { name: first, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      } else {
        items.set(first, { name: first, id: r.id, updated_at: r.updated_at, created_at: r.created_at, last_accessed_at: r.last_accessed_at, metadata: r.metadata });
      }
    }
    const col = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(b.sortBy?.column ?? '') ? b.sortBy!.column! : 'name';
    const desc = b.sortBy?.order === 'desc';
    const list = [...items.values()].sort((x, y) => {
      const xv = String(x[col] ?? ''), yv = String(y[col] ?? '');
      return (xv < yv ? -1 : xv > yv ? 1 : 0) * (desc ? -1 : 1);
    });
    return list.slice(offset, offset + limit);
  });

  // list-v2 (listV2): full names, folders collapsed at '/' with with_delimiter, pages by an opaque cursor
  // (storage-api's continuation token: base64 of `l:<last name>` and `o:<order>` lines)
  app.post('/storage/v1/object/list-v2/:bucket', async (req) => {
    const a = await auth(req);
    const { bucket } = req.params as { bucket: string };
    const b = (req.body ?? {}) as { prefix?: unknown; limit?: unknown; cursor?: unknown; with_delimiter?: unknown; sortBy?: { column?: unknown; order?: unknown } };
    const prefix = typeof b.prefix === 'string' ? b.prefix : '';
    const limit = Math.min(Math.max(Number.isInteger(b.limit) ? Number(b.limit) : 1000, 1), 1000);
    let after = '';
    let order = b.sortBy?.order === 'desc' ? 'desc' : 'asc';
    if (typeof b.cursor === 'string' && b.cursor) {
      const parts = Buffer.from(b.cursor, 'base64').toString().split('\n');
      for (const part of parts) {
        const m = /^(\S):(.*)$/s.exec(part);
        if (!m || !['l', 'o', 'c', 'a'].includes(m[1]!)) throw storageError(400, 'InvalidParameter', 'Invalid Parameter continuation token');
        if (m[1] === 'l') after = m[2]!;
        if (m[1] === 'o') order = m[2] === 'desc' ? 'desc' : 'asc';
      }
    }
    const rows = await asUser(req, a, async (c) => (await c.query<ObjectRow>(
      `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
        where bucket_id = $1 and left(name, length($2)) = $2
        order by name collate "C" ${order === 'desc' ? 'desc' : 'asc'} limit 20000`, [bucket, prefix])).rows, true);
    const beyond = (name: string) => !after || (order === 'asc' ? name > after : name < after);
    const entries: (Record<string, unknown> & { name: string; id: string | null })[] = [];
    for (const r of rows) {
      let entry: (typeof entries)[number] = { ...r };
      if (b.with_delimiter === true) {
        const slash = r.name.indexOf('/', prefix.length);
        if (slash >= 0) entry = { id: null, name: r.name.slice(0, slash + 1), bucket_id: bucket };
      }
      if (entries.at(-1)?.name === entry.name) continue;
      // a folder already listed on an earlier page is skipped whole
      if (!beyond(entry.name) || (entry.id === null && after.startsWith(entry.name))) continue;
      entries.push(entry);
      if (entries.length > limit) break;
    }
    const hasNext = entries.length > limit;
    const page = entries.slice(0, limit);
    const last = page.at(-1);
    return {
      hasNext,
      nextCursor: hasNext && last ? Buffer.from(`l:${last.name}\no:${order}`).toString('base64') : undefined,
      nextCursorKey: hasNext && last ? last.name : undefined,
      folders: page.filter((e) => e.id === null),
      objects: page.filter((e) => e.id !== null),
    };
  });

  app.delete('/storage/v1/object/:bucket', async (req) => {
    const a = await auth(req);
    const { bucket } = req.params as { bucket: string };
    const b = (req.body ?? {}) as { prefixes?: unknown };
    if (!Array.isArray(b.prefixes) || b.prefixes.some((p) => typeof p !== 'string')) throw storageError(400, 'InvalidRequest', 'prefixes must be an array of strings');
    const rows = await asUser(req, a, async (c) =>
      (await c.query<ObjectRow>('delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *', [bucket, b.prefixes])).rows);
    await Promise.all(rows.map((r) => fs.rm(filePath(bucket, r.id), { force: true })));
    return rows.map((r) => ({ name: r.name, id: r.id, bucket_id: r.bucket_id, owner: r.owner, metadata: r.metadata, created_at: r.created_at, updated_at: r.updated_at, last_accessed_at: r.last_accessed_at }));
  });

  const moveOrCopy = (kind: 'move' | 'copy') => async (req: FastifyRequest) => {
    const a = await auth(req);
    const b = (req.body ?? {}) as { bucketId?: string; sourceKey?: string; destinationKey?: string; destinationBucket?: string };
    if (typeof b.bucketId !== 'string' || typeof b.sourceKey !== 'string' || typeof b.destinationKey !== 'string') {
      throw storageError(400, 'InvalidRequest', 'bucketId, sourceKey and destinationKey are required');
    }
    const from = checkKey(b.sourceKey);
    const to = checkKey(b.destinationKey);
    const destBucket = typeof b.destinationBucket === 'string' ? b.destinationBucket : b.bucketId;
    if (kind === 'move') {
      const n = await asUser(req, a, async (c) => {
        const src = await c.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [b.bucketId, from]);
        if (!src.rows[0]) throw objectNotFound();
        const r = await c.query('update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2', [b.bucketId, from, destBucket, to]);
        if (r.rowCount && destBucket !== b.bucketId) {
          await fs.mkdir(path.dirname(filePath(destBucket, src.rows[0].id)), { recursive: true });
          await fs.rename(filePath(b.bucketId!, src.rows[0].id), filePath(destBucket, src.rows[0].id));
        }
        return r.rowCount ?? 0;
      });
      if (!n) throw objectNotFound();
      return { message: 'Successfully moved' };
    }
    const id = await asUser(req, a, async (c) => {
      const src = await c.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [b.bucketId, from]);
      if (!src.rows[0]) throw objectNotFound();
      const owner = a.claims.sub ?? null;
      const r = await c.query<{ id: string }>(
        'insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3, $4, $5, $6) returning id',
        [destBucket, to, owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null, owner, JSON.stringify(src.rows[0].metadata), crypto.randomUUID()]);
      const nid = r.rows[0]!.id;
      await fs.mkdir(path.dirname(filePath(destBucket, nid)), { recursive: true });
      await fs.copyFile(filePath(b.bucketId!, src.rows[0].id), filePath(destBucket, nid));
      return nid;
    });
    return { Id: id, Key: `${destBucket}/${to}` };
  };
  app.post('/storage/v1/object/move', moveOrCopy('move'));
  app.post('/storage/v1/object/copy', moveOrCopy('copy'));
}
