import { CHARGE_TXID_IN_TEXT } from './charge-txid';

/**
 * Who paid, and a Pix txid, read from the text a Brazilian bank writes on a credit line. Shapes seen in
 * the banks' exports (OFX NAME/MEMO, CSV description):
 *   Nubank     'Transferência recebida pelo Pix - JOAO DA SILVA - •••.123.456-•• - BCO DO BRASIL S.A. (0001) …'
 *   Inter      'Pix recebido: "Cp :00000000-JOAO DA SILVA"'
 *   BB         'Pix - Recebido 05/11 10:22 00012345678 JOAO DA SILVA'
 *   Itaú       'PIX TRANSF JOAO S05/11' (the name cut short, the day glued on)
 *   Bradesco   'TRANSFERENCIA PIX REM: JOAO DA SILVA 05/11'
 *   Santander  'PIX RECEBIDO - JOAO DA SILVA'
 *   Caixa      MEMO 'CRED PIX', NAME 'JOAO DA SILVA'
 */

// The words banks put before the payer's name ('Pix - Recebido', 'TRANSFERENCIA PIX REM:', 'CRED PIX').
const LABEL_WORDS = new Set([
  'pix', 'ted', 'doc', 'tev', 'transferencia', 'transf', 'trans', 'transfer', 'recebida', 'recebido', 'receb', 'rec',
  'recebimento', 'credito', 'cred', 'cr', 'rem', 'remetente', 'de', 'pelo', 'por', 'via', 'entrada', 'deposito', 'dep',
  'qrcode', 'qr', 'code', 'em', 'conta', 'ct', 'outra', 'outras', 'if', 'instituicao', 'mesma', 'titularidade', 'enviado',
]);
// Parts of a line that are never a name: CPF/CNPJ masks, dates, times, amounts, bank codes.
const NOT_NAME = /[•*]+[\d.•*-]*|\d{2}\/\d{2}(?:\/\d{2,4})?|\d{1,2}:\d{2}(?::\d{2})?|\(\d+\)|\d+/g;
const SEGMENT_BREAK = /\s+-\s+|\s*\|\s*|\s+\/\s+/;
const STOP_AT = /\b(?:ag[eê]ncia|ag|conta|cc|cpf|cnpj|banco|bco|doc|documento|id|txid|e2e)\b[:.]?/i;

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The payer's name in a credit line's text, in the bank's own spelling; null when none is there. */
export function payerNameFrom(description: string): string | null {
  // Inter prefixes the payer with his key's kind and digits: 'Cp :00000000-GABRIEL ALVES'.
  const text = description.replace(/\bcp\s*:\s*\d+\s*-\s*/gi, ' ');
  const quoted = /"([^"]+)"/.exec(text)?.[1];
  if (quoted) return cleanName(quoted);

  const remitter = /\b(?:rem(?:etente)?|de|pagador|origem)\s*:\s*(.+)$/i.exec(text)?.[1];
  if (remitter) return cleanName(remitter.split(SEGMENT_BREAK)[0] ?? '');

  // 'Label - NAME - details': the first segment after the label that holds a name.
  for (const segment of text.split(SEGMENT_BREAK)) {
    const name = cleanName(dropLabel(segment));
    if (name) return name;
  }
  return null;
}

function dropLabel(segment: string): string {
  const words = segment.trim().split(/\s+/);
  let start = 0;
  while (start < words.length && isLabelWord(words[start] ?? '')) start++;
  return words.slice(start).join(' ');
}

function isLabelWord(word: string): boolean {
  const bare = plain(word).toLowerCase().replace(/[^a-z0-9/:]/g, '');
  return bare === '' || LABEL_WORDS.has(bare) || /^[\d/:.-]+$/.test(bare);
}

/** Letters and the spaces between them; at least two letters, else not a name. */
function cleanName(raw: string): string | null {
  const beforeDetails = raw.split(STOP_AT)[0] ?? '';
  const name = beforeDetails
    .replace(NOT_NAME, ' ')
    .replace(/[^\p{L}\s'.-]/gu, ' ')
    .replace(/\s[.'-]+|[.'-]+\s/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name.replace(/[^\p{L}]/gu, '').length >= 2 ? name : null;
}

// 'TXID: QCM2026110123456789ABCD', 'txid=…', or one of Quadra's charge txids anywhere in the text.
const LABELLED_TXID = /\btx\s*id\b\s*[:=-]?\s*([A-Za-z0-9]{1,35})\b/i;

/** A Pix txid written in the line, as written; null when there is none. */
export function txidFrom(text: string): string | null {
  return LABELLED_TXID.exec(text)?.[1] ?? CHARGE_TXID_IN_TEXT.exec(text)?.[0] ?? null;
}
