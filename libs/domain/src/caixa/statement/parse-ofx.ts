import { parseSync } from 'ofx-js';
import { parseStatementAmount } from './amount-cents';
import { payerNameFrom, txidFrom } from './pix-description';
import type { StatementCredit } from './statement-credit';

/** OFX 1.x (SGML, 'OFXHEADER:100') or 2.x (XML, '<?OFX OFXHEADER="200" …?>'). */
export function looksLikeOfx(text: string): boolean {
  return /^\s*(?:OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX\b|<\?OFX\b|<OFX>)/i.test(text);
}

// OFX transaction types that take money out even when a bank writes the amount without its sign.
const DEBIT_TYPES = new Set(['DEBIT', 'PAYMENT', 'FEE', 'SRVCHG', 'ATM', 'POS', 'CHECK', 'DIRECTDEBIT', 'CASH', 'REPEATPMT']);
// Leaf elements banks leave empty ('<MEMO>' then the next tag): SGML allows it, the library's
// SGML-to-XML step would leave them unclosed. Dropped before parsing; nothing is lost.
const EMPTY_LEAF = /<(NAME|MEMO|CHECKNUM|REFNUM|PAYEEID|SIC|EXTDNAME|SRVRTID|DTUSER|DTAVAIL)>\s*(?=<)/gi;

type OfxTransaction = Record<string, unknown>;

/**
 * The credits of an OFX statement, parsed by ofx-js (SGML and XML); null when the text is not a
 * statement the library can read (malformed, or no bank/credit-card statement in it).
 */
export function parseOfxCredits(text: string): StatementCredit[] | null {
  let ofx: Record<string, unknown>;
  try {
    ofx = parseSync(text.replace(EMPTY_LEAF, '')).OFX as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!ofx || typeof ofx !== 'object') return null;
  const statements = [
    ...list(child(ofx.BANKMSGSRSV1, 'STMTTRNRS')).map((response) => child(response, 'STMTRS')),
    ...list(child(ofx.CREDITCARDMSGSRSV1, 'CCSTMTTRNRS')).map((response) => child(response, 'CCSTMTRS')),
  ].filter((statement) => statement !== undefined);
  if (statements.length === 0) return null;

  const credits: StatementCredit[] = [];
  const seenIds = new Map<string, number>();
  for (const statement of statements) {
    const account = child(statement, 'BANKACCTFROM') ?? child(statement, 'CCACCTFROM');
    const accountId = [textOf(child(account, 'BANKID')), textOf(child(account, 'ACCTID'))].filter(Boolean).join('/');
    for (const transaction of list(child(child(statement, 'BANKTRANLIST'), 'STMTTRN')) as OfxTransaction[]) {
      const credit = creditOf(transaction, accountId);
      if (credit === undefined) return null; // a line we cannot read: refuse the file, not half of it
      if (credit === 'debit') continue;
      // Some banks repeat a FITID for different lines: the second one gets '#2', the same in every upload.
      const seen = (seenIds.get(credit.bankId) ?? 0) + 1;
      seenIds.set(credit.bankId, seen);
      credits.push(seen === 1 ? credit : { ...credit, bankId: `${credit.bankId}#${seen}` });
    }
  }
  return credits;
}

function creditOf(transaction: OfxTransaction, accountId: string): StatementCredit | 'debit' | undefined {
  const cents = parseStatementAmount(textOf(transaction.TRNAMT));
  const postedOn = ofxDay(textOf(transaction.DTPOSTED));
  const fitId = textOf(transaction.FITID);
  if (cents === null || postedOn === null) return undefined;
  if (cents <= 0 || DEBIT_TYPES.has(textOf(transaction.TRNTYPE).toUpperCase())) return 'debit';
  const name = textOf(transaction.NAME) || textOf(child(transaction.PAYEE, 'NAME'));
  const memo = textOf(transaction.MEMO);
  const description = [name, memo].filter(Boolean).join(' - ');
  return {
    bankId: `ofx:${accountId}:${fitId || `${postedOn}:${cents}:${description}`}`,
    postedOn,
    amountCents: cents,
    payerName: (name && payerNameFrom(name)) || (memo && payerNameFrom(memo)) || null,
    memo: description || null,
    txid: txidFrom(description),
  };
}

// 'YYYYMMDD[HHMMSS[.XXX]][[-3:BRT]]': the day the bank wrote, in the bank's zone.
function ofxDay(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}

function child(node: unknown, key: string): unknown {
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
}

function list(node: unknown): unknown[] {
  if (node === undefined || node === null || node === '') return [];
  return Array.isArray(node) ? node : [node];
}

function textOf(node: unknown): string {
  return typeof node === 'string' ? node.trim().replace(/\s+/g, ' ') : '';
}
