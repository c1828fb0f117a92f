import { describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizeText } from './sanitize';

describe('sanitizeText', () => {
  it('strips angle brackets, javascript: and inline handlers', () => {
    expect(sanitizeText('<script>alert(1)</script>')).toBe('scriptalert(1)/script');
    expect(sanitizeText('link JavaScript:alert(1)')).toBe('link alert(1)');
    expect(sanitizeText('img onerror=alert(1) ONCLICK = x')).toBe('img alert(1)  x');
    expect(sanitizeText('javajavascript:script:x')).toBe('x');
  });
  it('trims and caps at 1000 characters', () => {
    expect(sanitizeText('  Olá  ')).toBe('Olá');
    expect(sanitizeText('a'.repeat(1500))).toHaveLength(1000);
    expect(sanitizeText(null)).toBe('');
  });
});

describe('sanitizeRichText', () => {
  it('keeps line breaks and caps at 2000 characters', () => {
    expect(sanitizeRichText('linha 1\r\nlinha 2<br/>linha 3')).toBe('linha 1\nlinha 2\nlinha 3');
    expect(sanitizeRichText('<b>oi</b>')).toBe('boi/b');
    expect(sanitizeRichText('a'.repeat(2500))).toHaveLength(2000);
  });
});
