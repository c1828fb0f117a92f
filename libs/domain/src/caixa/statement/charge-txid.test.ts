import fc from 'fast-check';
import { createStaticPix, hasError } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { buildChargeTxid, CHARGE_TXID_MAX_LENGTH, memberTxidKey, periodCovers, readChargeTxid } from './charge-txid';

const memberId = '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

describe('buildChargeTxid / readChargeTxid', () => {
  it('names the member and the month, or the day up to which everything is paid, and reads them back', () => {
    expect(buildChargeTxid({ memberId, period: { month: '2026-11' } })).toBe('QCM2026110A1B2C3D4E5F4A');
    expect(buildChargeTxid({ memberId, period: { through: '2026-11-29' } })).toBe('QCD202611290A1B2C3D4E5F4A');
    expect(readChargeTxid('QCM2026110A1B2C3D4E5F4A')).toEqual({ memberKey: '0A1B2C3D4E5F4A', period: { month: '2026-11' } });
    expect(readChargeTxid('qcd202611290a1b2c3d4e5f4a')).toEqual({ memberKey: '0A1B2C3D4E5F4A', period: { through: '2026-11-29' } });
    expect(memberTxidKey(memberId)).toBe('0A1B2C3D4E5F4A');
  });

  it('is a txid a static BR Code takes (pix-utils builds the code)', () => {
    const txid = buildChargeTxid({ memberId, period: { through: '2026-12-31' } });
    const pix = createStaticPix({ pixKey: 'caixa@clube.com', merchantName: 'Clube', merchantCity: 'Sao Paulo', transactionAmount: 80, txid });
    expect(hasError(pix)).toBe(false);
    if (!hasError(pix)) expect(pix.toBRCode()).toContain(txid);
  });

  it('reads nothing from what is not a charge txid: an event share txid, a bad month or day, other text', () => {
    for (const txid of ['Q0123456789ABCDEF01234567', 'QCM2026130A1B2C3D4E5F4A', 'QCD202602300A1B2C3D4E5F4A', 'QCM2026110A1B2C3D4E5F4', 'ABC', '']) {
      expect(readChargeTxid(txid), txid).toBeNull();
    }
  });

  it('refuses a member id that is not a UUID and a period that is not a month or a day', () => {
    expect(() => buildChargeTxid({ memberId: 'joao', period: { month: '2026-11' } })).toThrow(RangeError);
    expect(() => buildChargeTxid({ memberId, period: { month: '2026-13' } })).toThrow(RangeError);
    expect(() => buildChargeTxid({ memberId, period: { through: '2026-02-30' } })).toThrow(RangeError);
  });

  it('for any member and period: at most 25 letters and digits, read back to the same member key and period', () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const period = fc.oneof(day.map((d) => ({ month: d.slice(0, 7) })), day.map((d) => ({ through: d })));
    fc.assert(
      fc.property(fc.uuid(), period, (id, p) => {
        const txid = buildChargeTxid({ memberId: id, period: p });
        expect(txid.length).toBeLessThanOrEqual(CHARGE_TXID_MAX_LENGTH);
        expect(txid).toMatch(/^[A-Z0-9]+$/);
        expect(readChargeTxid(txid)).toEqual({ memberKey: memberTxidKey(id), period: p });
      }),
      { numRuns: 2_000 },
    );
  });

  it('a month covers the charges due in it; a day covers everything due up to it', () => {
    expect(periodCovers({ month: '2026-11' }, '2026-11-01')).toBe(true);
    expect(periodCovers({ month: '2026-11' }, '2026-11-30')).toBe(true);
    expect(periodCovers({ month: '2026-11' }, '2026-12-01')).toBe(false);
    expect(periodCovers({ through: '2026-11-29' }, '2026-10-10')).toBe(true);
    expect(periodCovers({ through: '2026-11-29' }, '2026-11-29')).toBe(true);
    expect(periodCovers({ through: '2026-11-29' }, '2026-11-30')).toBe(false);
  });
});
