import { describe, expect, it } from 'vitest';
import type { CaixaLine } from '@quadra/data';
import { caixaCsv } from './caixa-csv';

const line = (over: Partial<CaixaLine>): CaixaLine => ({
  id: 1, kind: 'expense', reverses_id: null, user_id: null, full_name: null, amount_cents: 30000, cash_delta: -30000,
  member_delta: 0, occurred_on: '2026-11-05', description: 'Aluguel da quadra', period: null, event_id: null,
  payer_name: null, bank_id: null, reversed: false, paid: false, created_at: '2026-11-05T12:00:00Z', ...over,
});

describe('caixaCsv', () => {
  it('writes the month in date order as Excel in pt-BR reads it: BOM, ";", decimal comma, signed columns', () => {
    const csv = caixaCsv([
      line({ id: 3, kind: 'payment', user_id: 'u', full_name: 'Carla; "Mensal"', amount_cents: 8000, cash_delta: 8000, member_delta: 8000,
        occurred_on: '2026-11-12', description: null }),
      line({ id: 2, reversed: true }),
      line({ id: 4, reverses_id: 2, cash_delta: 30000, occurred_on: '2026-11-12', description: 'Estorno: Aluguel da quadra' }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Data;Tipo;Descrição;Membro;Valor (R$);Caixa (R$);Saldo do membro (R$);Estorno',
      '05/11/2026;Saída;Aluguel da quadra;;300,00;-300,00;0,00;Estornado',
      '12/11/2026;Pagamento;;"Carla; ""Mensal""";80,00;80,00;80,00;',
      '12/11/2026;Estorno · Saída;Estorno: Aluguel da quadra;;300,00;300,00;0,00;',
    ]);
  });
});
