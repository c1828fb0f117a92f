import { differenceInHours, differenceInMinutes, isValid, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { day2, hourMinute, month2 } from './calendar';
import { CALENDAR_DAY, shortMonth, toDay, type DateInput } from './days';
import { FALLBACKS } from '../constants';
import * as messages from '../messages';
import { DEFAULT_TIME_ZONE } from '../time/time-zones';

// Instants (timestamps) read in a zone. Event days are formatted in ./days, which needs no zone
// library: the events list, the first screen, formats only days.

/**
 * An instant (a timestamp) read on the wall clock of `timeZone` (the event's, else the
 * product's), the same on every device; a calendar day is that day. Null when unreadable.
 */
function toInstant(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return toDay(value);
  const date = typeof value === 'string' ? parseISO(value) : value;
  return date && isValid(date) ? new TZDate(date, timeZone) : null;
}

/** Day and month as numbers, '05/10' (my-events cards, older notifications). */
export function formatDayMonth(value: DateInput, timeZone?: string): string {
  const date = toInstant(value, timeZone);
  return date ? `${day2(date)}/${month2(date)}` : '';
}

/** Comment date: '05 de out., 14:30'. */
export function formatCommentDate(value: DateInput, timeZone?: string): string {
  const date = toInstant(value, timeZone);
  return date ? `${day2(date)} de ${shortMonth(date)}, ${hourMinute(date)}` : '';
}

/** Profile 'member since': 'out. de 2025' (a two-digit year read as a day, issue 48); the fallback as the spec's. */
export function formatMemberSince(value: DateInput, timeZone?: string): string {
  const date = toInstant(value, timeZone);
  return date ? `${shortMonth(date)} de ${date.getFullYear()}` : FALLBACKS.memberSince;
}

/**
 * Notifications: 'Agora mesmo' (< 1 min), 'N min atrás' (< 1 h: 25 minutes is not 'Agora mesmo',
 * issue 48), 'Nh atrás' (< 24 h), 'Ontem' (< 48 h), else '05/10'.
 */
export function formatRelativeNotificationTime(value: DateInput, now: Date = new Date(), timeZone?: string): string {
  const date = toInstant(value, timeZone);
  if (!date) return '';
  const hours = differenceInHours(now, date);
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return messages.notifications.justNow;
  if (hours < 1) return messages.notifications.minutesAgo(minutes);
  if (hours < 24) return messages.notifications.hoursAgo(hours);
  if (hours < 48) return messages.notifications.yesterday;
  return formatDayMonth(date);
}

/** The time of an instant on the wall clock of `timeZone`: '19:42' (game day's draw, the events list's 'atualizado às'). */
export function formatClockTime(value: DateInput, timeZone?: string): string {
  const date = toInstant(value, timeZone);
  return date ? hourMinute(date) : '';
}
