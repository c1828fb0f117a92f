import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { PaymentShare } from '@quadra/data';
import { ledgerCsv } from './ledger-csv';

const share = (name: string, amount_cents: number, status: PaymentShare['status'], paid_cents = 0): PaymentShare => ({
  user_id: name, full_name: name, amount_cents, paid_cents, status, txid: `Q${name}`, is_organiser: false,
  reported_at: status === 'pending' ? null : '2026-11-20T22:30:00Z', confirmed_at: status === 'confirmed' ? '2026-11-21T12:00:00Z' : null,
});

describe('ledgerCsv', () => {
  it('UTF-8 with BOM, one row per share, decimal comma, names with separators kept whole', () => {
    const csv = ledgerCsv([share('Ana; "Aninha"', 123456, 'confirmed', 123456), share('João', 1, 'pending')]);
    expect(csv.startsWith('\uFEFFJogador;Valor (R$);Pago (R$);Situação')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' });
    expect(data).toHaveLength(3);
    expect(data[1]?.slice(0, 4)).toEqual(['Ana; "Aninha"', '1.234,56', '1.234,56', 'Confirmado']);
    expect(data[2]?.slice(0, 5)).toEqual(['João', '0,01', '0,00', 'Pendente', '']);
  });
});
