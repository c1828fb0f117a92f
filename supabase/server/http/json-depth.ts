/**
 * Whether JSON text nests arrays/objects deeper than `max`, found in one pass before JSON.parse
 * (which takes seconds on a few MB of nesting, and whose result would later overflow the stack of
 * JSON.stringify or PostgreSQL's jsonb parser).
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}
