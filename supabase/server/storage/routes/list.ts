import type { FastifyInstance } from 'fastify';
import type { ObjectRow, StorageContext } from '../context.js';
import { ERRORS } from '../errors.js';
import { SCHEMAS, type BucketParams, type ListBody, type ListV2Body } from '../schemas.js';

/** storage-api's listObjects and listObjectsV2. */
export function listRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const { auth, asUser } = ctx;

  app.post<{ Params: BucketParams; Body: ListBody }>('/storage/v1/object/list/:bucket', SCHEMAS.list, async (req) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const b = req.body ?? {};
    let prefix = b.prefix?.replace(/^\/+/, '') ?? '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.min(Math.max(Number(b.limit) || 100, 1), 1000);
    const offset = Math.max(Number(b.offset) || 0, 0);
    const search = b.search ?? '';
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
  app.post<{ Params: BucketParams; Body: ListV2Body }>('/storage/v1/object/list-v2/:bucket', SCHEMAS.listV2, async (req) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const b = req.body ?? {};
    const prefix = b.prefix ?? '';
    const limit = Math.min(Math.max(b.limit ?? 1000, 1), 1000);
    let after = '';
    let order = b.sortBy?.order === 'desc' ? 'desc' : 'asc';
    if (b.cursor) {
      const parts = Buffer.from(b.cursor, 'base64').toString().split('\n');
      for (const part of parts) {
        const m = /^(\S):(.*)$/s.exec(part);
        if (!m || !['l', 'o', 'c', 'a'].includes(m[1]!)) throw ERRORS.InvalidParameter('continuation token');
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
}
