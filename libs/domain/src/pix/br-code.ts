import { createStaticPix, hasError } from 'pix-utils';

/** What a static Pix BR Code holds: the recipient's key, name and city, the amount and the txid. */
export interface PixCharge {
  pixKey: string;
  recipientName: string;
  recipientCity: string;
  amountCents: number;
  /** Up to 25 characters A–Z and 0–9: what the bank statement shows to match the payment. */
  txid: string;
}

/** The BR Code's name and city fields take plain letters: 'São Paulo' -> 'Sao Paulo'. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The static Pix BR Code ('Pix Copia e Cola'), made by pix-utils (EMV MPM payload and its CRC16).
 * One builder for every Pix in the app: an event's share and a club member's caixa.
 */
export function pixBrCode({ pixKey, recipientName, recipientCity, amountCents, txid }: PixCharge): string {
  const pix = createStaticPix({
    pixKey,
    merchantName: plain(recipientName),
    merchantCity: plain(recipientCity),
    transactionAmount: amountCents / 100,
    txid,
  });
  if (hasError(pix)) throw new Error(`BR Code: ${pix.message}`);
  return pix.toBRCode();
}
