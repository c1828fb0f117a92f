import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimalBRL } from '../../formatters/money';
import { parseStatementAmount } from './amount-cents';

describe('parseStatementAmount', () => {
  it('reads pt-BR and OFX amounts to exact cents', () => {
    expect(parseStatementAmount('0,01')).toBe(1);
    expect(parseStatementAmount('1.234,56')).toBe(123456);
    expect(parseStatementAmount('999.999,99')).toBe(99999999);
    expect(parseStatementAmount('0.01')).toBe(1);
    expect(parseStatementAmount('1234.56')).toBe(123456);
    expect(parseStatementAmount('999999.99')).toBe(99999999);
    expect(parseStatementAmount('1,234.56')).toBe(123456);
    expect(parseStatementAmount('80')).toBe(8000);
    expect(parseStatementAmount('80,5')).toBe(8050);
    expect(parseStatementAmount('R$ 80,00')).toBe(8000);
    expect(parseStatementAmount('+80.00')).toBe(8000);
    expect(parseStatementAmount('-300,00')).toBe(-30000);
    expect(parseStatementAmount('300,00 D')).toBe(-30000);
    expect(parseStatementAmount('300,00 C')).toBe(30000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'oitenta', '1.234.56', '12,345,67', '1,2,3', '80,0012', '--80', '80 reais']) {
      expect(parseStatementAmount(text), text).toBeNull();
    }
  });

  it('reads back every amount from R$ 0,01 to R$ 999.999,99 as a bank writes it, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const decimal = formatDecimalBRL(cents); // '1.234,56'
        expect(parseStatementAmount(decimal)).toBe(cents);
        expect(parseStatementAmount(`-${decimal}`)).toBe(-cents);
        expect(parseStatementAmount((cents / 100).toFixed(2))).toBe(cents); // OFX's '1234.56'
        expect(parseStatementAmount(decimal.replaceAll('.', ''))).toBe(cents); // '1234,56'
      }),
      { numRuns: 5_000 },
    );
  });
});
