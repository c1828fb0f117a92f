import { HttpError } from '../http/errors.js';

/** GoTrue's error codes (internal/api/apierrors/errorcode.go) used by this server. */
export const ErrorCode = {
  validationFailed: 'validation_failed',
  weakPassword: 'weak_password',
  userAlreadyExists: 'user_already_exists',
  emailExists: 'email_exists',
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  userBanned: 'user_banned',
  userNotFound: 'user_not_found',
  samePassword: 'same_password',
  currentPasswordRequired: 'current_password_required',
  currentPasswordMismatch: 'current_password_mismatch',
  overRequestRateLimit: 'over_request_rate_limit',
  overEmailSendRateLimit: 'over_email_send_rate_limit',
  refreshTokenNotFound: 'refresh_token_not_found',
  refreshTokenAlreadyUsed: 'refresh_token_already_used',
  sessionNotFound: 'session_not_found',
  noAuthorization: 'no_authorization',
  badJwt: 'bad_jwt',
  notAdmin: 'not_admin',
  otpExpired: 'otp_expired',
  unsupportedGrantType: 'unsupported_grant_type',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** GoTrue's error body (without the API-version header): `{code, error_code, msg}`. */
export const gotrue = (status: number, errorCode: ErrorCode, msg: string, extra: Record<string, unknown> = {}) =>
  new HttpError(status, { code: status, error_code: errorCode, msg, ...extra });

export const rateLimited = () => gotrue(429, ErrorCode.overRequestRateLimit, 'Request rate limit reached');
