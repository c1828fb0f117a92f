/**
 * The txid of the BR Code a member pays his club with (issue 51), and the way back.
 *
 * A static Pix BR Code carries a txid of at most 25 characters, letters and digits only (pix-utils
 * refuses more; some banks upper-case what they echo back, so only upper case is written and case is
 * ignored on reading). A member id is a UUID (32 hex digits): too long to fit whole with the period,
 * so the txid holds its first 14 hex digits — 56 bits, a collision inside one club practically
 * impossible — and the matcher compares them with the open charges' member ids.
 *
 *   'QCM' + yyyymm   + key  (23 characters) — that month's charges (the month's dues, its games)
 *   'QCD' + yyyymmdd + key  (25 characters) — everything owed up to that day (the whole amount)
 *
 * 'QC' + 'M'/'D' never starts an event share's txid ('Q' + 24 hex digits: M and D are not hex).
 */

export type ChargePeriod = { month: string } | { through: string };
export type ChargeTxid = { memberKey: string; period: ChargePeriod };

export const CHARGE_TXID_MAX_LENGTH = 25;
const MEMBER_KEY_LENGTH = 14;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TXID = /^QC(?:M(\d{4})(0[1-9]|1[0-2])|D(\d{4})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01]))([0-9A-F]{14})$/;
/** A charge txid inside a longer text (a statement line). */
export const CHARGE_TXID_IN_TEXT = /\bQC(?:M\d{6}|D\d{8})[0-9A-F]{14}\b/i;

/** The part of a member id that a txid carries. */
export function memberTxidKey(memberId: string): string {
  if (!UUID.test(memberId)) throw new RangeError(`memberTxidKey: '${memberId}' is not a UUID`);
  return memberId.replaceAll('-', '').slice(0, MEMBER_KEY_LENGTH).toUpperCase();
}

export function buildChargeTxid({ memberId, period }: { memberId: string; period: ChargePeriod }): string {
  const key = memberTxidKey(memberId);
  if ('month' in period) {
    const month = MONTH.exec(period.month);
    if (!month) throw new RangeError(`buildChargeTxid: month '${period.month}' is not yyyy-mm`);
    return `QCM${month[1]}${month[2]}${key}`;
  }
  const day = DAY.exec(period.through);
  if (!day || !isCalendarDay(period.through)) throw new RangeError(`buildChargeTxid: day '${period.through}' is not yyyy-mm-dd`);
  return `QCD${day[1]}${day[2]}${day[3]}${key}`;
}

/** The member key and period a txid names; null when it is not one of Quadra's charge txids. */
export function readChargeTxid(txid: string): ChargeTxid | null {
  const match = TXID.exec(txid.trim().toUpperCase());
  if (!match) return null;
  const [, monthYear, month, dayYear, dayMonth, day, memberKey = ''] = match;
  if (monthYear) return { memberKey, period: { month: `${monthYear}-${month}` } };
  const through = `${dayYear}-${dayMonth}-${day}`;
  return isCalendarDay(through) ? { memberKey, period: { through } } : null;
}

/** Whether a charge due on `dueOn` (yyyy-mm-dd) falls in the period. */
export function periodCovers(period: ChargePeriod, dueOn: string): boolean {
  return 'month' in period ? dueOn.startsWith(`${period.month}-`) : dueOn <= period.through;
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
