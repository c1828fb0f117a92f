/** One credit (money in) read from a bank statement: only what matching a charge needs. */
export type StatementCredit = {
  /** The bank's own id of the line (OFX FITID, a CSV's id column), or one derived from the line itself: the same line of the same file always gets the same id, so a statement uploaded twice is recognised. */
  bankId: string;
  /** yyyy-mm-dd, the day as the statement writes it (the bank's own zone). */
  postedOn: string;
  /** Integer cents, > 0. */
  amountCents: number;
  /** Who sent the money, as the bank wrote it ('JOAO DA SILVA'); null when the line does not say. */
  payerName: string | null;
  /** The line's own text (OFX NAME and MEMO, a CSV's description), for the screen. */
  memo: string | null;
  /** A Pix txid found in the line; null when there is none. */
  txid: string | null;
};

export type StatementReading = { ok: true; credits: StatementCredit[] } | { ok: false; message: string };
