import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCommentDate, formatRelativeNotificationTime } from '../formatters/dates';
import { formatCardDate, formatLongDate } from '../formatters/days';
import { dateFilterRange } from '../rules/event-filter';
import { eventStart } from '../rules/evaluation';
import { gameDayPhase } from '../game-day/window';

// Issue 49: a device abroad, in Lisbon, across its daylight-saving changes of 2027 (28 March, 01:00
// UTC, clocks forward; 31 October, 01:00 UTC, clocks back). What the app shows depends on each
// event's own clock and the product's calendar (São Paulo's, as the database filters), never on
// the device's zone.
describe('a device in Lisbon across its daylight-saving changes', () => {
  const deviceZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Lisbon';
  });
  afterAll(() => {
    process.env.TZ = deviceZone;
  });

  it('an event day is that day on the days the clocks change', () => {
    expect(formatCardDate('2027-03-28')).toBe('28 de mar.');
    expect(formatLongDate('2027-03-28')).toBe('domingo, 28 de março de 2027');
    expect(formatLongDate('2027-10-31')).toBe('domingo, 31 de outubro de 2027');
    expect(formatLongDate('2027-03-27')).toBe('sábado, 27 de março de 2027');
  });

  it("an event's start is its own wall clock, whatever Lisbon's clock does that night", () => {
    // 01:30 does not exist in Lisbon on 28 March and happens twice on 31 October: not the event's concern.
    expect(eventStart('2027-03-28', '01:30', 'America/Sao_Paulo')?.toISOString()).toBe('2027-03-28T04:30:00.000Z');
    expect(eventStart('2027-10-31', '01:30', 'America/Manaus')?.toISOString()).toBe('2027-10-31T05:30:00.000Z');
    expect(formatCommentDate('2027-03-28T01:30:00Z', 'America/Rio_Branco')).toBe('27 de mar., 20:30');
    expect(formatCommentDate('2027-10-31T01:30:00Z', 'America/Sao_Paulo')).toBe('30 de out., 22:30');
  });

  it('hours are counted as they passed across the change (23 h, not 22 or 24)', () => {
    expect(formatRelativeNotificationTime('2027-03-27T12:00:00Z', new Date('2027-03-28T11:30:00Z'))).toBe('23h atrás');
    expect(formatRelativeNotificationTime('2027-10-30T12:00:00Z', new Date('2027-10-31T11:30:00Z'))).toBe('23h atrás');
    expect(formatRelativeNotificationTime('2027-03-27T11:00:00Z', new Date('2027-03-28T11:00:00Z'))).toBe('Ontem');
    // Game day's windows are hours after the start, not clock times.
    expect(gameDayPhase('2027-03-28T00:00:00Z', new Date('2027-03-28T12:00:00Z'))).toBe('open');
    expect(gameDayPhase('2027-03-28T00:00:00Z', new Date('2027-03-28T12:00:00.001Z'))).toBe('corrections');
  });

  it("'Hoje', 'Amanhã' and 'Próxima semana' are São Paulo's days, as the database filters, after Lisbon's midnight too", () => {
    // Sunday 28 March, 23:30 UTC: 20:30 in São Paulo (still Sunday), 00:30 on Monday in Lisbon.
    const lateSunday = new Date('2027-03-28T23:30:00Z');
    expect(dateFilterRange('today', lateSunday)).toEqual({ from: '2027-03-28', to: '2027-03-28' });
    expect(dateFilterRange('tomorrow', lateSunday)).toEqual({ from: '2027-03-29', to: '2027-03-29' });
    expect(dateFilterRange('weekend', lateSunday)).toEqual({ from: '2027-03-28', to: '2027-03-28' });
    expect(dateFilterRange('next-week', lateSunday)).toEqual({ from: '2027-03-29', to: '2027-04-04' });
    // Saturday 30 October, 23:30 UTC: 20:30 Saturday in São Paulo, 00:30 Sunday in Lisbon (before its change).
    expect(dateFilterRange('weekend', new Date('2027-10-30T23:30:00Z'))).toEqual({ from: '2027-10-30', to: '2027-10-31' });
    expect(dateFilterRange('today', new Date('2027-10-31T02:30:00Z'))).toEqual({ from: '2027-10-30', to: '2027-10-30' });
  });
});
