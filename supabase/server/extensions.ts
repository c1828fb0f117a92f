import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** What the server hands to code mounted beside its APIs (routes under `/functions/v1/…`, timers). */
export type ServerExtensionContext = {
  app: FastifyInstance;
  /** the owner's pool (bypasses RLS), as a worker against hosted Supabase connects */
  admin: pg.Pool;
  /** this server's data folder (files an extension keeps, e.g. its keys) */
  dataDir: string;
  /** where the app is (GoTrue's SITE_URL) */
  siteUrl: string;
  log: (message: string) => void;
};

/**
 * Something that runs beside the emulated APIs: the server knows none of the product; whoever starts
 * it passes what to mount (@quadra/jobs' `quadraJobs()` for `npm start`, the e2e stack and the
 * database tests). Called once before the server listens; what it returns is stopped with the server.
 */
export type ServerExtension = (context: ServerExtensionContext) => Promise<{ stop(): Promise<void> } | void>;
