import { parsePix, hasError } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { shareBrCode } from './br-code';

describe('shareBrCode', () => {
  it('carries the key, the amount in reais, the recipient in plain capitals and the txid, with a valid CRC', () => {
    const code = shareBrCode({
      amount_cents: 1500,
      txid: 'Q0123456789ABCDEF01234567',
      pix_key: 'olga@exemplo.com',
      recipient_name: 'Olga Souza',
      recipient_city: 'São Paulo',
    });
    expect(code).toMatch(/^000201/);
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      pixKey: 'olga@exemplo.com',
      transactionAmount: 15,
      merchantName: 'OLGA SOUZA',
      merchantCity: 'SAO PAULO',
      txid: 'Q0123456789ABCDEF01234567',
    });
  });
});
