import { describe, expect, it } from 'vitest';
import { cardSeriesRule, describeSeriesEnd, describeSeriesRule, seriesLastDate } from './series';

describe('the rule of a series in pt-BR', () => {
  it("says it as the issue does: 'Toda quinta às 19:00', 'A cada 2 semanas, sábado às 08:00', 'Todo mês, dia 5 às 18:30'", () => {
    expect(describeSeriesRule({ frequency: 'weekly', first_date: '2026-12-03', time: '19:00:00' })).toBe('Toda quinta às 19:00');
    expect(describeSeriesRule({ frequency: 'biweekly', first_date: '2026-12-05', time: '08:00:00' })).toBe('A cada 2 semanas, sábado às 08:00');
    expect(describeSeriesRule({ frequency: 'monthly', first_date: '2027-01-05', time: '18:30:00' })).toBe('Todo mês, dia 5 às 18:30');
    expect(describeSeriesRule({ frequency: 'weekly', first_date: '2026-12-06', time: '07:30' })).toBe('Todo domingo às 07:30');
  });
});

describe('the rule on a card', () => {
  it('words the series columns of a list row, and is null for a single event or an unknown frequency', () => {
    expect(cardSeriesRule({ series_frequency: 'weekly', series_first_date: '2026-12-03', series_time: '19:00:00' })).toBe('Toda quinta às 19:00');
    expect(cardSeriesRule({ series_frequency: null, series_first_date: null, series_time: null })).toBeNull();
    expect(cardSeriesRule({ series_frequency: 'daily', series_first_date: '2026-12-03', series_time: '19:00:00' })).toBeNull();
  });
});

describe('how long a series runs (issue 48)', () => {
  it("says the count and the last date, or the end date: '8 vezes, até 21/01/2027', 'Até 30/06/2027'", () => {
    expect(describeSeriesEnd({ frequency: 'weekly', first_date: '2026-12-03', occurrence_count: 8, until_date: null })).toBe('8 vezes, até 21/01/2027');
    expect(describeSeriesEnd({ frequency: 'biweekly', first_date: '2026-12-05', occurrence_count: 3, until_date: null })).toBe('3 vezes, até 02/01/2027');
    expect(describeSeriesEnd({ frequency: 'monthly', first_date: '2026-11-10', occurrence_count: 4, until_date: null })).toBe('4 vezes, até 10/02/2027');
    expect(describeSeriesEnd({ frequency: 'weekly', first_date: '2026-12-03', occurrence_count: null, until_date: '2027-06-30' })).toBe('Até 30/06/2027');
  });

  it('a monthly count after the 28th gives no last date (the rule skips the months without that day)', () => {
    expect(seriesLastDate({ frequency: 'monthly', first_date: '2027-01-31', occurrence_count: 4, until_date: null })).toBeNull();
    expect(describeSeriesEnd({ frequency: 'monthly', first_date: '2027-01-31', occurrence_count: 4, until_date: null })).toBe('4 vezes');
  });
});
