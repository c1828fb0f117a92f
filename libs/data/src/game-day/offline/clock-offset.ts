import { supabase } from '@quadra/supabase';

/**
 * The server's clock minus this device's, in ms, measured whenever game day reads or sends while
 * online, and kept on the device: a change made offline carries the last one, so the database
 * compares moments on one clock ('the latest mark wins' on phones whose clocks disagree).
 */
const KEY = 'quadra:clock-offset-ms';

export function clockOffsetMs(): number {
  try {
    const kept = Number(localStorage.getItem(KEY));
    return Number.isFinite(kept) ? kept : 0;
  } catch {
    return 0;
  }
}

export function keepClockOffset(offsetMs: number): void {
  try {
    localStorage.setItem(KEY, String(Math.round(offsetMs)));
  } catch {
    // Private mode: the next change carries the last offset kept, or none.
  }
}

/** Reads the server's clock (half the round trip counted on each side). Never fails the caller. */
export async function measureClockOffset(): Promise<void> {
  const sentAt = Date.now();
  const { data, error } = await supabase.rpc('game_day_clock');
  if (error || typeof data !== 'string') return;
  keepClockOffset(Date.parse(data) - (sentAt + Date.now()) / 2);
}
