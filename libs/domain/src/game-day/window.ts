/**
 * The clock of a game day, as the database keeps it (supabase/migrations/20261126400000_game_day.sql):
 * open from 2 h before the start to 12 h after it (a participant's 'Cheguei'); the organiser may
 * still correct attendance, teams and scores until 48 h after the event closes (start + 3 h).
 */
const HOUR = 3_600_000;
export const GAME_DAY_OPENS_BEFORE_MS = 2 * HOUR;
export const GAME_DAY_CLOSES_AFTER_MS = 12 * HOUR;
export const GAME_DAY_FINAL_AFTER_MS = (3 + 48) * HOUR;

export type GameDayPhase = 'before' | 'open' | 'corrections' | 'final';

export function gameDayPhase(startsAt: string | Date, now: Date = new Date()): GameDayPhase {
  const start = new Date(startsAt).getTime();
  const t = now.getTime();
  if (t < start - GAME_DAY_OPENS_BEFORE_MS) return 'before';
  if (t <= start + GAME_DAY_CLOSES_AFTER_MS) return 'open';
  if (t <= start + GAME_DAY_FINAL_AFTER_MS) return 'corrections';
  return 'final';
}

