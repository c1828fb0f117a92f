import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCents } from './cost-split';

describe('splitCents', () => {
  it('R$ 100,00 among 3 is R$ 33,34 + R$ 33,33 + R$ 33,33, the extra cent to the first', () => {
    expect(splitCents(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitCents(12000, 8)).toEqual(Array(8).fill(1500));
    expect(splitCents(1, 3)).toEqual([1, 0, 0]);
  });

  it('for totals from R$ 0,01 to R$ 10.000,00 and 1–60 payers: adds up exactly, parts differ by at most one cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), (total, payers) => {
        const parts = splitCents(total, payers);
        expect(parts).toHaveLength(payers);
        expect(parts.every(Number.isInteger)).toBe(true);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        // The extra cents go to the first payers: never increasing.
        expect(parts.every((p, i) => i === 0 || p <= parts[i - 1]!)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses what is not whole cents or not a payer', () => {
    expect(() => splitCents(10.5, 2)).toThrow(RangeError);
    expect(() => splitCents(100, 0)).toThrow(RangeError);
  });
});

describe('splitCents at its edges', () => {
  it('splits R$ 0,00 into zeros and refuses a negative total or no payer at all', () => {
    expect(splitCents(0, 3)).toEqual([0, 0, 0]);
    expect(splitCents(1, 1)).toEqual([1]);
    expect(() => splitCents(-1, 3)).toThrow(RangeError);
    expect(() => splitCents(100, 0)).toThrow(RangeError);
    expect(() => splitCents(10.5, 2)).toThrow(RangeError);
  });
});
