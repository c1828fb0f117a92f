import { z } from 'zod';
import { LIMITS } from '../constants';
import * as messages from '../messages';
import { issuesOf } from './issues';

const v = messages.validation;

/** Trimmed and lower-cased; required, at most 320 characters, valid format. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: v.emailRequired, abort: true })
  .max(LIMITS.emailMax, v.emailTooLong)
  .regex(z.regexes.email, v.emailInvalid);

export function validateEmail(email: string): string[] {
  return issuesOf(emailSchema, email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
