import { z } from 'zod';
import { COMMON_PASSWORDS, LIMITS } from '../constants';
import * as messages from '../messages';
import { issuesOf } from './issues';

const v = messages.validation;

/** Case-insensitive, so 'Senha123' is as common as 'senha123'. */
export function isCommonPassword(password: string): boolean {
  return (COMMON_PASSWORDS as readonly string[]).includes(password.toLowerCase());
}

export const passwordSchema = z
  .string()
  .min(1, { error: v.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, v.passwordTooShort)
  .max(LIMITS.passwordMax, v.passwordTooLong)
  .regex(/\p{Ll}/u, v.passwordLowercase)
  .regex(/\p{Lu}/u, v.passwordUppercase)
  .regex(/\d/, v.passwordDigit)
  .refine((password) => !isCommonPassword(password), v.passwordCommon);

/** Strength errors of a new password (shown as 'Senha fraca: ' plus the list). */
export function validatePassword(password: string): string[] {
  return issuesOf(passwordSchema, password);
}

export function validatePasswordConfirmation(password: string, confirmation: string): string[] {
  return password === confirmation ? [] : [v.passwordMismatch];
}
