import { pixBrCode } from '@quadra/domain';
import type { MyPayment } from '@quadra/data';

/**
 * The static Pix BR Code of a share: the organiser's key, the amount, the recipient's name and city,
 * and the share's txid (names the event and the player, so the organiser can match a statement line
 * to a share).
 */
export function shareBrCode(payment: Pick<MyPayment, 'amount_cents' | 'txid' | 'pix_key' | 'recipient_name' | 'recipient_city'>): string {
  return pixBrCode({
    pixKey: payment.pix_key,
    recipientName: payment.recipient_name,
    recipientCity: payment.recipient_city,
    amountCents: payment.amount_cents,
    txid: payment.txid,
  });
}
