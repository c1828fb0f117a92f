import { z } from 'zod';
import { LIMITS } from '../constants';
import * as messages from '../messages';
import { issuesOf } from './issues';

const v = messages.validation;
const NAME_CHARACTERS = /^[\p{L}\s'’-]+$/u;

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, { error: v.fullNameRequired, abort: true })
  .min(LIMITS.fullNameMin, v.fullNameTooShort)
  .max(LIMITS.fullNameMax, v.fullNameTooLong)
  .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, v.fullNameTwoWords)
  .regex(NAME_CHARACTERS, v.fullNameCharacters);

export function validateFullName(name: string): string[] {
  return issuesOf(fullNameSchema, name);
}
