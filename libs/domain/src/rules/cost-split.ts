/**
 * The split of a total among payers, as the database makes it (public.recompute_event_shares):
 * integer cents, everyone `total / payers` rounded down and the first `total % payers` of them one
 * cent more, so the parts add up to the total exactly and differ by at most one cent. The order is
 * the database's: the organiser (when included), then by time of registration.
 */
export function splitCents(totalCents: number, payers: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('totalCents must be whole cents');
  if (!Number.isInteger(payers) || payers < 1) throw new RangeError('payers must be at least 1');
  const base = Math.floor(totalCents / payers);
  const extra = totalCents % payers;
  return Array.from({ length: payers }, (_, i) => base + (i < extra ? 1 : 0));
}
