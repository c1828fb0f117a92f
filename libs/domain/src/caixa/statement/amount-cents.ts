// '80', '80.5', '80,50', '1.234,56', '1,234.56', '1234.56', with a sign in front or a 'C'/'D' after.
const AMOUNT = /^([+-])?\s*(?:R\$\s*)?(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?\s*([CD])?$/i;

/**
 * An amount as a statement writes it, in signed integer cents, read digit by digit (never through a
 * float: 999.999,99 stays 99999999). A lone separator followed by three digits ('1.234') is a
 * thousands separator in pt-BR files. Null when the text is not an amount.
 */
export function parseStatementAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', groupSeparator, decimalSeparator, fraction = '', debitOrCredit] = match;
  // '1.234,56' and '1,234.56' are fine; '1.234.56' (the same mark grouping and splitting) is not.
  if (groupSeparator && decimalSeparator && groupSeparator === decimalSeparator) return null;
  const reais = Number(whole.replace(/[.,]/g, ''));
  const cents = reais * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  const negative = sign === '-' || debitOrCredit?.toUpperCase() === 'D';
  return negative ? -cents : cents;
}
