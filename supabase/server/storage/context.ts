import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Jwt } from '../auth/jwt.js';
import { withRole, type AuthCtx } from '../http/db.js';
import { HttpError } from '../http/errors.js';
import { ERRORS, fromDb } from './errors.js';

export type Bucket = { id: string; name: string; owner: string | null; public: boolean; file_size_limit: string | null; allowed_mime_types: string[] | null; created_at: Date; updated_at: Date };
export type ObjectRow = {
  id: string; bucket_id: string; name: string; owner: string | null; metadata: Record<string, unknown> | null;
  user_metadata?: unknown; version?: string | null; created_at: Date; updated_at: Date; last_accessed_at: Date;
};

export type StorageDeps = {
  pool: pg.Pool; admin: pg.Pool; auth: (req: FastifyRequest) => Promise<AuthCtx>; publicUrl: () => string; dir: string; jwt: Jwt;
};

/** What every route group shares: the caller's identity, queries as that caller, and where files live. */
export function storageContext(deps: StorageDeps) {
  const { pool, admin, dir, jwt } = deps;
  // a bucket id of only dots ('.', '..') would name the data folder or its parent: never a path step
  const bucketDir = (bucket: string) => path.join(dir, bucket.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+$/, (m) => '_'.repeat(m.length)));
  return {
    admin, dir, jwt, bucketDir,
    /** files on disk are keyed by object id, so a name never becomes a path */
    filePath: (bucket: string, id: string) => path.join(bucketDir(bucket), id),
    auth: async (req: FastifyRequest): Promise<AuthCtx> => {
      try {
        return await deps.auth(req);
      } catch (e) {
        throw ERRORS.InvalidJWT(e instanceof HttpError && String(e.body.message).includes('expired'));
      }
    },
    /** runs `fn` as the caller's role, so storage's RLS policies decide */
    asUser: <T>(req: FastifyRequest, a: AuthCtx, fn: (c: pg.PoolClient) => Promise<T>, readOnly = false) =>
      withRole(pool, a, { method: req.method, path: req.url, readOnly }, fn).catch(fromDb),
    bucketAdmin: async (id: string): Promise<Bucket> => {
      const { rows } = await admin.query<Bucket>('select * from storage.buckets where id = $1', [id]);
      if (!rows[0]) throw ERRORS.NoSuchBucket();
      return rows[0];
    },
  };
}

export type StorageContext = ReturnType<typeof storageContext>;
