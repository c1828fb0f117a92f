import { z } from 'zod';
import * as messages from '../messages';
import { issuesOf } from './issues';

const v = messages.validation;

/** Digits only, as stored. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Brazilian phone: 10 or 11 digits (formatting characters allowed); with 11, the third digit is 9. */
export const phoneSchema = z
  .string()
  .regex(/^[\d\s()+.-]*$/, { error: v.phoneCharacters, abort: true })
  .transform(normalizePhone)
  .pipe(
    z
      .string()
      .refine((digits) => digits.length === 10 || digits.length === 11, { error: v.phoneDigits, abort: true })
      .refine((digits) => digits.length !== 11 || digits[2] === '9', v.phoneMobile),
  );

export function validatePhone(phone: string): string[] {
  return issuesOf(phoneSchema, phone);
}
