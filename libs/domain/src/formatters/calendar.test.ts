import { describe, expect, it } from 'vitest';
import { hourMinute, isoDay, monthAbbr, monthName, weekdayName } from './calendar';

describe('pt-BR calendar pieces', () => {
  it('abbreviates every month as pt-BR does', () => {
    const abbr = Array.from({ length: 12 }, (_, m) => monthAbbr(new Date(2025, m, 1)));
    expect(abbr).toEqual(['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']);
  });
  it('names every month in lower case', () => {
    expect(monthName(new Date(2025, 2, 1))).toBe('março');
    expect(monthName(new Date(2025, 4, 31))).toBe('maio');
  });
  it('names every weekday', () => {
    // 2025-10-05 is a Sunday.
    const days = Array.from({ length: 7 }, (_, d) => weekdayName(new Date(2025, 9, 5 + d)));
    expect(days).toEqual(['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado']);
  });
  it('pads local days and times', () => {
    expect(isoDay(new Date(2025, 0, 9))).toBe('2025-01-09');
    expect(hourMinute(new Date(2025, 0, 9, 7, 5))).toBe('07:05');
  });
});
