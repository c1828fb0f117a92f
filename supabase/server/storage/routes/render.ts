import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ObjectRow, StorageContext } from '../context.js';
import { ERRORS, StorageError, ErrorCode } from '../errors.js';
import type { ObjectParams } from '../schemas.js';
import { verifySigned } from '../signing.js';
import { checkKey, headerSafe } from '../validation.js';

/**
 * storage-api's image transformations (/render/image/public|authenticated|sign/…), with sharp where
 * hosted uses imgproxy, and hosted's limits: width and height 1–2500, quality 20–100, a source of at
 * most 25 MB and 50 megapixels.
 */
export const RENDER_LIMITS = { maxDimension: 2500, maxSourceBytes: 25 * 1024 * 1024, maxSourcePixels: 50_000_000, minQuality: 20, maxQuality: 100 };

export type Transform = { width?: number; height?: number; resize?: 'cover' | 'contain' | 'fill'; quality?: number; format?: 'origin' };
type RenderQuery = { width?: string; height?: string; resize?: string; quality?: string; format?: string; token?: string; download?: string };
type RenderRoute = { Params: ObjectParams; Querystring: RenderQuery };

const OBJECT_SQL = 'select * from storage.objects where bucket_id = $1 and name = $2';
// hosted's resize modes in sharp's words: cover crops to the box, contain fits inside it, fill stretches
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

function integerIn(name: string, raw: unknown, min: number, max: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw ERRORS.InvalidRequest(`${name} must be an integer between ${min} and ${max}`);
  return n;
}

/** The transformation a query (or a signed URL's token) asks for, refused when outside hosted's limits. */
export function parseTransform(q: Record<string, unknown>): Transform {
  const resize = q.resize;
  if (resize !== undefined && resize !== 'cover' && resize !== 'contain' && resize !== 'fill') throw ERRORS.InvalidRequest('resize must be one of cover, contain, fill');
  if (q.format !== undefined && q.format !== 'origin') throw ERRORS.InvalidRequest('format must be origin');
  return {
    width: integerIn('width', q.width, 1, RENDER_LIMITS.maxDimension),
    height: integerIn('height', q.height, 1, RENDER_LIMITS.maxDimension),
    resize: resize as Transform['resize'],
    quality: integerIn('quality', q.quality, RENDER_LIMITS.minQuality, RENDER_LIMITS.maxQuality),
    format: q.format as Transform['format'],
  };
}

const tooLarge = (message: string) => new StorageError(ErrorCode.EntityTooLarge, 413, 'Payload too large', message);

/** The transformed image: the original format with `format=origin`, else WebP where the client reads it (as hosted). */
export async function transformImage(source: Buffer, t: Transform, accept: string): Promise<{ data: Buffer; type: string }> {
  if (source.length > RENDER_LIMITS.maxSourceBytes) throw tooLarge('The image to transform exceeds 25 MB');
  let image = sharp(source, { limitInputPixels: RENDER_LIMITS.maxSourcePixels, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > RENDER_LIMITS.maxSourcePixels) throw new Error('Input image exceeds pixel limit');
  } catch (e) {
    if (String(e).includes('pixel limit')) throw tooLarge('The image to transform exceeds 50 megapixels');
    throw ERRORS.InvalidRequest('The object is not an image that can be transformed');
  }
  if (t.width || t.height) image = image.resize({ width: t.width, height: t.height, fit: FIT[t.resize ?? 'cover'], withoutEnlargement: true });
  const quality = t.quality ?? 80;
  const origin = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'avif' ? meta.format : 'png';
  const format = t.format !== 'origin' && accept.includes('image/webp') ? 'webp' : origin;
  const data = await image.toFormat(format, { quality }).toBuffer();
  return { data, type: `image/${format}` };
}

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

  app.get<RenderRoute>('/storage/v1/render/image/public/:bucket/*', async (req, reply) => {
    const t = parseTransform(req.query);
    const { rows } = await admin.query<ObjectRow & { public: boolean }>(
      'select o.*, b.public from storage.objects o join storage.buckets b on b.id = o.bucket_id where o.bucket_id = $1 and o.name = $2', [req.params.bucket, checkKey(req.params['*'] ?? '')]);
    return render(req, reply, rows[0]?.public ? rows[0] : undefined, t);
  });

  app.get<RenderRoute>('/storage/v1/render/image/authenticated/:bucket/*', async (req, reply) => {
    const t = parseTransform(req.query);
    const a = await auth(req);
    const rows = await asUser(req, a, async (c) => (await c.query<ObjectRow>(OBJECT_SQL, [req.params.bucket, checkKey(req.params['*'] ?? '')])).rows, true);
    return render(req, reply, rows[0], t);
  });

  // a signed URL carries its transformation in the token: the query cannot change it
  app.get<RenderRoute>('/storage/v1/render/image/sign/:bucket/*', async (req, reply) => {
    const name = checkKey(req.params['*'] ?? '');
    const signed = await verifySigned(ctx.jwt, req.query.token, req.params.bucket, name, 'download');
    const { rows } = await admin.query<ObjectRow>(OBJECT_SQL, [req.params.bucket, name]);
    return render(req, reply, rows[0], parseTransform(signed.transform ?? {}));
  });
}
