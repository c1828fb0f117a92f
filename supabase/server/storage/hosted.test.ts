import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client, signedIn } from '../testing/clients.js';

// Answers storage-api gives hosted projects (supabase/storage, read at its main branch), seen from supabase-js.

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
});
afterAll(async () => stack?.stop());

describe('storage as hosted answers it', () => {
  it('keeps user metadata given on upload (x-metadata or the form field) and returns it from info(); none is {}', async () => {
    const bucket = ana.sb.storage.from('private');
    const raw = `${ana.id}/meta-raw.txt`;
    expect((await bucket.upload(raw, Buffer.from('olá'), { contentType: 'text/plain', metadata: { origem: 'câmera', n: 2 } })).error).toBeNull();
    expect((await bucket.info(raw)).data?.metadata).toEqual({ origem: 'câmera', n: 2 });
    const form = `${ana.id}/meta-form.txt`;
    expect((await bucket.upload(form, new Blob(['olá'], { type: 'text/plain' }), { metadata: { via: 'form' } })).error).toBeNull();
    expect((await bucket.info(form)).data?.metadata).toEqual({ via: 'form' });
    const none = `${ana.id}/meta-none.txt`;
    expect((await bucket.upload(none, Buffer.from('olá'), { contentType: 'text/plain' })).error).toBeNull();
    expect((await bucket.info(none)).data?.metadata).toEqual({});
  });

  it("answers emptyBucket with hosted's message", async () => {
    const admin = client(stack, stack.serviceRoleKey);
    expect((await admin.storage.createBucket('to-empty')).error).toBeNull();
    expect((await admin.storage.from('to-empty').upload('a.txt', 'a', { contentType: 'text/plain' })).error).toBeNull();
    expect(await admin.storage.emptyBucket('to-empty')).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' }, error: null,
    });
    expect((await admin.storage.from('to-empty').list()).data).toEqual([]);
  });

  it('accepts bytes that do not match the declared type where the bucket restricts no type, and refuses them where it does', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const loose = await ana.sb.storage.from('private').upload(`${ana.id}/not-really.png`, html, { contentType: 'image/png' });
    expect(loose.error).toBeNull();
    const strict = await ana.sb.storage.from('avatars').upload(`${ana.id}/not-really.png`, html, { contentType: 'image/png' });
    expect(strict.error).toMatchObject({ statusCode: '415', message: 'The file content does not match its type image/png' });
  });

  it('sends every download with X-Content-Type-Options: nosniff, so a browser never runs it as another type', async () => {
    const path = `${ana.id}/polyglot.png`;
    expect((await ana.sb.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const urls = [
      ana.sb.storage.from('avatars').getPublicUrl(path).data.publicUrl,
      (await ana.sb.storage.from('avatars').createSignedUrl(path, 60)).data!.signedUrl,
    ];
    for (const url of urls) {
      const r = await fetch(url);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const token = (await ana.sb.auth.getSession()).data.session!.access_token;
    const authed = await fetch(`${stack.url}/storage/v1/object/authenticated/avatars/${path}`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` } });
    expect(authed.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
