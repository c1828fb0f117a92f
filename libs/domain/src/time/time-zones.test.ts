import { describe, expect, it } from 'vitest';
import { formatCommentDate } from '../formatters/dates';
import { formatCardDate, formatLongDate } from '../formatters/days';
import { eventStart } from '../rules/evaluation';
import { defaultEventTimeZone, timeZoneLabel, zoneWorthSaying } from './time-zones';

// The suite runs with the process in São Paulo's zone (vitest.config): every expectation below is
// about another zone, so a formatter that fell back to the device's would print São Paulo's clock.
describe("an event's own time zone", () => {
  it('defaults to the device zone when it is Brazilian, otherwise São Paulo', () => {
    expect(defaultEventTimeZone('America/Manaus')).toBe('America/Manaus');
    expect(defaultEventTimeZone('America/Rio_Branco')).toBe('America/Rio_Branco');
    expect(defaultEventTimeZone('Europe/Lisbon')).toBe('America/Sao_Paulo');
    expect(defaultEventTimeZone(undefined)).toBe('America/Sao_Paulo');
    expect(timeZoneLabel('America/Manaus')).toBe('Manaus');
  });

  it('its start is the wall clock in its zone: 19:00 in Manaus is 23:00 UTC', () => {
    expect(eventStart('2026-12-03', '19:00:00', 'America/Manaus')?.toISOString()).toBe('2026-12-03T23:00:00.000Z');
    expect(eventStart('2026-12-03', '19:00', 'America/Rio_Branco')?.toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(eventStart('2026-12-03', '19:00')?.toISOString()).toBe('2026-12-03T22:00:00.000Z');
  });

  it('instants are printed on the clock of the zone given, days as the calendar day they are', () => {
    expect(formatCommentDate('2026-12-03T23:30:00Z', 'America/Manaus')).toBe('03 de dez., 19:30');
    expect(formatCommentDate('2026-12-03T23:30:00Z', 'Europe/Lisbon')).toBe('03 de dez., 23:30');
    expect(formatCommentDate('2026-12-03T23:30:00Z')).toBe('03 de dez., 20:30');
    expect(formatCardDate('2026-12-03')).toBe('03 de dez.');
    expect(formatLongDate('2026-12-03')).toBe('quinta-feira, 3 de dezembro de 2026');
  });
});

describe('when a time needs its zone said (issue 48)', () => {
  const game = '2026-12-03T22:30:00Z'; // 19:30 in São Paulo, 18:30 in Manaus
  it('a São Paulo game on a Manaus phone says its zone; on a São Paulo or Recife phone (the same clock) it need not', () => {
    expect(zoneWorthSaying('America/Sao_Paulo', game, 'America/Manaus')).toBe(true);
    expect(zoneWorthSaying('America/Sao_Paulo', game, 'America/Sao_Paulo')).toBe(false);
    expect(zoneWorthSaying('America/Sao_Paulo', game, 'America/Recife')).toBe(false);
  });
  it("an event away from São Paulo's clock always says its zone", () => {
    expect(zoneWorthSaying('America/Manaus', game, 'America/Manaus')).toBe(true);
  });
});
