import Papa from 'papaparse';
import { formatDecimalBRL, messages } from '@quadra/domain';
import type { CaixaLine } from '@quadra/data';
import { dayMonthYear } from './month';

const c = messages.caixa;
/** Excel reads a file as UTF-8 only when it starts with the byte-order mark. */
const BOM = '\uFEFF';

const kindOf = (line: CaixaLine) => (line.reverses_id === null ? c.kinds[line.kind] : `${c.reversal} · ${c.kinds[line.kind]}`);

/**
 * The month's lines for 'Exportar CSV', with the conventions of the payments export: the BOM, ';'
 * between cells, amounts with the pt-BR decimal comma, CRLF; quoting by papaparse. Signed columns
 * say what each line did to the cash and to its member.
 */
export function caixaCsv(lines: readonly CaixaLine[]): string {
  const rows = [...lines]
    .sort((a, b) => a.occurred_on.localeCompare(b.occurred_on) || a.id - b.id)
    .map((l) => [
      dayMonthYear(l.occurred_on),
      kindOf(l),
      l.description ?? '',
      l.full_name ?? '',
      formatDecimalBRL(l.amount_cents),
      formatDecimalBRL(l.cash_delta),
      formatDecimalBRL(l.member_delta),
      l.reversed ? c.reversed : '',
    ]);
  return BOM + Papa.unparse({ fields: [...c.csvHeader], data: rows }, { delimiter: ';', newline: '\r\n' });
}
