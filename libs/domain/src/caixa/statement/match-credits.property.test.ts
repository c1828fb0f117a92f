import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChargeTxid } from './charge-txid';
import { matchCredits, type CreditMatches, type OpenCharge } from './match-credits';
import type { StatementCredit } from './statement-credit';

// Names that collide on purpose (two Anas, a cut surname), amounts that add up in several ways.
const MEMBER_NAMES = ['Ana Beatriz Souza', 'Ana Beatriz Santos', 'Bruno Lima', 'Carla Dias', 'João da Silva', 'João Pedro Silva'];
const PAYER_SPELLINGS = (name: string) => [name.toUpperCase(), name.split(' ')[0] ?? name, `${name.split(' ')[0]} ${name.split(' ').at(-1)?.[0]}`];
const AMOUNTS = [2000, 4000, 4500, 8000, 10000];
const DAYS = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));

const memberIds = MEMBER_NAMES.map((_, i) => `${String(i).repeat(8)}-0000-4000-8000-${String(i).repeat(12)}`);

const chargesArb = fc
  .array(fc.record({ member: fc.nat(MEMBER_NAMES.length - 1), amount: fc.constantFrom(...AMOUNTS), day: fc.nat(DAYS.length - 1), withTxid: fc.boolean() }), { maxLength: 14 })
  .map((rows) =>
    rows.map(({ member, amount, day, withTxid }, i): OpenCharge => {
      const dueOn = DAYS[day] ?? '2026-10-01';
      const memberId = memberIds[member] ?? '';
      return {
        chargeId: `charge-${i}`,
        memberId,
        memberName: MEMBER_NAMES[member] ?? '',
        amountCents: amount,
        txid: withTxid ? buildChargeTxid({ memberId, period: { month: dueOn.slice(0, 7) } }) : null,
        dueOn,
      };
    }),
  );

/** Credits made from the charges (one, or two of a member added up), and some from nowhere. */
const scenarioArb = chargesArb.chain((charges) => {
  const fromCharge = fc.record({
    of: fc.nat(Math.max(charges.length - 1, 0)),
    plus: fc.option(fc.nat(Math.max(charges.length - 1, 0)), { nil: undefined }),
    spelling: fc.nat(2),
    lateBy: fc.integer({ min: -20, max: 70 }),
    txid: fc.constantFrom('none', 'charge', 'member-month', 'member-through'),
  });
  const stray = fc.record({ amount: fc.constantFrom(...AMOUNTS, 1234, 150000), day: fc.nat(DAYS.length - 1), payer: fc.constantFrom(null, 'PATROCINADOR LTDA', 'ANA', 'JOAO S') });
  return fc.record({
    charges: fc.constant(charges),
    credits: fc.array(fc.oneof(charges.length > 0 ? fromCharge.map((c) => ({ kind: 'charge' as const, ...c })) : stray.map((s) => ({ kind: 'stray' as const, ...s })), stray.map((s) => ({ kind: 'stray' as const, ...s }))), { maxLength: 10 }),
    bankIdRepeats: fc.array(fc.nat(9), { maxLength: 3 }),
    recordedBefore: fc.array(fc.nat(12), { maxLength: 3 }),
  });
});

type CreditSpec =
  | { kind: 'charge'; of: number; plus?: number; spelling: number; lateBy: number; txid: string }
  | { kind: 'stray'; amount: number; day: number; payer: string | null };

function buildScenario(s: { charges: OpenCharge[]; credits: CreditSpec[]; bankIdRepeats: number[] }): StatementCredit[] {
  const credits = s.credits.map((spec, i): StatementCredit => {
    if (spec.kind === 'stray') return { bankId: `b${i}`, postedOn: DAYS[spec.day] ?? '2026-10-01', amountCents: spec.amount, payerName: spec.payer, memo: null, txid: null };
    const main = s.charges[spec.of] as OpenCharge;
    const other = spec.plus === undefined ? undefined : s.charges[spec.plus];
    const extra = other && other.memberId === main.memberId && other.chargeId !== main.chargeId ? other.amountCents : 0;
    const postedOn = new Date(Date.parse(`${main.dueOn}T00:00:00Z`) + spec.lateBy * 86_400_000).toISOString().slice(0, 10);
    const txid =
      spec.txid === 'charge' ? main.txid
      : spec.txid === 'member-month' ? buildChargeTxid({ memberId: main.memberId, period: { month: main.dueOn.slice(0, 7) } })
      : spec.txid === 'member-through' ? buildChargeTxid({ memberId: main.memberId, period: { through: postedOn } })
      : null;
    return { bankId: `b${i}`, postedOn, amountCents: main.amountCents + extra, payerName: PAYER_SPELLINGS(main.memberName)[spec.spelling] ?? null, memo: null, txid };
  });
  // The same line twice in a file (a merged export).
  for (const at of s.bankIdRepeats) if (credits[at]) credits.push({ ...(credits[at] as StatementCredit) });
  return credits;
}

function checkInvariants(result: CreditMatches, credits: readonly StatementCredit[], charges: readonly OpenCharge[], recorded: readonly string[]) {
  const amountOf = new Map(charges.map((c) => [c.chargeId, c.amountCents]));
  const paid = result.sure.flatMap((s) => s.chargeIds);
  // No charge matched twice, and only open ones.
  expect(new Set(paid).size).toBe(paid.length);
  for (const id of paid) expect(amountOf.has(id)).toBe(true);
  // Sure matches add up exactly.
  for (const { credit, chargeIds } of result.sure) {
    expect(chargeIds.length).toBeGreaterThan(0);
    expect(chargeIds.reduce((sum, id) => sum + (amountOf.get(id) ?? 0), 0)).toBe(credit.amountCents);
  }
  // Every line is in exactly one list; a recorded one only in alreadyRecorded.
  const placed = [...result.sure.map((s) => s.credit), ...result.doubtful.map((d) => d.credit), ...result.unrelated];
  expect(new Set(placed.map((c) => c.bankId)).size).toBe(placed.length);
  expect(placed.length + result.alreadyRecorded.length).toBe(credits.length);
  for (const c of placed) expect(recorded).not.toContain(c.bankId);
  // Doubtful candidates offer only charges still open.
  const stillOpen = new Set(charges.map((c) => c.chargeId).filter((id) => !paid.includes(id)));
  for (const { candidates } of result.doubtful) for (const candidate of candidates) for (const id of candidate.chargeIds) expect(stillOpen.has(id)).toBe(true);
}

describe('matchCredits over thousands of random statements', () => {
  it('never pays a charge twice, sure matches add up, a second upload confirms nothing new, the order of lines does not matter', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const credits = buildScenario(scenario);
        const { charges } = scenario;
        const recorded = scenario.recordedBefore.map((i) => `b${i}`);
        const first = matchCredits(credits, charges, recorded);
        checkInvariants(first, credits, charges, recorded);

        // The same file again, its sure lines now recorded and their charges closed.
        const paid = new Set(first.sure.flatMap((s) => s.chargeIds));
        const nowRecorded = [...recorded, ...first.sure.map((s) => s.credit.bankId)];
        const again = matchCredits(credits, charges.filter((c) => !paid.has(c.chargeId)), nowRecorded);
        expect(again.sure).toEqual([]);
        expect(again.doubtful).toEqual(first.doubtful);
        expect(again.unrelated).toEqual(first.unrelated);

        expect(matchCredits([...credits].reverse(), [...charges].reverse(), recorded)).toEqual(first);
      }),
      { numRuns: 2_000 },
    );
  }, 120_000);
});
