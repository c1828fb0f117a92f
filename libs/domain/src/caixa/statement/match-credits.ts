import { memberTxidKey, periodCovers, readChargeTxid } from './charge-txid';
import { type NameFit, payerNameFit } from './payer-name-match';
import type { StatementCredit } from './statement-credit';

/** A charge still open in the club's ledger, as the matcher needs it. */
export type OpenCharge = {
  chargeId: string;
  memberId: string;
  memberName: string;
  amountCents: number;
  /** The txid of the BR Code that asks for this charge (several charges may share one); null if none. */
  txid: string | null;
  /** yyyy-mm-dd. */
  dueOn: string;
};

/** One way to settle a doubtful credit: one charge, or several of one member adding up to it. */
export type MatchCandidate = {
  chargeIds: string[];
  memberId: string;
  memberName: string;
  amountCents: number;
  /** Why it is offered: the line's txid names it, the payer's name fits, or only the amount does. */
  reason: 'txid' | 'name' | 'amount';
};

export type CreditMatches = {
  /** Confirm without asking: the amounts add up exactly. */
  sure: { credit: StatementCredit; chargeIds: string[] }[];
  /** Show side by side for one tap; candidates best first. */
  doubtful: { credit: StatementCredit; candidates: MatchCandidate[] }[];
  /** Nothing open fits (a sponsor's transfer, a friend's payback): left alone. */
  unrelated: StatementCredit[];
  /** Lines already recorded by an earlier upload (or repeated in this one): ignored. */
  alreadyRecorded: StatementCredit[];
};

/** A payment is looked for from this many days before a charge's due day… */
export const MATCH_DAYS_BEFORE_DUE = 15;
/** …to this many days after it (a member who pays the month late). Txid matches have no window. */
export const MATCH_DAYS_AFTER_DUE = 60;
/** At most this many of a member's charges are combined when looking for several that add up. */
const MAX_CHARGES_COMBINED = 12;
const MAX_CANDIDATES = 5;

/**
 * Which open charges each credit of a statement pays.
 *
 * Txid first: the credit's txid equals charges' txid, or is one of Quadra's charge txids naming a
 * member and a period. Then amount + payer name + date window: exactly one member's name fits
 * strongly and his charges in the window add up to the credit. A charge is never matched twice; a
 * credit pays several charges only when their amounts add up exactly.
 *
 * Deterministic, and idempotent over uploads: the passes repeat until nothing new is sure (a sure
 * match can make another credit unambiguous), so uploading the same file again — its sure lines
 * now recorded and their charges closed — finds nothing new to confirm.
 */
export function matchCredits(
  credits: readonly StatementCredit[],
  openCharges: readonly OpenCharge[],
  alreadyRecordedBankIds: readonly string[],
): CreditMatches {
  const recorded = new Set(alreadyRecordedBankIds);
  const alreadyRecorded: StatementCredit[] = [];
  let pending: StatementCredit[] = [];
  for (const credit of [...credits].sort(byPostedOnThenBankId)) {
    if (recorded.has(credit.bankId)) alreadyRecorded.push(credit);
    else {
      recorded.add(credit.bankId);
      pending.push(credit);
    }
  }
  const open = new Map<string, OpenCharge>();
  for (const charge of [...openCharges].sort(byDueOnThenId)) if (!open.has(charge.chargeId)) open.set(charge.chargeId, charge);

  const sure: CreditMatches['sure'] = [];
  const settle = (credit: StatementCredit, charges: readonly OpenCharge[]) => {
    for (const charge of charges) open.delete(charge.chargeId);
    sure.push({ credit, chargeIds: charges.map((charge) => charge.chargeId) });
  };
  // Txid before names in every round; rounds repeat until one settles nothing (the fixpoint that
  // makes a second upload of the same file find nothing new).
  for (let settled = true; settled; ) {
    settled = false;
    for (const pass of [sureByTxid, sureByName]) {
      const next: StatementCredit[] = [];
      for (const credit of pending) {
        const charges = pass(credit, [...open.values()]);
        if (charges) {
          settle(credit, charges);
          settled = true;
        } else next.push(credit);
      }
      pending = next;
    }
  }

  const doubtful: CreditMatches['doubtful'] = [];
  const unrelated: StatementCredit[] = [];
  for (const credit of pending) {
    const candidates = candidatesFor(credit, [...open.values()]);
    if (candidates.length > 0) doubtful.push({ credit, candidates });
    else unrelated.push(credit);
  }
  return { sure, doubtful, unrelated, alreadyRecorded };
}

function sureByTxid(credit: StatementCredit, open: readonly OpenCharge[]): OpenCharge[] | null {
  const named = chargesNamedByTxid(credit, open);
  return named.length > 0 ? chargesAddingUpTo(credit.amountCents, named) : null;
}

function sureByName(credit: StatementCredit, open: readonly OpenCharge[]): OpenCharge[] | null {
  if (!credit.payerName) return null;
  const fits = membersFitting(credit, open, 'strong').flatMap(({ charges }) => {
    const paid = chargesAddingUpTo(credit.amountCents, charges);
    return paid ? [paid] : [];
  });
  return fits.length === 1 ? (fits[0] ?? null) : null;
}

/** Open charges whose txid is the credit's, and those of the member and period a charge txid names. */
function chargesNamedByTxid(credit: StatementCredit, open: readonly OpenCharge[]): OpenCharge[] {
  const txid = credit.txid?.trim().toUpperCase();
  if (!txid) return [];
  const named = readChargeTxid(txid);
  return open.filter(
    (charge) =>
      charge.txid?.trim().toUpperCase() === txid ||
      (named !== null && safeMemberKey(charge.memberId) === named.memberKey && periodCovers(named.period, charge.dueOn)),
  );
}

function safeMemberKey(memberId: string): string | null {
  try {
    return memberTxidKey(memberId);
  } catch {
    return null;
  }
}

/** Members whose name fits the payer's at least as well as `atLeast`, with their charges in the date window. */
function membersFitting(credit: StatementCredit, open: readonly OpenCharge[], atLeast: NameFit) {
  const byMember = new Map<string, { fit: NameFit; charges: OpenCharge[] }>();
  for (const charge of open) {
    if (!inWindow(credit.postedOn, charge.dueOn)) continue;
    let member = byMember.get(charge.memberId);
    if (!member) {
      member = { fit: credit.payerName ? payerNameFit(credit.payerName, charge.memberName) : 'none', charges: [] };
      byMember.set(charge.memberId, member);
    }
    member.charges.push(charge);
  }
  const accepted: NameFit[] = atLeast === 'strong' ? ['strong'] : ['strong', 'weak'];
  return [...byMember.values()].filter((member) => accepted.includes(member.fit));
}

export function inWindow(postedOn: string, dueOn: string): boolean {
  const days = daysBetween(dueOn, postedOn);
  return days >= -MATCH_DAYS_BEFORE_DUE && days <= MATCH_DAYS_AFTER_DUE;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The charges (in the order given: oldest first) that add up to `amountCents` exactly: one charge if
 * one does, else the fewest charges, the oldest combination first; null when none do.
 */
function chargesAddingUpTo(amountCents: number, charges: readonly OpenCharge[]): OpenCharge[] | null {
  const single = charges.find((charge) => charge.amountCents === amountCents);
  if (single) return [single];
  const pool = charges.slice(0, MAX_CHARGES_COMBINED);
  for (let size = 2; size <= pool.length; size++) {
    const found = combination(pool, size, 0, amountCents);
    if (found) return found;
  }
  return null;
}

function combination(pool: readonly OpenCharge[], size: number, from: number, rest: number): OpenCharge[] | null {
  if (size === 0) return rest === 0 ? [] : null;
  for (let i = from; i <= pool.length - size; i++) {
    const charge = pool[i];
    if (!charge || charge.amountCents > rest) continue;
    const others = combination(pool, size - 1, i + 1, rest - charge.amountCents);
    if (others) return [charge, ...others];
  }
  return null;
}

/** What the admin may pick for a credit nothing settled for sure: best first, at most MAX_CANDIDATES. */
function candidatesFor(credit: StatementCredit, open: readonly OpenCharge[]): MatchCandidate[] {
  const candidates: MatchCandidate[] = [];
  const offered = new Set<string>();
  const offer = (charges: readonly OpenCharge[], reason: MatchCandidate['reason']) => {
    const first = charges[0];
    const key = charges.map((charge) => charge.chargeId).join(',');
    if (!first || offered.has(key)) return;
    offered.add(key);
    candidates.push({
      chargeIds: charges.map((charge) => charge.chargeId),
      memberId: first.memberId,
      memberName: first.memberName,
      amountCents: charges.reduce((sum, charge) => sum + charge.amountCents, 0),
      reason,
    });
  };

  // The txid names charges whose amounts do not add up: offer each (the member paid less or more).
  for (const charge of chargesNamedByTxid(credit, open)) offer([charge], 'txid');
  // Names that fit (strongly first), with charges adding up: several members fit, or only weakly.
  const fitting = membersFitting(credit, open, 'weak').sort((a, b) => (a.fit === b.fit ? 0 : a.fit === 'strong' ? -1 : 1));
  for (const member of fitting) {
    const paid = chargesAddingUpTo(credit.amountCents, member.charges);
    if (paid) offer(paid, 'name');
  }
  // Only the amount fits: a charge of that amount in the window, whoever owes it.
  for (const charge of open) {
    if (charge.amountCents === credit.amountCents && inWindow(credit.postedOn, charge.dueOn)) offer([charge], 'amount');
  }
  return candidates.slice(0, MAX_CANDIDATES);
}

function byPostedOnThenBankId(a: StatementCredit, b: StatementCredit): number {
  return a.postedOn < b.postedOn ? -1 : a.postedOn > b.postedOn ? 1 : a.bankId < b.bankId ? -1 : a.bankId > b.bankId ? 1 : 0;
}

function byDueOnThenId(a: OpenCharge, b: OpenCharge): number {
  return a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.chargeId < b.chargeId ? -1 : a.chargeId > b.chargeId ? 1 : 0;
}
