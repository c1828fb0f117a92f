import { describe, expect, it } from 'vitest';
import { formatCommentDate, formatDayMonth, formatMemberSince, formatRelativeNotificationTime } from './dates';
import { formatCardDate, formatLongDate, formatMonthYear, formatTime } from './days';

describe('date formatters (pt-BR)', () => {
  it('shows times as HH:MM', () => {
    expect(formatTime('14:30:00')).toBe('14:30');
    expect(formatTime('09:05')).toBe('09:05');
    expect(formatTime(null)).toBe('');
  });
  it('shows card dates as day and short month', () => {
    expect(formatCardDate('2025-10-05')).toBe('05 de out.');
    expect(formatCardDate('2025-05-31')).toBe('31 de mai.');
    expect(formatCardDate('')).toBe('');
  });
  it('reads a date column as a local day (no shift to the previous day)', () => {
    expect(formatDayMonth('2025-01-01')).toBe('01/01');
  });
  it('shows an event day as that day on a device in any zone', () => {
    const deviceZone = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Noronha']) {
        process.env.TZ = zone;
        expect(formatCardDate('2025-10-05'), zone).toBe('05 de out.');
        expect(formatLongDate('2025-10-05'), zone).toBe('domingo, 5 de outubro de 2025');
        expect(formatCardDate('2025-02-30'), zone).toBe('');
      }
    } finally {
      process.env.TZ = deviceZone;
    }
  });
  it('shows the long date', () => {
    expect(formatLongDate('2025-10-05')).toBe('domingo, 5 de outubro de 2025');
  });
  it('writes a calendar caption in lower case', () => {
    expect(formatMonthYear('1996-06-01')).toBe('junho de 1996');
  });
  it('shows comment dates with day, month, hour and minute', () => {
    // 17:30 UTC is 14:30 in São Paulo.
    expect(formatCommentDate('2025-10-05T17:30:00Z')).toBe('05 de out., 14:30');
  });
  it('shows member since as month and 2-digit year, with its fallback', () => {
    expect(formatMemberSince('2024-03-10T12:00:00Z')).toBe('mar. de 2024');
    expect(formatMemberSince(null)).toBe('out. de 25');
    expect(formatMemberSince('not a date')).toBe('out. de 25');
  });
});

describe('notification relative time', () => {
  const now = new Date('2025-10-05T15:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  it("says 'Agora mesmo' under a minute, then the minutes (25 minutes is not 'Agora mesmo', issue 48)", () => {
    expect(formatRelativeNotificationTime(ago(0), now)).toBe('Agora mesmo');
    expect(formatRelativeNotificationTime(ago(25), now)).toBe('25 min atrás');
    expect(formatRelativeNotificationTime(ago(59), now)).toBe('59 min atrás');
  });
  it("says 'Nh atrás' from 1 to 23 hours", () => {
    expect(formatRelativeNotificationTime(ago(60), now)).toBe('1h atrás');
    expect(formatRelativeNotificationTime(ago(23 * 60 + 59), now)).toBe('23h atrás');
  });
  it("says 'Ontem' from 24 to 47 hours", () => {
    expect(formatRelativeNotificationTime(ago(24 * 60), now)).toBe('Ontem');
    expect(formatRelativeNotificationTime(ago(47 * 60 + 59), now)).toBe('Ontem');
  });
  it('shows day/month after that', () => {
    expect(formatRelativeNotificationTime(ago(48 * 60), now)).toBe('03/10');
  });
});
