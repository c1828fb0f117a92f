import Papa from 'papaparse';
import { parseStatementAmount } from './amount-cents';
import { payerNameFrom, txidFrom } from './pix-description';
import type { StatementCredit } from './statement-credit';

/**
 * The credits of a bank's CSV export, read by papaparse (quotes, ';' or ',' or tab). The shapes:
 *   Nubank     Data,Valor,Identificador,Descrição                         — '05/11/2026,80.00,<uuid>,…'
 *   Itaú       data;lançamento;ag./origem;valor (R$);saldos (R$)
 *   BB         "Data","Lançamento","Detalhes","N° documento","Valor","Tipo Lançamento"
 *   Bradesco   Data;Histórico;Docto.;Crédito (R$);Débito (R$);Saldo (R$) — the payer on the next row
 *   Caixa      "Conta";"Data_Mov";"Nr_Doc";"Historico";"Valor";"Deb_Cred" — '20261105', 'C'/'D'
 *   Inter      lines about the account, then Data Lançamento;Histórico;Descrição;Valor;Saldo
 *   Santander  Data;Descrição;Docto;Situação;Crédito (R$);Débito (R$);Saldo (R$)
 * The header row is found by its names (banks put account lines above it); null when there is none
 * or a dated line's amount cannot be read.
 */
export function parseCsvCredits(text: string): StatementCredit[] | null {
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t'] }).data;
  const headerAt = rows.findIndex((row, index) => index < HEADER_SEARCH_ROWS && columnsOf(row) !== null);
  const columns = headerAt >= 0 ? columnsOf(rows[headerAt] ?? []) : null;
  if (!columns) return null;

  const lines: CsvLine[] = [];
  let lastLine: CsvLine | undefined;
  for (const row of rows.slice(headerAt + 1)) {
    const cell = (index: number | undefined) => (index === undefined ? '' : (row[index] ?? '').trim());
    const description = columns.description.map(cell).filter(Boolean).join(' - ');
    const dateCell = cell(columns.date);
    if (!dateCell) {
      // Bradesco writes the payer ('REM: JOAO DA SILVA 05/11') on an undated row under its line.
      if (lastLine && description) lastLine.description = `${lastLine.description} - ${description}`;
      continue;
    }
    const postedOn = csvDay(dateCell);
    lastLine = undefined;
    if (!postedOn) continue; // a total, a section's title, the header again
    if (/^(?:saldo|s a l d o|total)\b/i.test(plain(description))) continue;
    const amount = amountOf(cell, columns);
    if (amount === null) return null;
    lastLine = { postedOn, cents: amount, id: cell(columns.id), description };
    lines.push(lastLine);
  }
  return creditsOf(lines);
}

const HEADER_SEARCH_ROWS = 20;
type Columns = { date: number; description: number[]; amount?: number; credit?: number; debit?: number; id?: number; side?: number };
type CsvLine = { postedOn: string; cents: number | 'none'; id: string; description: string };

const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

function columnsOf(row: readonly string[]): Columns | null {
  const names = row.map(plain);
  const find = (test: (name: string) => boolean) => {
    const index = names.findIndex(test);
    return index >= 0 ? index : undefined;
  };
  const date = find((name) => /^(?:data|date|dt)\b/.test(name) && !/balancete/.test(name));
  const amount = find((name) => /^(?:valor|amount|value|montante)\b/.test(name));
  const credit = find((name) => /^(?:credito|entradas?)\b/.test(name));
  const debit = find((name) => /^(?:debito|saidas?)\b/.test(name));
  if (date === undefined || (amount === undefined && credit === undefined)) return null;
  const description = names.flatMap((name, index) =>
    /^(?:historico|descricao|lancamento|detalhes|title|description|memo)\b/.test(name) ? [index] : [],
  );
  const id = find((name) => /^(?:identificador|id|n documento|nr doc|docto|documento|numero do documento|codigo da transacao)\b/.test(name));
  const side = find((name) => /^(?:deb cred|tipo lancamento|natureza|c d|d c)$/.test(name));
  return { date, description, amount, credit, debit, id, side };
}

/** Signed cents, 'none' for a row with no amount (a balance line), null when it cannot be read. */
function amountOf(cell: (index: number | undefined) => string, columns: Columns): number | 'none' | null {
  const credit = cell(columns.credit);
  if (credit) return parseStatementAmount(credit);
  const debit = cell(columns.debit);
  if (debit) {
    const cents = parseStatementAmount(debit);
    return cents === null ? null : -Math.abs(cents);
  }
  const amount = cell(columns.amount);
  if (!amount) return 'none';
  const cents = parseStatementAmount(amount);
  if (cents === null) return null;
  const side = plain(cell(columns.side));
  return /^(?:d|debito|saida)\b/.test(side) ? -Math.abs(cents) : cents;
}

function csvDay(value: string): string | null {
  const brazilian = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(value);
  const iso = /^(\d{4})-?(\d{2})-?(\d{2})\b/.exec(value);
  let day: string;
  if (brazilian) {
    const [, d = '', m = '', y = ''] = brazilian;
    day = `${y.length === 2 ? `20${y}` : y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  } else if (iso) day = `${iso[1]}-${iso[2]}-${iso[3]}`;
  else return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}

function creditsOf(lines: readonly CsvLine[]): StatementCredit[] {
  const seen = new Map<string, number>();
  const credits: StatementCredit[] = [];
  for (const line of lines) {
    if (line.cents === 'none' || line.cents <= 0) continue;
    // A CSV line has no id of its own at most banks: the line's day, amount and text (or its
    // document number) name it, and the n-th identical line gets '#n' — the same in every upload.
    const base = `csv:${line.postedOn}:${line.cents}:${line.id || hash(line.description)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    credits.push({
      bankId: count === 1 ? base : `${base}#${count}`,
      postedOn: line.postedOn,
      amountCents: line.cents,
      payerName: payerNameFrom(line.description),
      memo: line.description || null,
      txid: txidFrom(line.description),
    });
  }
  return credits;
}

/** FNV-1a, 32 bits, base 36: a short stable name for a line's text. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
