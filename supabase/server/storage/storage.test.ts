import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';

// a real 1x1 PNG
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
let bia: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
  bia = await signedIn(stack, 'Bia');
});
afterAll(async () => stack?.stop());

describe('storage', () => {
  it('uploads (raw and multipart), downloads, serves public URLs and records the owner', async () => {
    const path = `${ana.id}/avatar.png`;
    const up = await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    expect(up.data?.path).toBe(path);
    const { rows } = await stack.pool.query('select owner, metadata->>\'mimetype\' as mime from storage.objects where name = $1', [path]);
    expect(rows[0]).toEqual({ owner: ana.id, mime: 'image/png' });

    const dl = await ana.sb.storage.from('avatars').download(path);
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(PNG)).toBe(true);
    const url = ana.sb.storage.from('avatars').getPublicUrl(path).data.publicUrl;
    const pub = await fetch(url);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/png');

    const blob = new Blob([PNG], { type: 'image/png' });
    const multi = await ana.sb.storage.from('avatars').upload(`${ana.id}/blob.png`, blob);
    expect(multi.error).toBeNull();
  });

  it('lets RLS decide who writes where, and x-upsert replace', async () => {
    const other = await bia.sb.storage.from('avatars').upload(`${ana.id}/intruder.png`, PNG, { contentType: 'image/png' });
    expect(other.error).not.toBeNull();
    const anon = await client(stack).storage.from('avatars').upload('x/anon.png', PNG, { contentType: 'image/png' });
    expect(anon.error).not.toBeNull();
    const path = `${ana.id}/replace.png`;
    await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' });
    const dup = await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' });
    expect(dup.error).not.toBeNull();
    const upsert = await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
    const priv = `${ana.id}/doc.txt`;
    expect((await ana.sb.storage.from('private').upload(priv, 'olá', { contentType: 'text/plain' })).error).toBeNull();
    expect((await bia.sb.storage.from('private').download(priv)).error).not.toBeNull();
    expect((await fetch(`${stack.url}/storage/v1/object/public/private/${priv}`)).status).toBe(404);
    const signed = await ana.sb.storage.from('private').createSignedUrl(priv, 60);
    expect(await (await fetch(signed.data!.signedUrl)).text()).toBe('olá');
  });

  it('refuses oversized files and files whose bytes do not match their type, leaving no row', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const fake = await ana.sb.storage.from('avatars').upload(`${ana.id}/evil.png`, script, { contentType: 'image/png' });
    expect(fake.error).not.toBeNull();
    const text = await ana.sb.storage.from('avatars').upload(`${ana.id}/note.txt`, 'hello', { contentType: 'text/plain' });
    expect(text.error).not.toBeNull();
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1)]);
    const tooBig = await ana.sb.storage.from('avatars').upload(`${ana.id}/big.png`, big, { contentType: 'image/png' });
    expect(tooBig.error).not.toBeNull();
    expect((tooBig.error as { statusCode?: string }).statusCode ?? '413').toBe('413');
    const { rows } = await stack.pool.query(`select name from storage.objects where name like '%evil%' or name like '%note%' or name like '%big%'`);
    expect(rows).toEqual([]);
    const { Jwt, CLI_JWT_SECRET } = await import('../auth/jwt.js');
    const expired = await new Jwt(CLI_JWT_SECRET).sign({ role: 'authenticated', sub: ana.id, exp: Math.floor(Date.now() / 1000) - 5 });
    const r = await fetch(`${stack.url}/storage/v1/object/avatars/${ana.id}/late.png`, {
      method: 'POST', headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}`, 'content-type': 'image/png' }, body: PNG,
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: 'InvalidJWT', message: 'jwt expired' });
    const badKey = await ana.sb.storage.from('avatars').upload(`${ana.id}/../../etc/passwd.png`, PNG, { contentType: 'image/png' });
    expect(badKey.error).not.toBeNull();
  });

  it('lists, moves, copies and removes', async () => {
    const s = ana.sb.storage.from('avatars');
    await s.upload(`${ana.id}/album/a.png`, PNG, { contentType: 'image/png' });
    await s.upload(`${ana.id}/album/b.png`, PNG, { contentType: 'image/png' });
    const list = await s.list(`${ana.id}/album`);
    expect(list.data?.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    const top = await s.list(ana.id);
    expect(top.data?.some((f) => f.name === 'album' && f.id === null)).toBe(true);
    expect((await s.move(`${ana.id}/album/a.png`, `${ana.id}/album/c.png`)).error).toBeNull();
    expect((await s.copy(`${ana.id}/album/b.png`, `${ana.id}/album/d.png`)).error).toBeNull();
    expect((await s.list(`${ana.id}/album`)).data?.map((f) => f.name)).toEqual(['b.png', 'c.png', 'd.png']);
    const rm = await s.remove([`${ana.id}/album/b.png`, `${ana.id}/album/c.png`]);
    expect(rm.data).toHaveLength(2);
    expect((await s.list(`${ana.id}/album`)).data?.map((f) => f.name)).toEqual(['d.png']);
  });

  it('manages buckets with the service role', async () => {
    const admin = client(stack, stack.serviceRoleKey).storage;
    expect((await admin.createBucket('docs', { public: false, fileSizeLimit: '1mb', allowedMimeTypes: ['application/pdf'] })).error).toBeNull();
    expect((await admin.getBucket('docs')).data).toMatchObject({ id: 'docs', public: false, file_size_limit: 1048576, allowed_mime_types: ['application/pdf'] });
    expect((await admin.updateBucket('docs', { public: true })).error).toBeNull();
    expect((await admin.listBuckets()).data?.map((b) => b.id)).toContain('docs');
    expect((await admin.createBucket('docs')).error).not.toBeNull();
    // a dots-only id would name the data folder's parent on disk
    expect((await admin.createBucket('..')).error?.message).toBe('Bucket name invalid');
    expect((await admin.deleteBucket('docs')).error).toBeNull();
    expect((await admin.getBucket('docs')).error).not.toBeNull();
    expect((await client(stack).storage.createBucket('anon-bucket')).error).not.toBeNull();
  });
});
