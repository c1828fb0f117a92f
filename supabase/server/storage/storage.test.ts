import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase } from '../index.js';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';

// a real 1x1 PNG
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
/** What storage-api answers when Row Level Security refuses the object or bucket row. */
const RLS_REFUSAL = { statusCode: '403', message: 'new row violates row-level security policy' };

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
let bia: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
  bia = await signedIn(stack, 'Bia');
});
afterAll(async () => stack?.stop());

const token = async (u: { sb: typeof ana.sb }) => (await u.sb.auth.getSession()).data.session!.access_token;

/** A request whose path goes out exactly as written (no `..` resolution). */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; body: unknown }> {
  const u = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method, path, headers: { apikey: stack.anonKey, ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

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
    expect(other.error).toMatchObject(RLS_REFUSAL);
    const anon = await client(stack).storage.from('avatars').upload('x/anon.png', PNG, { contentType: 'image/png' });
    expect(anon.error).toMatchObject(RLS_REFUSAL);
    const path = `${ana.id}/replace.png`;
    await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' });
    const dup = await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
    const priv = `${ana.id}/doc.txt`;
    expect((await ana.sb.storage.from('private').upload(priv, 'olá', { contentType: 'text/plain' })).error).toBeNull();
    expect((await bia.sb.storage.from('private').download(priv)).error).toMatchObject({ status: 404 });
    expect((await fetch(`${stack.url}/storage/v1/object/public/private/${priv}`)).status).toBe(404);
    const signed = await ana.sb.storage.from('private').createSignedUrl(priv, 60);
    expect(await (await fetch(signed.data!.signedUrl)).text()).toBe('olá');
  });

  it('refuses oversized files and files whose bytes do not match their type, leaving no row', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const fake = await ana.sb.storage.from('avatars').upload(`${ana.id}/evil.png`, script, { contentType: 'image/png' });
    expect(fake.error).toMatchObject({ statusCode: '415', message: 'The file content does not match its type image/png' });
    const text = await ana.sb.storage.from('avatars').upload(`${ana.id}/note.txt`, 'hello', { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1)]);
    const tooBig = await ana.sb.storage.from('avatars').upload(`${ana.id}/big.png`, big, { contentType: 'image/png' });
    expect(tooBig.error).toMatchObject({ status: 413, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const { rows } = await stack.pool.query(`select name from storage.objects where name like '%evil%' or name like '%note%' or name like '%big%'`);
    expect(rows).toEqual([]);
    const { Jwt, CLI_JWT_SECRET } = await import('../auth/jwt.js');
    const expired = await new Jwt(CLI_JWT_SECRET).sign({ role: 'authenticated', sub: ana.id, exp: Math.floor(Date.now() / 1000) - 5 });
    const r = await fetch(`${stack.url}/storage/v1/object/avatars/${ana.id}/late.png`, {
      method: 'POST', headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}`, 'content-type': 'image/png' }, body: PNG,
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: 'InvalidJWT', message: 'jwt expired' });
    // sent raw: fetch and supabase-js would resolve the `..` before the request leaves
    const key = `${ana.id}/../../etc/passwd.png`;
    const badKey = await rawRequest('POST', `/storage/v1/object/avatars/${key}`, { Authorization: `Bearer ${await token(ana)}`, 'content-type': 'image/png' }, PNG);
    expect(badKey).toEqual({ status: 400, body: { statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: `Invalid key: ${key}` } });
  });

  it('refuses a cacheControl no header can carry (CR/LF, beyond latin1), and downloads keep working', async () => {
    for (const cacheControl of ['3600\r\nSet-Cookie: a=b', '3600 ✓']) {
      const path = `${ana.id}/cache-${Date.now()}.png`;
      const up = await ana.sb.storage.from('avatars').upload(path, new Blob([PNG], { type: 'image/png' }), { cacheControl });
      expect(up.error).toMatchObject({ status: 400, statusCode: '400', message: 'Invalid cacheControl: use printable latin1 characters only' });
      expect((await stack.pool.query('select 1 from storage.objects where name = $1', [path])).rowCount).toBe(0);
    }
    const ok = `${ana.id}/cache-ok.png`;
    expect((await ana.sb.storage.from('avatars').upload(ok, new Blob([PNG], { type: 'image/png' }), { cacheControl: '120' })).error).toBeNull();
    const res = await fetch(ana.sb.storage.from('avatars').getPublicUrl(ok).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=120');
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
    // storage-api's units are decimal
    expect((await admin.getBucket('docs')).data).toMatchObject({ id: 'docs', public: false, file_size_limit: 1_000_000, allowed_mime_types: ['application/pdf'] });
    expect((await admin.updateBucket('docs', { public: true })).error).toBeNull();
    expect((await admin.listBuckets()).data?.map((b) => b.id)).toContain('docs');
    expect((await admin.createBucket('docs')).error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    // a dots-only id would name the data folder's parent on disk
    expect((await admin.createBucket('..')).error?.message).toBe('Bucket name invalid');
    expect((await admin.deleteBucket('docs')).error).toBeNull();
    expect((await admin.getBucket('docs')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect((await client(stack).storage.createBucket('anon-bucket')).error).toMatchObject(RLS_REFUSAL);
  });

  it('signs many URLs at once (createSignedUrls), with an error for what the caller cannot read', async () => {
    const s = ana.sb.storage.from('private');
    await s.upload(`${ana.id}/a.txt`, 'um', { contentType: 'text/plain' });
    await s.upload(`${ana.id}/b.txt`, 'dois', { contentType: 'text/plain' });
    const { data, error } = await s.createSignedUrls([`${ana.id}/a.txt`, `${ana.id}/b.txt`, `${ana.id}/nada.txt`], 60);
    expect(error).toBeNull();
    expect(data!.map((d) => [d.path, d.error])).toEqual([
      [`${ana.id}/a.txt`, null], [`${ana.id}/b.txt`, null], [`${ana.id}/nada.txt`, 'Either the object does not exist or you do not have access to it'],
    ]);
    expect(await (await fetch(data![1]!.signedUrl!)).text()).toBe('dois');
    // bia may not read ana's private files: no URL for her
    const theirs = await bia.sb.storage.from('private').createSignedUrls([`${ana.id}/a.txt`], 60);
    expect(theirs.data![0]).toMatchObject({ signedUrl: null, error: 'Either the object does not exist or you do not have access to it' });
  });

  it('keeps signed URLs valid across a restart (signed with the JWT secret), and refuses a tampered one', async () => {
    const path = `${ana.id}/restart.txt`;
    await ana.sb.storage.from('private').upload(path, 'ainda aqui', { contentType: 'text/plain' });
    const { data } = await ana.sb.storage.from('private').createSignedUrl(path, 600);
    // a second server process on the same database and files, as after a restart
    const requestUrl = new URL(stack.databaseUrl);
    requestUrl.username = 'authenticator';
    requestUrl.password = 'postgres';
    const again = await startLocalSupabase({
      port: 0, databaseUrl: stack.databaseUrl, requestDatabaseUrl: requestUrl.toString(), skipMigrations: true, storageDir: stack.storageDir,
    });
    try {
      const url = data!.signedUrl.replace(stack.url, again.url);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('ainda aqui');
      // the token names its object: it opens no other
      const other = await fetch(url.replace('restart.txt', 'a.txt'));
      expect(other.status).toBe(400);
      expect(await other.json()).toEqual({ statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' });
      // a user's access token is no signed URL
      const forged = await fetch(`${again.url}/storage/v1/object/sign/private/${path}?token=${await token(ana)}`);
      expect(await forged.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    } finally {
      await again.stop();
    }
  });

  it('uploads through a signed upload URL (createSignedUploadUrl + uploadToSignedUrl) for the signer only where RLS lets them', async () => {
    const path = `${ana.id}/signed-upload.png`;
    const signed = await ana.sb.storage.from('avatars').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path, signedUrl: expect.stringContaining(`/storage/v1/object/upload/sign/avatars/${path}?token=`) });
    // anyone holding the token may upload, without a session
    const up = await client(stack).storage.from('avatars').uploadToSignedUrl(path, signed.data!.token, PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `avatars/${path}` });
    const { rows } = await stack.pool.query('select owner from storage.objects where bucket_id = $1 and name = $2', ['avatars', path]);
    expect(rows).toEqual([{ owner: ana.id }]);
    // the token is for that object only, for uploading only, and once (no upsert)
    const elsewhere = await client(stack).storage.from('avatars').uploadToSignedUrl(`${ana.id}/other.png`, signed.data!.token, PNG, { contentType: 'image/png' });
    expect(elsewhere.error).toMatchObject({ status: 400, message: 'Invalid signature' });
    const twice = await client(stack).storage.from('avatars').uploadToSignedUrl(path, signed.data!.token, PNG, { contentType: 'image/png' });
    expect(twice.error).toMatchObject({ status: 409 });
    const asDownload = await fetch(`${stack.url}/storage/v1/object/sign/avatars/${path}?token=${signed.data!.token}`);
    expect(await asDownload.json()).toMatchObject({ error: 'InvalidSignature', message: 'Token is not scoped for download' });
    // no URL into someone else's folder
    const theirs = await bia.sb.storage.from('avatars').createSignedUploadUrl(`${ana.id}/intruder.png`);
    expect(theirs.error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
  });

  it('answers info() and list-v2 as storage-api does', async () => {
    const s = ana.sb.storage.from('avatars');
    const path = `${ana.id}/v2/x.png`;
    await s.upload(path, PNG, { contentType: 'image/png', cacheControl: '60' });
    await s.upload(`${ana.id}/v2/deep/y.png`, PNG, { contentType: 'image/png' });
    const info = await s.info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path, bucketId: 'avatars', size: PNG.length, contentType: 'image/png', cacheControl: 'max-age=60', etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect((await s.info(`${ana.id}/v2/none.png`)).error).toMatchObject({ status: 404 });

    const flat = await s.listV2({ prefix: `${ana.id}/v2/` });
    expect(flat.error).toBeNull();
    expect(flat.data).toMatchObject({ hasNext: false, folders: [] });
    expect(flat.data!.objects.map((o) => o.name)).toEqual([`${ana.id}/v2/deep/y.png`, path]);
    const delimited = await s.listV2({ prefix: `${ana.id}/v2/`, with_delimiter: true });
    expect(delimited.data!.folders.map((f) => f.name)).toEqual([`${ana.id}/v2/deep/`]);
    expect(delimited.data!.objects.map((o) => o.name)).toEqual([path]);
    // pages follow the cursor
    const first = await s.listV2({ prefix: `${ana.id}/v2/`, limit: 1 });
    expect(first.data).toMatchObject({ hasNext: true, nextCursor: expect.any(String) });
    const second = await s.listV2({ prefix: `${ana.id}/v2/`, limit: 1, cursor: first.data!.nextCursor });
    expect(second.data!.objects.map((o) => o.name)).toEqual([path]);
    expect(second.data!.hasNext).toBe(false);
  });

  it("keeps a declared charset on download, and empties a bucket with hosted's answer", async () => {
    const admin = client(stack, stack.serviceRoleKey).storage;
    const path = `${ana.id}/olá.txt`;
    expect((await ana.sb.storage.from('private').upload(path, 'olá', { contentType: 'text/plain;charset=utf-8' })).error).toBeNull();
    const { data } = await ana.sb.storage.from('private').createSignedUrl(path, 60);
    const res = await fetch(data!.signedUrl);
    expect(res.headers.get('content-type')).toBe('text/plain;charset=utf-8');
    expect(await res.text()).toBe('olá');

    expect((await admin.createBucket('scratch', { public: false, fileSizeLimit: '20mb' })).error).toBeNull();
    expect((await admin.getBucket('scratch')).data?.file_size_limit).toBe(20_000_000);
    await admin.from('scratch').upload('a/b.txt', 'x', { contentType: 'text/plain' });
    const emptied = await admin.emptyBucket('scratch');
    expect(emptied).toEqual({ data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' }, error: null });
    expect((await admin.from('scratch').list('a')).data).toEqual([]);
    expect((await admin.deleteBucket('scratch')).error).toBeNull();
  });
});
