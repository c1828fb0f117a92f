import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { storageContext, type StorageDeps } from './context.js';
import { bucketRoutes } from './routes/buckets.js';
import { downloadRoutes } from './routes/download.js';
import { listRoutes } from './routes/list.js';
import { manageRoutes } from './routes/manage.js';
import { renderRoutes } from './routes/render.js';
import { signRoutes } from './routes/sign.js';
import { uploadRoutes } from './routes/upload.js';
import { MAX_UPLOAD } from './validation.js';

/** Storage as storage-api serves it under /storage/v1: one module per route group. */
export function storageRoutes(app: FastifyInstance, deps: StorageDeps): void {
  void app.register(multipart, { limits: { fileSize: MAX_UPLOAD, files: 1, fields: 10 } });
  const ctx = storageContext(deps);
  bucketRoutes(app, ctx);
  uploadRoutes(app, ctx);
  signRoutes(app, ctx);
  downloadRoutes(app, ctx);
  listRoutes(app, ctx);
  manageRoutes(app, ctx);
  renderRoutes(app, ctx);
}
