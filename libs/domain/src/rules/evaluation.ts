import { isValid, parseISO } from 'date-fns';
import { EVALUATION_UNLOCK_MS } from '../constants';

/** The event start as a local instant from its date (yyyy-MM-dd) and time (HH:MM[:SS]). */
export function eventStart(date: string, time: string | null | undefined): Date | null {
  const start = parseISO(`${date}T${time ? time.slice(0, 8) : '00:00'}`);
  return isValid(start) ? start : null;
}

/** When the evaluation opens: 3 hours after the start. */
export function evaluationUnlockAt(date: string, time: string | null | undefined): Date | null {
  const start = eventStart(date, time);
  return start ? new Date(start.getTime() + EVALUATION_UNLOCK_MS) : null;
}

/** True from exactly 3 hours after the start. */
export function isEvaluationUnlocked(date: string, time: string | null | undefined, now: Date = new Date()): boolean {
  const unlock = evaluationUnlockAt(date, time);
  return unlock !== null && now.getTime() >= unlock.getTime();
}
