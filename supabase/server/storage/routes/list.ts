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

  app.post<{ Params: BucketParams; Body: ListV2Body }>('/storage/v1/object/list-v2/:bucket', SCHEMAS.listV2, async (req) => {
    const a = await auth(req);
    const { bucket } = req.params;
    const b = req.body ?? {};
    const prefix = b.prefix ?? '';
    const limit = Math.min(Math.max(b.limit ?? 1000, 1), 1000);
    const cursor = b.cursor ? readCursor(b.cursor) : null;
    // a cursor keeps the sort it was made with, as storage-api's continuation token does
    const sort: Sort = cursor?.sort ?? { column: SORT_COLUMNS.includes(b.sortBy?.column ?? '') ? (b.sortBy!.column as Sort['column']) : 'name', order: b.sortBy?.order === 'desc' ? 'desc' : 'asc' };
    const rows = await asUser(req, a, async (c) => (await c.query<ObjectRow>(
      `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
        where bucket_id = $1 and left(name, length($2)) = $2 order by name collate "C" limit 20000`, [bucket, prefix])).rows, true);
    const entries = listEntries(rows, prefix, b.with_delimiter === true, bucket).sort((x, y) => compare(sortKey(x, sort), sortKey(y, sort)) * (sort.order === 'desc' ? -1 : 1));
    const after = cursor?.after;
    const rest = after ? entries.filter((e) => compare(sortKey(e, sort), after) * (sort.order === 'desc' ? -1 : 1) > 0) : entries;
    const page = rest.slice(0, limit);
    const hasNext = rest.length > limit;
    const last = page.at(-1);
    return {
      hasNext,
      nextCursor: hasNext && last ? writeCursor(sort, sortKey(last, sort)) : undefined,
      nextCursorKey: hasNext && last ? last.name : undefined,
      folders: page.filter((e) => e.id === null),
      objects: page.filter((e) => e.id !== null),
    };
  });
}

type Sort = { column: 'name' | 'created_at' | 'updated_at'; order: 'asc' | 'desc' };
const SORT_COLUMNS = ['name', 'created_at', 'updated_at'];
type Entry = Record<string, unknown> & { id: string | null; name: string; key: string; created_at?: Date; updated_at?: Date };
/** Where an entry sorts: its column's time (milliseconds), then its name (storage-api's tie breaker). */
type SortKey = [number, string];

/**
 * Objects under the prefix, with `with_delimiter` the deeper ones collapsed into one folder entry per
 * name up to the next '/'. A folder is as old as its oldest object and as recent as its latest update.
 */
function listEntries(rows: ObjectRow[], prefix: string, delimited: boolean, bucket: string): Entry[] {
  const folders = new Map<string, Entry>();
  const out: Entry[] = [];
  for (const r of rows) {
    const slash = delimited ? r.name.indexOf('/', prefix.length) : -1;
    if (slash < 0) {
      out.push({ ...r, key: r.name });
      continue;
    }
    const name = r.name.slice(0, slash + 1);
    const folder = folders.get(name);
    if (!folder) {
      const entry: Entry = { id: null, name, key: name, bucket_id: bucket, created_at: r.created_at, updated_at: r.updated_at };
      folders.set(name, entry);
      out.push(entry);
    } else {
      if (r.created_at < folder.created_at!) folder.created_at = r.created_at;
      if (r.updated_at > folder.updated_at!) folder.updated_at = r.updated_at;
    }
  }
  return out;
}

const sortKey = (e: Entry, sort: Sort): SortKey => [sort.column === 'name' ? 0 : (e[sort.column]?.getTime() ?? 0), e.name];

function compare(x: SortKey, y: SortKey): number {
  if (x[0] !== y[0]) return x[0] < y[0] ? -1 : 1;
  return x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
}

/** storage-api's continuation token: base64 of `l:<last name>`, `o:<order>`, `c:<sort column>`, `a:<its value>` lines. */
function writeCursor(sort: Sort, last: SortKey): string {
  const lines = [`l:${last[1]}`, `o:${sort.order}`];
  if (sort.column !== 'name') lines.push(`c:${sort.column}`, `a:${new Date(last[0]).toISOString()}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

function readCursor(token: string): { sort: Sort; after: SortKey } {
  const fields: Record<string, string> = {};
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const m = /^(\S):(.*)$/s.exec(part);
    if (!m || !['l', 'o', 'c', 'a'].includes(m[1]!)) throw ERRORS.InvalidParameter('continuation token');
    fields[m[1]!] = m[2]!;
  }
  const column = (fields.c && SORT_COLUMNS.includes(fields.c) ? fields.c : 'name') as Sort['column'];
  const time = column === 'name' ? 0 : Date.parse(fields.a ?? '');
  if (fields.l === undefined || Number.isNaN(time)) throw ERRORS.InvalidParameter('continuation token');
  return { sort: { column, order: fields.o === 'desc' ? 'desc' : 'asc' }, after: [time, fields.l] };
}
