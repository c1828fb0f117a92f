import { isValid } from 'date-fns';
import { day2, hourMinute, month2, monthAbbr, monthName, weekdayName } from './calendar';

/** A formatter's input: a calendar day 'yyyy-MM-dd', a timestamp, or a Date. */
export type DateInput = string | Date | null | undefined;

export const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ('yyyy-MM-dd', an event's date) is that day on every device: read as the
 * device's local noon, whose fields are that day whatever the zone. A Date is taken as it is
 * (a calendar's month). No zone library: the events list formats only days. Null when unreadable.
 */
export function toDay(value: DateInput): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  const day = value ? CALENDAR_DAY.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12) : null;
  return date && isValid(date) && date.getDate() === Number(day![3]) ? date : null;
}

/** pt-BR short month with its dot, as the browser writes it: 'out.', 'mai.'. */
export const shortMonth = (date: Date) => `${monthAbbr(date)}.`;

/** 'HH:MM' from a time column ('14:30:00' -> '14:30'). */
export function formatTime(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '';
}

/** Card and search-row date: day and short month, '05 de out.'. */
export function formatCardDate(value: DateInput): string {
  const date = toDay(value);
  return date ? `${day2(date)} de ${shortMonth(date)}` : '';
}

/** Day, month and year as numbers, '05/10/2026' (my-events cards: lists that span years). */
export function formatShortDate(value: DateInput): string {
  const date = toDay(value);
  return date ? `${day2(date)}/${month2(date)}/${date.getFullYear()}` : '';
}

/** Event detail: 'domingo, 5 de outubro de 2025'. */
export function formatLongDate(value: DateInput): string {
  const date = toDay(value);
  return date ? `${weekdayName(date)}, ${date.getDate()} de ${monthName(date)} de ${date.getFullYear()}` : '';
}

/** Calendar caption, lower case as pt-BR writes it: 'junho de 1996'. */
export function formatMonthYear(value: DateInput): string {
  const date = toDay(value);
  return date ? `${monthName(date)} de ${date.getFullYear()}` : '';
}

/** This device's time of an instant, '18:05' (the events list's 'atualizado às'; no zone library on /events). */
export function formatDeviceTime(value: Date | number): string {
  return hourMinute(new Date(value));
}
