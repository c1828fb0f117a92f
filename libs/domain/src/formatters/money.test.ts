import { describe, expect, it } from 'vitest';
import { formatBRL, formatDecimalBRL, parseBRLToCents } from './money';

// Intl puts a no-break space after 'R$'.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('formats integer cents as reais, pt-BR', () => {
    expect(spaced(formatBRL(1500))).toBe('R$ 15,00');
    expect(spaced(formatBRL(1_000_000))).toBe('R$ 10.000,00');
    expect(spaced(formatBRL(1))).toBe('R$ 0,01');
    expect(formatDecimalBRL(123456)).toBe('1.234,56');
    // A spreadsheet cell always has its two decimals, also for whole reais and for 0,50.
    expect(formatDecimalBRL(1500)).toBe('15,00');
    expect(formatDecimalBRL(50)).toBe('0,50');
  });

  it('reads what a person types as an amount, or null', () => {
    expect(parseBRLToCents('120')).toBe(12000);
    expect(parseBRLToCents('R$ 120,00')).toBe(12000);
    expect(parseBRLToCents('120,5')).toBe(12050);
    expect(parseBRLToCents('1.234,56')).toBe(123456);
    expect(parseBRLToCents('0,01')).toBe(1);
    // Pasted with spaces around, or 'R$' glued to the number.
    expect(parseBRLToCents('  R$ 120,00  ')).toBe(12000);
    expect(parseBRLToCents('R$120,00')).toBe(12000);
    // 'R$' only in front: anything else before it, or after the amount, is not an amount.
    for (const bad of ['120 R$', 'xR$ 5', 'US$ 5']) expect(parseBRLToCents(bad)).toBeNull();
    for (const bad of ['', 'abc', '12,345', '1.23,00', '-5', '12.5']) expect(parseBRLToCents(bad)).toBeNull();
  });
});
