import type { FastifySchema, FastifySchemaValidationError } from 'fastify';
import { ERRORS, ErrorCode, StorageError } from './errors.js';

/**
 * Request shapes, declared as Fastify route schemas (storage-api declares its own the same way): the
 * handler reads typed params and bodies, and a malformed one is refused with storage-api's answer.
 */

const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;
/** a body supabase-js may leave out: every field optional */
const optionalObject = (properties: Record<string, unknown>) => ({ type: 'object', nullable: true, properties }) as const;

export type BucketIdParams = { id: string };
export type BucketParams = { bucket: string };
export type ObjectParams = { bucket: string; '*': string };
export type ObjectQuery = { token?: string; download?: string };

const bucketIdParams = { type: 'object', properties: { id: str }, required: ['id'] } as const;
const bucketParams = { type: 'object', properties: { bucket: str }, required: ['bucket'] } as const;
const objectParams = { type: 'object', properties: { bucket: str, '*': str }, required: ['bucket'] } as const;
const objectQuery = { type: 'object', properties: { token: str, download: str } } as const;

export type BucketBody = { id?: string; name?: string; public?: boolean; file_size_limit?: number | string | null; allowed_mime_types?: string[] | null } | null;
const bucketBody = optionalObject({
  id: str, name: str, public: { type: 'boolean' },
  file_size_limit: { anyOf: [{ type: 'integer' }, str, { type: 'null' }] }, allowed_mime_types: { type: 'array', nullable: true, items: str },
});

/** storage-api's transformationOptionsSchema (src/http/schemas/transformations.ts). */
export const TRANSFORM_OPTIONS = {
  type: 'object',
  properties: {
    height: { type: 'integer', minimum: 0 },
    width: { type: 'integer', minimum: 0 },
    resize: { type: 'string', enum: ['cover', 'contain', 'fill'] },
    format: { type: 'string', enum: ['origin', 'avif', 'webp'] },
    quality: { type: 'integer', minimum: 20, maximum: 100 },
  },
} as const;
export type Transform = { width?: number; height?: number; resize?: 'cover' | 'contain' | 'fill'; quality?: number; format?: 'origin' | 'avif' | 'webp' };

/**
 * A refusal by storage-api's own schema, as it answers it: Fastify's message
 * ('querystring/quality must be >= 20'), `error` the name of Fastify's Error, `code` InvalidRequest.
 */
export const hostedSchemaRefusal = (errors: FastifySchemaValidationError[], dataVar: string) =>
  new StorageError(ErrorCode.InvalidRequest, 400, 'Error', errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).join(', '));

export type SignBody = { expiresIn: number; transform?: Transform };
export type SignManyBody = { expiresIn: number; paths: string[] };
const expiresIn = { type: 'integer', minimum: 1 } as const;

export type ListBody = { prefix?: string; limit?: number; offset?: number; search?: string; sortBy?: { column?: string; order?: string } } | null;
const sortBy = { type: 'object', properties: { column: str, order: str } } as const;
const listBody = optionalObject({ prefix: str, limit: { type: 'number' }, offset: { type: 'number' }, search: str, sortBy });

export type ListV2Body = { prefix?: string; limit?: number; cursor?: string; with_delimiter?: boolean; sortBy?: { column?: string; order?: string } } | null;
const listV2Body = optionalObject({ prefix: str, limit: { type: 'integer' }, cursor: str, with_delimiter: { type: 'boolean' }, sortBy });

export type DeleteBody = { prefixes: string[] };
export type MoveBody = { bucketId: string; sourceKey: string; destinationKey: string; destinationBucket?: string };

/** A route's schema whose refusals read `message` (InvalidRequest), as this server has always answered them. */
const refusing = (message: string | null, schema: FastifySchema) => ({
  schema,
  schemaErrorFormatter: () => ERRORS.InvalidRequest(message ?? 'Invalid request'),
});

export const SCHEMAS = {
  bucketId: refusing(null, { params: bucketIdParams }),
  bucket: refusing(null, { params: bucketParams }),
  object: refusing(null, { params: objectParams, querystring: objectQuery }),
  createBucket: refusing('Bucket name invalid', { body: bucketBody }),
  updateBucket: refusing('Invalid bucket settings', { params: bucketIdParams, body: bucketBody }),
  sign: {
    schema: { params: objectParams, body: { type: 'object', properties: { expiresIn, transform: TRANSFORM_OPTIONS }, required: ['expiresIn'] } },
    // a transformation hosted's schema refuses is refused in its words; a bad expiry as always
    schemaErrorFormatter: (errors: FastifySchemaValidationError[], dataVar: string) =>
      errors.some((e) => e.instancePath.startsWith('/transform')) ? hostedSchemaRefusal(errors, dataVar) : ERRORS.InvalidRequest('expiresIn must be a positive integer'),
  },
  signMany: refusing('paths must be an array of 1 to 1000 strings', {
    params: bucketParams,
    body: { type: 'object', properties: { expiresIn, paths: { ...strings, minItems: 1, maxItems: 1000 } }, required: ['expiresIn', 'paths'] },
  }),
  list: refusing(null, { params: bucketParams, body: listBody }),
  listV2: refusing(null, { params: bucketParams, body: listV2Body }),
  deleteMany: refusing('prefixes must be an array of strings', {
    params: bucketParams, body: { type: 'object', properties: { prefixes: strings }, required: ['prefixes'] },
  }),
  move: refusing('bucketId, sourceKey and destinationKey are required', {
    body: { type: 'object', properties: { bucketId: str, sourceKey: str, destinationKey: str, destinationBucket: str }, required: ['bucketId', 'sourceKey', 'destinationKey'] },
  }),
};
