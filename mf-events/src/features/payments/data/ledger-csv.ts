import Papa from 'papaparse';
import { format } from 'date-fns';
import { formatDecimalBRL, messages } from '@quadra/domain';
import type { PaymentShare } from '@quadra/data';

const p = messages.payments;
/** Excel reads a file as UTF-8 only when it starts with the byte-order mark. */
const BOM = '\uFEFF';

const when = (at: string | null) => (at ? format(new Date(at), 'dd/MM/yyyy HH:mm') : '');

/**
 * The organiser's ledger for 'Exportar CSV': one row per share, amounts with the pt-BR decimal comma,
 * so cells are separated by ';' (what Excel in pt-BR expects); quoting by papaparse.
 */
export function ledgerCsv(shares: readonly PaymentShare[]): string {
  const rows = shares.map((s) => [
    s.full_name,
    formatDecimalBRL(s.amount_cents),
    formatDecimalBRL(s.paid_cents),
    p.status[s.status],
    when(s.reported_at),
    when(s.confirmed_at),
    s.txid,
  ]);
  return BOM + Papa.unparse({ fields: [...p.csvHeader], data: rows }, { delimiter: ';', newline: '\r\n' });
}
