import { HttpError } from '../http/errors.js';

/** storage-api's error codes (src/internal/errors/codes.ts), those this server answers. */
export enum ErrorCode {
  NoSuchBucket = 'NoSuchBucket',
  NoSuchKey = 'NoSuchKey',
  InvalidJWT = 'InvalidJWT',
  InvalidRequest = 'InvalidRequest',
  EntityTooLarge = 'EntityTooLarge',
  ResourceAlreadyExists = 'ResourceAlreadyExists',
  ResourceNotEmpty = 'ResourceNotEmpty',
  InvalidBucketName = 'InvalidBucketName',
  InvalidKey = 'InvalidKey',
  InvalidMimeType = 'InvalidMimeType',
  InvalidSignature = 'InvalidSignature',
  AccessDenied = 'AccessDenied',
  InvalidParameter = 'InvalidParameter',
}

/** An answer in storage-api's shape: `{statusCode, code, error, message}`. */
export class StorageError extends HttpError {
  constructor(
    readonly code: ErrorCode,
    status: number,
    error: string,
    message: string,
  ) {
    super(status, { statusCode: String(status), code, error, message });
  }
}

const e = (code: ErrorCode, status: number, error: string) => (message: string) => new StorageError(code, status, error, message);

/** Every refusal storage answers, with storage-api's status, `error` and message. */
export const ERRORS = {
  NoSuchBucket: () => e(ErrorCode.NoSuchBucket, 404, 'Bucket not found')('Bucket not found'),
  NoSuchKey: () => e(ErrorCode.NoSuchKey, 404, 'not_found')('Object not found'),
  InvalidJWT: (expired: boolean) => e(ErrorCode.InvalidJWT, 400, 'InvalidJWT')(expired ? 'jwt expired' : 'invalid signature'),
  InvalidRequest: e(ErrorCode.InvalidRequest, 400, 'InvalidRequest'),
  InvalidParameter: (name: string) => e(ErrorCode.InvalidParameter, 400, 'InvalidParameter')(`Invalid Parameter ${name}`),
  EntityTooLarge: () => e(ErrorCode.EntityTooLarge, 413, 'Payload too large')('The object exceeded the maximum allowed size'),
  ResourceAlreadyExists: () => e(ErrorCode.ResourceAlreadyExists, 409, 'Duplicate')('The resource already exists'),
  BucketNotEmpty: () => e(ErrorCode.ResourceNotEmpty, 409, 'InvalidRequest')('The bucket you tried to delete is not empty'),
  InvalidBucketName: () => e(ErrorCode.InvalidBucketName, 400, 'InvalidBucketName')('Bucket name invalid'),
  InvalidKey: (key: string) => e(ErrorCode.InvalidKey, 400, 'InvalidKey')(`Invalid key: ${key.slice(0, 200)}`),
  InvalidMimeType: e(ErrorCode.InvalidMimeType, 415, 'invalid_mime_type'),
  InvalidSignature: e(ErrorCode.InvalidSignature, 400, 'InvalidSignature'),
  AccessDenied: () => e(ErrorCode.AccessDenied, 403, 'Unauthorized')('new row violates row-level security policy'),
};

/** Turns a database error raised as the caller's role into storage-api's answer. */
export function fromDb(err: unknown): never {
  if (err instanceof HttpError && typeof err.body.code === 'string' && /^[0-9A-Z]{5}$/.test(err.body.code)) {
    const code = err.body.code;
    if (code === '42501') throw ERRORS.AccessDenied();
    if (code === '23505') throw ERRORS.ResourceAlreadyExists();
    if (code === '23503') throw ERRORS.NoSuchBucket();
    throw ERRORS.InvalidRequest(String(err.body.message));
  }
  throw err;
}
