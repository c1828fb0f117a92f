import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, signedIn } from '../testing/clients.js';

// a real 1x1 PNG
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

let stack: TestStack;
let ana: Awaited<ReturnType<typeof signedIn>>;
let dir: string;

/** a.png, b.png, c.png and sub/d.png, created and updated at known times (c the oldest, b the newest; a updated last). */
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES });
  ana = await signedIn(stack, 'Ana');
  dir = `${ana.id}/lv2/`;
  const times: Record<string, [string, string]> = {
    'a.png': ['2026-01-02T10:00:00.000Z', '2026-03-01T10:00:00.000Z'],
    'b.png': ['2026-01-03T10:00:00.000Z', '2026-01-03T10:00:00.000Z'],
    'c.png': ['2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z'],
    'sub/d.png': ['2026-01-01T12:00:00.000Z', '2026-02-01T10:00:00.000Z'],
  };
  for (const [name, [created, updated]] of Object.entries(times)) {
    const up = await ana.sb.storage.from('avatars').upload(dir + name, PNG, { contentType: 'image/png' });
    if (up.error) throw up.error;
    await stack.pool.query(`update storage.objects set created_at = $2, updated_at = $3 where bucket_id = 'avatars' and name = $1`, [dir + name, created, updated]);
  }
});
afterAll(async () => stack?.stop());

type Page = { hasNext: boolean; nextCursor?: string; folders: { key?: string; name: string }[]; objects: { key?: string; name: string }[] };

/** Every page of a listing, following nextCursor. */
async function allPages(options: Parameters<ReturnType<typeof ana.sb.storage.from>['listV2']>[0]): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const r = await ana.sb.storage.from('avatars').listV2({ ...options, cursor });
    if (r.error) throw r.error;
    pages.push(r.data as Page);
    cursor = r.data.hasNext ? r.data.nextCursor : undefined;
  } while (cursor && pages.length < 10);
  return pages;
}

const keys = (pages: Page[]) => pages.flatMap((p) => [...p.folders, ...p.objects].map((e) => e.key?.slice(dir.length)));

describe('list-v2 as storage-api answers it', () => {
  it('folders and objects carry their full key', async () => {
    const r = await ana.sb.storage.from('avatars').listV2({ prefix: dir, with_delimiter: true });
    expect(r.error).toBeNull();
    expect(r.data!.folders).toEqual([expect.objectContaining({ key: `${dir}sub/`, name: `${dir}sub/` })]);
    expect(r.data!.objects.map((o) => o.key)).toEqual([`${dir}a.png`, `${dir}b.png`, `${dir}c.png`]);
  });

  it('sorts by name, created_at or updated_at, ascending or descending', async () => {
    expect(keys(await allPages({ prefix: dir, sortBy: { column: 'name', order: 'desc' } }))).toEqual(['sub/d.png', 'c.png', 'b.png', 'a.png']);
    expect(keys(await allPages({ prefix: dir, sortBy: { column: 'created_at', order: 'asc' } }))).toEqual(['c.png', 'sub/d.png', 'a.png', 'b.png']);
    expect(keys(await allPages({ prefix: dir, sortBy: { column: 'updated_at', order: 'desc' } }))).toEqual(['a.png', 'sub/d.png', 'b.png', 'c.png']);
  });

  it('pages of one follow the cursor in the chosen order, each entry once', async () => {
    const byUpdate = await allPages({ prefix: dir, limit: 1, sortBy: { column: 'updated_at', order: 'asc' } });
    expect(byUpdate.map((p) => p.hasNext)).toEqual([true, true, true, false]);
    expect(keys(byUpdate)).toEqual(['c.png', 'b.png', 'sub/d.png', 'a.png']);
    const byCreationDesc = await allPages({ prefix: dir, limit: 2, with_delimiter: true, sortBy: { column: 'created_at', order: 'desc' } });
    expect(keys(byCreationDesc)).toEqual(['b.png', 'a.png', 'sub/', 'c.png']);
  });
});
