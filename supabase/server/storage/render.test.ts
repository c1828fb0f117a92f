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

  it('refuses outputs beyond 2500 px and qualities outside 20–100, as hosted', async () => {
    const s = client(stack).storage.from('avatars');
    const wide = await fetch(s.getPublicUrl(photo, { transform: { width: RENDER_LIMITS.maxDimension + 1 } }).data.publicUrl);
    expect(wide.status).toBe(400);
    expect(await wide.json()).toEqual({ statusCode: '400', error: 'InvalidRequest', message: 'width must be an integer between 1 and 2500' });
    const poor = await fetch(s.getPublicUrl(photo, { transform: { width: 10, quality: 10 } }).data.publicUrl);
    expect(await poor.json()).toMatchObject({ statusCode: '400', message: 'quality must be an integer between 20 and 100' });
    const signed = await ana.sb.storage.from('avatars').createSignedUrl(photo, 60, { transform: { height: 9000 } });
    expect(signed.error).toMatchObject({ message: 'height must be an integer between 1 and 2500' });
  });

  it('refuses sources beyond 50 megapixels (a decompression bomb: a small file of a huge image) and 25 MB', async () => {
    const bomb = await png(8000, 7000);
    expect(bomb.length).toBeLessThan(1048576);
    const path = `${ana.id}/bomba.png`;
    expect((await ana.sb.storage.from('avatars').upload(path, bomb, { contentType: 'image/png' })).error).toBeNull();
    const r = await fetch(client(stack).storage.from('avatars').getPublicUrl(path, { transform: { width: 100 } }).data.publicUrl);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ statusCode: '413', message: 'The image to transform exceeds 50 megapixels' });
    await expect(transformImage(Buffer.alloc(RENDER_LIMITS.maxSourceBytes + 1), { width: 10 }, '')).rejects.toMatchObject({ status: 413, body: { message: 'The image to transform exceeds 25 MB' } });
  });
});
