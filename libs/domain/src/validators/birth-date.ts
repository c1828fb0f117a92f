import { isValid, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { isoDay } from '../formatters/calendar';
import { LIMITS } from '../constants';
import * as messages from '../messages';

const v = messages.validation;

/** Today as yyyy-MM-dd: in `timeZone` when given (an event's), else on the device's calendar. */
export function todayIso(now: Date = new Date(), timeZone?: string): string {
  return isoDay(timeZone ? new TZDate(now, timeZone) : now);
}

/** Birth date (yyyy-MM-dd) from 1900-01-01 up to today, both included. */
export function validateBirthDate(value: string, now: Date = new Date()): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(parseISO(value))) return [v.birthDateInvalid];
  if (value < LIMITS.birthDateMin) return [v.birthDateTooOld];
  if (value > todayIso(now)) return [v.birthDateFuture];
  return [];
}
