import { z } from 'zod';
import { LIMITS } from '../constants';
import { messages } from '../messages';
import { sanitizeRichText } from '../text/sanitize';
import type { TitledMessage } from '../messages';
import { issuesOf } from './issues';

const v = messages.validation;
const REPEATED_CHAR = new RegExp(`(.)\\1{${LIMITS.commentMaxRepeatedChar},}`, 'su');
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** Spam: a character repeated more than 10 times in a row, or 3 or more links. */
export function isSpam(text: string): boolean {
  if (REPEATED_CHAR.test(text)) return true;
  return (text.match(LINK) ?? []).length >= LIMITS.commentSpamLinks;
}

export const commentSchema = z
  .string()
  .trim()
  .min(LIMITS.commentMin, { error: v.commentRequired, abort: true })
  .max(LIMITS.commentMax, v.commentTooLong)
  .refine((text) => !isSpam(text), v.commentSpam);

export function validateComment(text: string): string[] {
  return issuesOf(commentSchema, text);
}

/** The wall's checks: validation (errors joined with commas under 'Erro de validação'), then sanitising. */
export function prepareComment(text: string): { ok: true; value: string } | { ok: false; error: TitledMessage } {
  const errors = validateComment(text);
  if (errors.length > 0) {
    return { ok: false, error: { title: messages.common.validationError, description: errors.join(', ') } };
  }
  const value = sanitizeRichText(text);
  if (!value) {
    return { ok: false, error: { title: messages.common.error, description: messages.comments.invalidAfterSanitize } };
  }
  return { ok: true, value };
}
