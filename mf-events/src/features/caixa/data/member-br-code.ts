import { pixBrCode } from '@quadra/domain';
import type { MyClubAccount } from '@quadra/data';

/**
 * The member's one Pix for all he owes: the club's key, the whole amount and the txid the database
 * made for these charges ('QC' + 23 hex digits: the member and his months/games), which the bank
 * statement shows and the matching reads first.
 */
export function memberBrCode(pix: NonNullable<MyClubAccount['pix']>): string {
  return pixBrCode({
    pixKey: pix.pix_key,
    recipientName: pix.recipient_name,
    recipientCity: pix.recipient_city,
    amountCents: pix.amount_cents,
    txid: pix.txid,
  });
}
