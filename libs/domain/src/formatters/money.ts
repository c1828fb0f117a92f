// Built on first use: constructing a pt-BR currency format loads ICU data, ~25 ms on a phone
// (measured in the event page's first task, where the module was evaluated).
let brl: Intl.NumberFormat | undefined;
let decimal: Intl.NumberFormat | undefined;

/** 1500 -> 'R$ 15,00' (Intl separates 'R$' with a no-break space). Money is always integer cents. */
export function formatBRL(cents: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(cents / 100);
}

/** 123456 -> '1.234,56': a spreadsheet cell in pt-BR (decimal comma, no currency sign). */
export function formatDecimalBRL(cents: number): string {
  decimal ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return decimal.format(cents / 100);
}

// '120', '120,5', '120,50', '1.234,56' or '1234,56', with or without 'R$'.
const AMOUNT = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/** What a person typed as an amount in reais, in integer cents; null when it is not one. */
export function parseBRLToCents(input: string): number | null {
  const text = input.replace(/^\s*R\$\s*/, '').trim();
  if (!AMOUNT.test(text)) return null;
  const [reais = '0', centavos = ''] = text.replaceAll('.', '').split(',');
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0'));
}
