import { LIMITS } from '../constants';

// A tag goes whole ('<b>x</b>' -> 'x'); a stray bracket left after that goes on its own.
const TAG = /<\/?[a-z!][^<>]*>/gi;
const ANGLE_BRACKETS = /[<>]/g;
const JAVASCRIPT_SCHEME = /javascript\s*:/gi;
const INLINE_HANDLER = /\bon[a-z]+\s*=/gi;
// Control characters other than tab and line breaks (matching them is the point).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Removes what could become markup or script, repeating until stable (e.g. 'javajavascript:script:'). */
function strip(input: string): string {
  let previous: string;
  let current = input.replace(CONTROL, '');
  do {
    previous = current;
    current = current.replace(TAG, '').replace(ANGLE_BRACKETS, '').replace(JAVASCRIPT_SCHEME, '').replace(INLINE_HANDLER, '');
  } while (current !== previous);
  return current;
}

/** Plain text: strips tags (keeping their text) and stray angle brackets, `javascript:` and inline handlers, trims, cuts to 1000 characters. */
export function sanitizeText(input: string | null | undefined): string {
  if (!input) return '';
  return strip(input).trim().slice(0, LIMITS.sanitizeTextMax).trim();
}

/** Rich text (comments, descriptions): same cleaning, keeps line breaks, cuts to 2000 characters. */
export function sanitizeRichText(input: string | null | undefined): string {
  if (!input) return '';
  const text = strip(input.replace(/\r\n?/g, '\n').replace(/<br\s*\/?>/gi, '\n'));
  return text.trim().slice(0, LIMITS.sanitizeRichTextMax).trim();
}
