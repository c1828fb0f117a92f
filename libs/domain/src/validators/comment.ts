import { z } from 'zod';
import { LIMITS } from '../constants';
import * as messages from '../messages';
import { sanitizeRichText } from '../text/sanitize';
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

/** The comment form (react-hook-form): the wall's checks, then the sanitised text to store. */
export const commentFormSchema = z.object({
  text: commentSchema
    .transform((text) => sanitizeRichText(text))
    .refine((text) => text !== '', messages.comments.invalidAfterSanitize),
});
export type CommentFormInput = z.input<typeof commentFormSchema>;
export type CommentFormValues = z.output<typeof commentFormSchema>;
