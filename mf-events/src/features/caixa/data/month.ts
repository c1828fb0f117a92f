/** Months as the caixa names them: 'yyyy-mm-01'. */

/** The first day of the month `offset` months from the one holding `ymd`. */
export function shiftMonth(ymd: string, offset: number): string {
  const [year, month] = ymd.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

/** The month holding today on the phone's clock. */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const LONG_MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** '2026-11-01' -> 'nov' (the chart's axis). */
export const shortMonth = (ymd: string) => MONTHS[Number(ymd.slice(5, 7)) - 1] ?? ymd;
/** '2026-11-01' -> 'novembro de 2026'. */
export const longMonth = (ymd: string) => `${LONG_MONTHS[Number(ymd.slice(5, 7)) - 1] ?? ''} de ${ymd.slice(0, 4)}`;
/** '2026-11-29' -> '29/11/2026'. */
export const dayMonthYear = (ymd: string) => ymd.slice(0, 10).split('-').reverse().join('/');
