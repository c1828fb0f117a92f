import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';
import { RENDER_LIMITS, transformImage } from './routes/render.js';

// Hosted's image transformations (/render/image/…), with its limits. Sizes are read back from the bytes.

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
let photo: string;

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();
const sizeOf = async (bytes: ArrayBuffer | Buffer) => {
  const m = await sharp(Buffer.from(bytes as ArrayBuffer)).metadata();
  return { format: m.format, width: m.width, height: m.height };
};

beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
  photo = `${ana.id}/capa.png`;
  const up = await ana.sb.storage.from('avatars').upload(photo, await png(400, 300), { contentType: 'image/png' });
  if (up.error) throw up.error;
});
afterAll(async () => stack?.stop());

describe('image transformations', () => {
  it('getPublicUrl with transform: cover crops to the box, contain fits inside, fill stretches; WebP when accepted', async () => {
    const s = client(stack).storage.from('avatars');
    const get = (transform: object, accept = 'image/png') => fetch(s.getPublicUrl(photo, { transform }).data.publicUrl, { headers: { Accept: accept } });
    const cover = await get({ width: 100, height: 100 });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(await sizeOf(await cover.arrayBuffer())).toEqual({ format: 'png', width: 100, height: 100 });
    expect(await sizeOf(await (await get({ width: 100, height: 100, resize: 'contain' })).arrayBuffer())).toMatchObject({ width: 100, height: 75 });
    expect(await sizeOf(await (await get({ width: 100, height: 40, resize: 'fill' })).arrayBuffer())).toMatchObject({ width: 100, height: 40 });
    const webp = await get({ width: 200, quality: 50 }, 'image/webp,image/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await sizeOf(await webp.arrayBuffer())).toEqual({ format: 'webp', width: 200, height: 150 });
    const origin = await get({ width: 200, format: 'origin' }, 'image/webp,image/*');
    expect(origin.headers.get('content-type')).toBe('image/png');
  });

  it('download with transform (authenticated) and createSignedUrl with transform (the token fixes it)', async () => {
    const s = ana.sb.storage.from('avatars');
    const down = await s.download(photo, { transform: { width: 80, height: 60 } });
    expect(down.error).toBeNull();
    expect(await sizeOf(await down.data!.arrayBuffer())).toMatchObject({ width: 80, height: 60 });
    const signed = await s.createSignedUrl(photo, 60, { transform: { width: 40 } });
    expect(signed.data!.signedUrl).toContain('/storage/v1/render/image/sign/avatars/');
    // a signed URL is opened as is, without an API key
    expect(await sizeOf(await (await fetch(signed.data!.signedUrl)).arrayBuffer())).toMatchObject({ width: 40, height: 30 });
    const tampered = await fetch(`${signed.data!.signedUrl}&width=400`);
    expect(await sizeOf(await tampered.arrayBuffer())).toMatchObject({ width: 40 });
  });

  // storage-api's answers (src/http/schemas/transformations.ts, src/storage/renderer/image.ts, src/http/error-handler.ts)
  const schemaRefusal = (message: string) => ({ statusCode: '400', code: 'InvalidRequest', error: 'Error', message });
  const sourceRefusal = (message: string) => ({ statusCode: '400', code: 'InvalidRequest', error: 'InvalidRequest', message });

  it('refuses what storage-api\'s schema refuses, in its words: quality outside 20–100, a negative side, an unknown format or resize', async () => {
    const refusal = async (query: string) => {
      const r = await fetch(`${stack.url}/storage/v1/render/image/public/avatars/${photo}?${query}`);
      return { status: r.status, body: await r.json() };
    };
    expect(await refusal('width=10&quality=10')).toEqual({ status: 400, body: schemaRefusal('querystring/quality must be >= 20') });
    expect(await refusal('width=10&quality=101')).toEqual({ status: 400, body: schemaRefusal('querystring/quality must be <= 100') });
    expect(await refusal('width=-1')).toEqual({ status: 400, body: schemaRefusal('querystring/width must be >= 0') });
    expect(await refusal('width=10&format=png')).toEqual({ status: 400, body: schemaRefusal('querystring/format must be equal to one of the allowed values') });
    expect(await refusal('width=10&resize=stretch')).toEqual({ status: 400, body: schemaRefusal('querystring/resize must be equal to one of the allowed values') });
    const signed = await ana.sb.storage.from('avatars').createSignedUrl(photo, 60, { transform: { width: 10, quality: 5 } });
    expect(signed.error).toMatchObject({ status: 400, statusCode: '400', message: 'body/transform/quality must be >= 20' });
  });

  it('clamps width and height to 2500 px instead of refusing them, as hosted (signed URLs too)', async () => {
    const wide = await png(3000, 30);
    expect(await sizeOf((await transformImage(wide, { width: 9000 }, '')).data)).toMatchObject({ width: RENDER_LIMITS.maxDimension });
    const signed = await ana.sb.storage.from('avatars').createSignedUrl(photo, 60, { transform: { height: 9000, width: 9000 } });
    expect(signed.error).toBeNull();
    const r = await fetch(signed.data!.signedUrl);
    expect(r.status).toBe(200);
    // clamped to the limit, then never enlarged past the source's 400×300
    expect(await sizeOf(await r.arrayBuffer())).toMatchObject({ width: 400, height: 300 });
    // supabase-js types only format 'origin'; storage-api also takes avif and webp
    const explicit = await fetch(`${client(stack).storage.from('avatars').getPublicUrl(photo, { transform: { width: 50 } }).data.publicUrl}&format=avif`);
    expect(explicit.headers.get('content-type')).toBe('image/avif');
  });

  it('refuses sources beyond 50 megapixels (a decompression bomb: a small file of a huge image), 25 MB, or not images, as hosted', async () => {
    const bomb = await png(8000, 7000);
    expect(bomb.length).toBeLessThan(1048576);
    const path = `${ana.id}/bomba.png`;
    expect((await ana.sb.storage.from('avatars').upload(path, bomb, { contentType: 'image/png' })).error).toBeNull();
    const r = await fetch(client(stack).storage.from('avatars').getPublicUrl(path, { transform: { width: 100 } }).data.publicUrl);
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual(sourceRefusal('The source image resolution is too large to process'));
    await expect(transformImage(Buffer.alloc(RENDER_LIMITS.maxSourceBytes + 1), { width: 10 }, '')).rejects.toMatchObject({
      status: 400, body: sourceRefusal('The source image file is too large to process'),
    });
    await expect(transformImage(Buffer.from('<html>not an image</html>'), { width: 10 }, '')).rejects.toMatchObject({
      status: 400, body: sourceRefusal('The source image is invalid or unsupported for rendering'),
    });
  });
});
