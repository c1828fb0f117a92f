import { z } from 'zod';
import { LIMITS } from '../constants';
import * as messages from '../messages';
import { sanitizeText } from '../text/sanitize';
import { containsProfanity, profanityMessage } from '../text/profanity';
import { issuesOf } from './issues';

const v = messages.validation;

/** Markup, script URLs, inline handlers and eval-like calls. */
const SCRIPT_LIKE = /<[^>]*>|<\s*script|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html|\bon[a-z]+\s*=|eval\s*\(/i;

export function hasScriptLikeContent(text: string): boolean {
  return SCRIPT_LIKE.test(text);
}

/** Control characters and line separators: the database refuses them in a title (issue 56). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

export const eventNameSchema = z
  .string()
  .trim()
  .min(1, { error: v.eventNameRequired, abort: true })
  .min(LIMITS.eventNameMin, v.eventNameTooShort)
  .max(LIMITS.eventNameMax, v.eventNameTooLong)
  .refine((name) => !hasScriptLikeContent(name) && !CONTROL_CHARACTERS.test(name), v.eventNameForbidden);

export function validateEventName(name: string): string[] {
  return issuesOf(eventNameSchema, name);
}

export type Prepared<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Wizard step 1: name rules, then the profanity filter, then sanitising (empty gives 'Nome do evento inválido'). */
export function prepareWizardEventName(name: string): Prepared<string> {
  const errors = validateEventName(name);
  if (errors.length > 0) return { ok: false, errors };
  if (containsProfanity(name)) return { ok: false, errors: [profanityMessage('nome do evento')] };
  const value = sanitizeText(name);
  if (!value) return { ok: false, errors: [messages.wizard.invalidEventName] };
  return { ok: true, value };
}
