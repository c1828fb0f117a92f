import { createStaticPix, hasError } from 'pix-utils';
import type { MyPayment } from '@quadra/data';

/** The BR Code's name and city fields take plain letters: 'São Paulo' -> 'Sao Paulo'. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The static Pix BR Code ('Pix Copia e Cola') of a share, made by pix-utils (EMV MPM payload and its
 * CRC16): the organiser's key, the amount, the recipient's name and city, and the share's txid
 * (names the event and the player, so the organiser can match a statement line to a share).
 */
export function shareBrCode(payment: Pick<MyPayment, 'amount_cents' | 'txid' | 'pix_key' | 'recipient_name' | 'recipient_city'>): string {
  const pix = createStaticPix({
    pixKey: payment.pix_key,
    merchantName: plain(payment.recipient_name),
    merchantCity: plain(payment.recipient_city),
    transactionAmount: payment.amount_cents / 100,
    txid: payment.txid,
  });
  if (hasError(pix)) throw new Error(`BR Code: ${pix.message}`);
  return pix.toBRCode();
}
