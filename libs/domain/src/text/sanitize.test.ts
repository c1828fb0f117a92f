import { describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizeText } from './sanitize';

describe('sanitizeText', () => {
  it('strips tags but keeps their text, stray angle brackets, javascript: and inline handlers', () => {
    expect(sanitizeText('<b>x</b>')).toBe('x');
    expect(sanitizeText('<script>alert(1)</script>')).toBe('alert(1)');
    expect(sanitizeText('<img src=x onerror=alert(1)>oi')).toBe('oi');
    expect(sanitizeText('<<b>>x')).toBe('x');
    expect(sanitizeText('2 < 3 > 1')).toBe('2  3  1');
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
    expect(sanitizeRichText('<b>oi</b> <i>você</i>')).toBe('oi você');
    expect(sanitizeRichText('a'.repeat(2500))).toHaveLength(2000);
  });
});
