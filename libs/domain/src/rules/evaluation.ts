import { isValid } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { EVALUATION_UNLOCK_MS } from '../constants';
import { DEFAULT_TIME_ZONE } from '../time/time-zones';

/**
 * The event's start instant from its wall clock where it happens: date (yyyy-MM-dd) and time
 * (HH:MM[:SS]) in its zone, as the database computes `starts_at`. The same on every device.
 */
export function eventStart(date: string, time: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time ?? '00:00');
  if (!d || !t) return null;
  const start = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0), timeZone);
  return isValid(start) ? new Date(start.getTime()) : null;
}

/** When the evaluation opens: 3 hours after the start. */
export function evaluationUnlockAt(date: string, time: string | null | undefined, timeZone?: string): Date | null {
  const start = eventStart(date, time, timeZone);
  return start ? new Date(start.getTime() + EVALUATION_UNLOCK_MS) : null;
}

/** True from exactly 3 hours after the start. */
export function isEvaluationUnlocked(date: string, time: string | null | undefined, now: Date = new Date(), timeZone?: string): boolean {
  const unlock = evaluationUnlockAt(date, time, timeZone);
  return unlock !== null && now.getTime() >= unlock.getTime();
}
