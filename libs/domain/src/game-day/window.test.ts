import { describe, expect, it } from 'vitest';
import { gameDayPhase } from './window';

describe('gameDayPhase', () => {
  const start = '2026-12-05T22:00:00.000Z';
  const at = (hours: number) => new Date(Date.parse(start) + hours * 3_600_000);

  it('opens 2 h before the start, closes 12 h after, and is final 48 h after the event closes (start + 3 h)', () => {
    expect(gameDayPhase(start, at(-2.001))).toBe('before');
    expect(gameDayPhase(start, at(-2))).toBe('open');
    expect(gameDayPhase(start, at(12))).toBe('open');
    expect(gameDayPhase(start, at(12.001))).toBe('corrections');
    expect(gameDayPhase(start, at(51))).toBe('corrections');
    expect(gameDayPhase(start, at(51.001))).toBe('final');
  });
});
