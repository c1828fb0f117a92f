import { describe, expect, it } from 'vitest';
import { buildChargeTxid } from './charge-txid';
import { matchCredits, MATCH_DAYS_AFTER_DUE, MATCH_DAYS_BEFORE_DUE, type OpenCharge } from './match-credits';
import type { StatementCredit } from './statement-credit';

const ids = {
  ana: '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
  bruno: '1b2c3d4e-5f6a-4b8c-9d0e-1f2a3b4c5d6e',
  carla: '2c3d4e5f-6a7b-4c9d-8e1f-2a3b4c5d6e7f',
  diego: '3d4e5f6a-7b8c-4d0e-9f2a-3b4c5d6e7f80',
  edu: '4e5f6a7b-8c9d-4e1f-8a3b-4c5d6e7f8091',
  fabio: '5f6a7b8c-9d0e-4f2a-9b4c-5d6e7f8091a2',
};
const names: Record<keyof typeof ids, string> = {
  ana: 'Ana Beatriz Souza',
  bruno: 'Bruno Henrique Lima',
  carla: 'Carla Dias',
  diego: 'Diego Martins',
  edu: 'Eduardo Rocha',
  fabio: 'Fábio Nunes',
};
const charge = (chargeId: string, member: keyof typeof ids, amountCents: number, dueOn: string, txid: string | null = null): OpenCharge => ({
  chargeId,
  memberId: ids[member],
  memberName: names[member],
  amountCents,
  txid,
  dueOn,
});
const credit = (bankId: string, postedOn: string, amountCents: number, payerName: string | null, txid: string | null = null): StatementCredit => ({
  bankId,
  postedOn,
  amountCents,
  payerName,
  memo: payerName && `Pix recebido - ${payerName}`,
  txid,
});
const sureIds = (result: ReturnType<typeof matchCredits>) => result.sure.map((s) => [s.credit.bankId, s.chargeIds]);

describe('matchCredits: the month of a club (issue 51)', () => {
  // 4 mensalistas at R$ 80,00 due on the 10th; 2 avulsos at R$ 20,00 for each of the month's 2 games.
  const charges = [
    charge('dues-ana', 'ana', 8000, '2026-11-10', buildChargeTxid({ memberId: ids.ana, period: { month: '2026-11' } })),
    charge('dues-bruno', 'bruno', 8000, '2026-11-10'),
    charge('dues-carla', 'carla', 8000, '2026-11-10'),
    charge('dues-diego', 'diego', 8000, '2026-11-10'),
    charge('game1-edu', 'edu', 2000, '2026-11-07'),
    charge('game1-fabio', 'fabio', 2000, '2026-11-07'),
    charge('game2-edu', 'edu', 2000, '2026-11-21'),
    charge('game2-fabio', 'fabio', 2000, '2026-11-21'),
  ];
  const statement = [
    credit('ofx:1', '2026-11-04', 8000, 'ANA BEATRIZ SOUZA', 'QCM2026110A1B2C3D4E5F4A'),
    credit('ofx:2', '2026-11-12', 8000, 'BRUNO H LIMA'),
    credit('ofx:3', '2026-11-15', 150000, 'PATROCINADOR ESPORTES LTDA'),
  ];

  it('confirms the two mensalistas (one by txid, one by name and amount) and leaves the sponsor alone', () => {
    const result = matchCredits(statement, charges, []);
    expect(sureIds(result)).toEqual([
      ['ofx:1', ['dues-ana']],
      ['ofx:2', ['dues-bruno']],
    ]);
    expect(result.doubtful).toEqual([]);
    expect(result.unrelated.map((c) => c.bankId)).toEqual(['ofx:3']);
  });

  it('matches nothing again when the same file comes back', () => {
    const first = matchCredits(statement, charges, []);
    const recorded = first.sure.map((s) => s.credit.bankId);
    const paid = new Set(first.sure.flatMap((s) => s.chargeIds));
    const again = matchCredits(statement, charges.filter((c) => !paid.has(c.chargeId)), recorded);
    expect(again.sure).toEqual([]);
    expect(again.alreadyRecorded.map((c) => c.bankId)).toEqual(['ofx:1', 'ofx:2']);
    expect(again.unrelated.map((c) => c.bankId)).toEqual(['ofx:3']);
  });

  it('pays an avulso\'s two games with one credit only when they add up exactly', () => {
    expect(sureIds(matchCredits([credit('c', '2026-11-22', 4000, 'EDUARDO ROCHA')], charges, []))).toEqual([['c', ['game1-edu', 'game2-edu']]]);
    const short = matchCredits([credit('c', '2026-11-22', 3000, 'EDUARDO ROCHA')], charges, []);
    expect(short.sure).toEqual([]);
    expect(short.unrelated.map((c) => c.bankId)).toEqual(['c']);
  });
});

describe('matchCredits: txid first', () => {
  it('a credit carrying a charge\'s own txid pays it whatever the name says', () => {
    const charges = [charge('x', 'carla', 8000, '2026-11-10', 'Q0123456789ABCDEF01234567')];
    const result = matchCredits([credit('c', '2027-03-01', 8000, 'OUTRA PESSOA', 'q0123456789abcdef01234567')], charges, []);
    expect(sureIds(result)).toEqual([['c', ['x']]]);
  });

  it('the txid wins over the payer\'s name: Carla paying her husband Diego\'s month pays Diego\'s', () => {
    const charges = [charge('carla-nov', 'carla', 8000, '2026-11-10'), charge('diego-nov', 'diego', 8000, '2026-11-10')];
    const txid = buildChargeTxid({ memberId: ids.diego, period: { month: '2026-11' } });
    const result = matchCredits([credit('c', '2026-11-09', 8000, 'CARLA DIAS', txid)], charges, []);
    expect(sureIds(result)).toEqual([['c', ['diego-nov']]]);
  });

  it('a txid naming a member up to a day pays all his charges up to it when they add up', () => {
    const charges = [
      charge('oct', 'diego', 8000, '2026-10-10'),
      charge('nov', 'diego', 8000, '2026-11-10'),
      charge('dec', 'diego', 8000, '2026-12-10'),
      charge('other', 'carla', 8000, '2026-11-10'),
    ];
    const txid = buildChargeTxid({ memberId: ids.diego, period: { through: '2026-11-29' } });
    expect(sureIds(matchCredits([credit('c', '2026-11-29', 16000, null, txid)], charges, []))).toEqual([['c', ['oct', 'nov']]]);
  });

  it('a txid whose charges do not add up offers them side by side, the txid\'s first', () => {
    const charges = [charge('nov', 'diego', 8000, '2026-11-10'), charge('other', 'carla', 7000, '2026-11-10')];
    const txid = buildChargeTxid({ memberId: ids.diego, period: { month: '2026-11' } });
    const result = matchCredits([credit('c', '2026-11-11', 7000, null, txid)], charges, []);
    expect(result.sure).toEqual([]);
    expect(result.doubtful[0]?.candidates.map((c) => [c.chargeIds, c.reason])).toEqual([
      [['nov'], 'txid'],
      [['other'], 'amount'],
    ]);
  });
});

describe('matchCredits: doubtful, unrelated, never twice', () => {
  it('two members whose names both fit the payer: doubtful, both offered', () => {
    const charges = [charge('a', 'ana', 8000, '2026-11-10'), { ...charge('b', 'bruno', 8000, '2026-11-10'), memberName: 'Ana Beatriz Santos' }];
    const result = matchCredits([credit('c', '2026-11-10', 8000, 'ANA BEATRIZ S')], charges, []);
    expect(result.sure).toEqual([]);
    expect(result.doubtful[0]?.candidates.map((c) => [c.chargeIds, c.reason])).toEqual([
      [['a'], 'name'],
      [['b'], 'name'],
    ]);
  });

  it('a first name only, or no name at all, is never sure: offered by name, then by amount', () => {
    const charges = [charge('a', 'ana', 8000, '2026-11-10'), charge('c', 'carla', 8000, '2026-11-10')];
    const byFirstName = matchCredits([credit('x', '2026-11-10', 8000, 'CARLA')], charges, []);
    expect(byFirstName.sure).toEqual([]);
    expect(byFirstName.doubtful[0]?.candidates.map((c) => [c.chargeIds, c.reason])).toEqual([
      [['c'], 'name'],
      [['a'], 'amount'],
    ]);
    const noName = matchCredits([credit('x', '2026-11-10', 8000, null)], charges, []);
    expect(noName.doubtful[0]?.candidates.map((c) => c.reason)).toEqual(['amount', 'amount']);
  });

  it('a charge is paid once: the second credit for it finds nothing left', () => {
    const charges = [charge('a', 'ana', 8000, '2026-11-10')];
    const result = matchCredits(
      [credit('first', '2026-11-05', 8000, 'ANA BEATRIZ SOUZA'), credit('second', '2026-11-06', 8000, 'ANA BEATRIZ SOUZA')],
      charges,
      [],
    );
    expect(sureIds(result)).toEqual([['first', ['a']]]);
    expect(result.unrelated.map((c) => c.bankId)).toEqual(['second']);
  });

  it('a line recorded by an earlier upload, or repeated in this one, is ignored', () => {
    const charges = [charge('a', 'ana', 8000, '2026-11-10')];
    const line = credit('ofx:1', '2026-11-05', 8000, 'ANA BEATRIZ SOUZA');
    expect(matchCredits([line], charges, ['ofx:1'])).toEqual({ sure: [], doubtful: [], unrelated: [], alreadyRecorded: [line] });
    const repeated = matchCredits([line, line], charges, []);
    expect(sureIds(repeated)).toEqual([['ofx:1', ['a']]]);
    expect(repeated.alreadyRecorded).toEqual([line]);
  });

  it('a sure match that removes a rival makes the other credit sure in the same upload', () => {
    // 'ANA B SOUZA' fits both Anas until the txid credit pays the second Ana's charge.
    const second = { ...charge('b', 'bruno', 8000, '2026-11-10'), memberName: 'Ana Beatriz Souza' };
    const charges = [charge('a', 'ana', 8000, '2026-11-10'), second];
    const txid = buildChargeTxid({ memberId: ids.bruno, period: { month: '2026-11' } });
    const result = matchCredits([credit('1', '2026-11-01', 8000, 'ANA B SOUZA'), credit('2', '2026-11-20', 8000, null, txid)], charges, []);
    expect(sureIds(result)).toEqual([
      ['2', ['b']],
      ['1', ['a']],
    ]);
  });

  it('gives the same answer whatever order the lines and charges come in', () => {
    const charges = [charge('a', 'ana', 8000, '2026-11-10'), charge('c', 'carla', 8000, '2026-11-10'), charge('e', 'edu', 2000, '2026-11-07')];
    const credits = [credit('1', '2026-11-05', 8000, 'CARLA DIAS'), credit('2', '2026-11-05', 8000, null), credit('3', '2026-11-08', 2000, 'EDUARDO R')];
    expect(matchCredits([...credits].reverse(), [...charges].reverse(), [])).toEqual(matchCredits(credits, charges, []));
  });
});

describe('matchCredits: the date window', () => {
  const charges = [charge('a', 'ana', 8000, '2026-11-10')];
  const on = (postedOn: string) => matchCredits([credit('c', postedOn, 8000, 'ANA BEATRIZ SOUZA')], charges, []);

  it(`from ${MATCH_DAYS_BEFORE_DUE} days before the due day to ${MATCH_DAYS_AFTER_DUE} days after, each edge included`, () => {
    expect(sureIds(on('2026-10-26'))).toEqual([['c', ['a']]]); // 15 days before
    expect(sureIds(on('2026-11-10'))).toEqual([['c', ['a']]]);
    expect(sureIds(on('2027-01-09'))).toEqual([['c', ['a']]]); // 60 days after
  });

  it('one day past either edge: not matched, not even offered', () => {
    for (const day of ['2026-10-25', '2027-01-10']) {
      const result = on(day);
      expect(result.sure, day).toEqual([]);
      expect(result.unrelated.map((c) => c.bankId), day).toEqual(['c']);
    }
  });

  it('counts days across a change of daylight saving or year the same way', () => {
    const march = [charge('m', 'ana', 8000, '2026-03-10')];
    expect(sureIds(matchCredits([credit('c', '2026-05-09', 8000, 'ANA BEATRIZ SOUZA')], march, []))).toEqual([['c', ['m']]]);
    expect(sureIds(matchCredits([credit('c', '2026-05-10', 8000, 'ANA BEATRIZ SOUZA')], march, []))).toEqual([]);
  });
});
