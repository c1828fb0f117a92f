import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ObjectRow, StorageContext } from '../context.js';
import { ERRORS, ErrorCode, StorageError } from '../errors.js';
import { TRANSFORM_OPTIONS, hostedSchemaRefusal, type ObjectParams, type Transform } from '../schemas.js';
import { verifySigned } from '../signing.js';
import { checkKey, headerSafe } from '../validation.js';

/**
 * storage-api's image transformations (/render/image/public|authenticated|sign/…), with sharp where
 * hosted uses imgproxy, and hosted's answers: options checked by storage-api's schema (quality 20–100,
 * width and height integers ≥ 0, resize and format from their lists; refused with Fastify's message),
 * width and height clamped to 1–2500 (never refused), a source of at most 25 MB and 50 megapixels.
 */
export const RENDER_LIMITS = { maxDimension: 2500, maxSourceBytes: 25 * 1024 * 1024, maxSourcePixels: 50_000_000 };

type RenderRoute = { Params: ObjectParams; Querystring: Transform & { token?: string; download?: string } };

const RENDER_SCHEMA = {
  schema: { querystring: { type: 'object', properties: { ...TRANSFORM_OPTIONS.properties, token: { type: 'string' }, download: { type: 'string' } } } },
  schemaErrorFormatter: hostedSchemaRefusal,
};

const OBJECT_SQL = 'select * from storage.objects where bucket_id = $1 and name = $2';
// hosted's resize modes in sharp's words: cover crops to the box, contain fits inside it, fill stretches
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

/** imgproxy's refusals of a source, in storage-api's words (ImageProcessingError: 400 InvalidRequest). */
const sourceRefused = (message: string) => new StorageError(ErrorCode.InvalidRequest, 400, 'InvalidRequest', message);
const SOURCE_REFUSALS = {
  unsupported: 'The source image is invalid or unsupported for rendering',
  resolution: 'The source image resolution is too large to process',
  file: 'The source image file is too large to process',
};

// as storage-api's applyTransformation: 0 (or absent) leaves the side free, anything else is clamped
const dimension = (n: number | undefined) => (n ? Math.min(Math.max(n, 1), RENDER_LIMITS.maxDimension) : undefined);

/** The transformed image in the asked format, else the original's with `format=origin`, else WebP where the client reads it (as hosted). */
export async function transformImage(source: Buffer, t: Transform, accept: string): Promise<{ data: Buffer; type: string }> {
  if (source.length > RENDER_LIMITS.maxSourceBytes) throw sourceRefused(SOURCE_REFUSALS.file);
  let image = sharp(source, { limitInputPixels: RENDER_LIMITS.maxSourcePixels, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > RENDER_LIMITS.maxSourcePixels) throw new Error('Input image exceeds pixel limit');
  } catch (e) {
    throw sourceRefused(String(e).includes('pixel limit') ? SOURCE_REFUSALS.resolution : SOURCE_REFUSALS.unsupported);
  }
  const width = dimension(t.width);
  const height = dimension(t.height);
  if (width || height) image = image.resize({ width, height, fit: FIT[t.resize ?? 'cover'], withoutEnlargement: true });
  const quality = t.quality ?? 80;
  const origin = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'avif' ? meta.format : 'png';
  const format = t.format === 'webp' || t.format === 'avif' ? t.format : t.format !== 'origin' && accept.includes('image/webp') ? 'webp' : origin;
  const data = await image.toFormat(format, { quality }).toBuffer();
  return { data, type: `image/${format}` };
}

/** The transformation of a query or a signed URL's token: only the options hosted knows. */
const transformOf = (q: Record<string, unknown>): Transform => {
  const { width, height, resize, quality, format } = q as Transform;
  return { width, height, resize, quality, format };
};

export function renderRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const { admin, auth, asUser } = ctx;

  const render = async (req: FastifyRequest<RenderRoute>, reply: FastifyReply, row: ObjectRow | undefined, t: Transform) => {
    if (!row) throw ERRORS.NoSuchKey();
    const source = await fs.readFile(ctx.filePath(req.params.bucket, row.id)).catch(() => null);
    if (!source) throw ERRORS.NoSuchKey();
    const out = await transformImage(source, t, String(req.headers.accept ?? ''));
    const cache = String(row.metadata?.cacheControl ?? 'max-age=3600');
    reply.header('Content-Type', out.type).header('Cache-Control', headerSafe(cache) ? cache : 'no-cache').header('X-Content-Type-Options', 'nosniff');
    if (req.query.download !== undefined) reply.header('Content-Disposition', `attachment; filename="${encodeURIComponent(req.query.download || row.name.split('/').pop()!)}"`);
    return reply.send(out.data);
  };

  app.get<RenderRoute>('/storage/v1/render/image/public/:bucket/*', RENDER_SCHEMA, async (req, reply) => {
    const t = transformOf(req.query);
    const { rows } = await admin.query<ObjectRow & { public: boolean }>(
      'select o.*, b.public from storage.objects o join storage.buckets b on b.id = o.bucket_id where o.bucket_id = $1 and o.name = $2', [req.params.bucket, checkKey(req.params['*'] ?? '')]);
    return render(req, reply, rows[0]?.public ? rows[0] : undefined, t);
  });

  app.get<RenderRoute>('/storage/v1/render/image/authenticated/:bucket/*', RENDER_SCHEMA, async (req, reply) => {
    const t = transformOf(req.query);
    const a = await auth(req);
    const rows = await asUser(req, a, async (c) => (await c.query<ObjectRow>(OBJECT_SQL, [req.params.bucket, checkKey(req.params['*'] ?? '')])).rows, true);
    return render(req, reply, rows[0], t);
  });

  // a signed URL carries its transformation in the token: the query cannot change it
  app.get<RenderRoute>('/storage/v1/render/image/sign/:bucket/*', RENDER_SCHEMA, async (req, reply) => {
    const name = checkKey(req.params['*'] ?? '');
    const signed = await verifySigned(ctx.jwt, req.query.token, req.params.bucket, name, 'download');
    const { rows } = await admin.query<ObjectRow>(OBJECT_SQL, [req.params.bucket, name]);
    return render(req, reply, rows[0], transformOf(signed.transform ?? {}));
  });
}
