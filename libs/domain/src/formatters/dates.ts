import { differenceInHours, isValid, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { day2, hourMinute, month2, monthAbbr, monthName, weekdayName } from './calendar';
import { FALLBACKS } from '../constants';
import * as messages from '../messages';
import { DEFAULT_TIME_ZONE } from '../time/time-zones';

type DateInput = string | Date | null | undefined;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What a formatter prints, the same on every device whatever its zone: a calendar day
 * ('yyyy-MM-dd', an event's date) is that day; an instant is read on the wall clock of `timeZone`
 * (the event's, else the product's). Null when unreadable.
 */
function toDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  if (!value) return null;
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) {
    const date = new TZDate(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 'UTC');
    return isValid(date) ? date : null;
  }
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? new TZDate(date, timeZone) : null;
}

/** pt-BR short month with its dot, as the browser writes it: 'out.', 'mai.'. */
const shortMonth = (date: Date) => `${monthAbbr(date)}.`;

/** 'HH:MM' from a time column ('14:30:00' -> '14:30'). */
export function formatTime(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '';
}

/** Card and search-row date: day and short month, '05 de out.'. */
export function formatCardDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${day2(date)} de ${shortMonth(date)}` : '';
}

/** Day and month as numbers, '05/10' (my-events cards, older notifications). */
export function formatDayMonth(value: DateInput, timeZone?: string): string {
  const date = toDate(value, timeZone);
  return date ? `${day2(date)}/${month2(date)}` : '';
}

/** Day, month and year as numbers, '05/10/2026' (my-events cards: lists that span years). */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${day2(date)}/${month2(date)}/${date.getFullYear()}` : '';
}

/** Event detail: 'domingo, 5 de outubro de 2025'. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${weekdayName(date)}, ${date.getDate()} de ${monthName(date)} de ${date.getFullYear()}` : '';
}

/** Calendar caption, lower case as pt-BR writes it: 'junho de 1996'. */
export function formatMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? `${monthName(date)} de ${date.getFullYear()}` : '';
}

/** Comment date: '05 de out., 14:30'. */
export function formatCommentDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value, timeZone);
  return date ? `${day2(date)} de ${shortMonth(date)}, ${hourMinute(date)}` : '';
}

/** Profile 'member since': 'out. de 25'; the same text is the fallback. */
export function formatMemberSince(value: DateInput, timeZone?: string): string {
  const date = toDate(value, timeZone);
  return date ? `${shortMonth(date)} de ${String(date.getFullYear()).slice(-2)}` : FALLBACKS.memberSince;
}

/** Notifications: 'Agora mesmo' (< 1 h), 'Nh atrás' (< 24 h), 'Ontem' (< 48 h), else '05/10'. */
export function formatRelativeNotificationTime(value: DateInput, now: Date = new Date(), timeZone?: string): string {
  const date = toDate(value, timeZone);
  if (!date) return '';
  const hours = differenceInHours(now, date);
  if (hours < 1) return messages.notifications.justNow;
  if (hours < 24) return messages.notifications.hoursAgo(hours);
  if (hours < 48) return messages.notifications.yesterday;
  return formatDayMonth(date);
}
