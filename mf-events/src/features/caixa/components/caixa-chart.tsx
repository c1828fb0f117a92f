import { formatBRL, messages } from '@quadra/domain';
import type { CaixaMonth } from '@quadra/data';
import { longMonth, shortMonth } from '../data/month';
import styles from './caixa.module.css';

const c = messages.caixa;
const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 14;

/**
 * The last 12 months at a glance, in plain SVG (no library for a dozen bars): entradas and saídas as
 * bars, 'Saldo do caixa' as a line. The picture is hidden from screen readers; the same numbers
 * follow as a table they read.
 */
export function CaixaChart({ months }: { months: CaixaMonth[] }) {
  const top = Math.max(1, ...months.flatMap((m) => [m.income_cents, m.expense_cents, Math.abs(m.balance_cents)]));
  const hasNegative = months.some((m) => m.balance_cents < 0);
  const zero = hasNegative ? (HEIGHT - AXIS) / 2 : HEIGHT - AXIS;
  const scale = zero / top;
  const slot = WIDTH / Math.max(months.length, 1);
  const bar = Math.max(slot / 3 - 1, 2);
  const points = months.map((m, i) => `${i * slot + slot / 2},${zero - m.balance_cents * scale}`).join(' ');

  return (
    <figure className={styles.section}>
      <figcaption className={styles.subtitle}>{c.chartTitle}</figcaption>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {months.map((m, i) => (
          <g key={m.month}>
            <rect className={styles.income} x={i * slot + slot / 2 - bar} y={zero - m.income_cents * scale} width={bar} height={m.income_cents * scale} />
            <rect className={styles.expense} x={i * slot + slot / 2} y={zero - m.expense_cents * scale} width={bar} height={m.expense_cents * scale} />
            <text className={styles.axis} x={i * slot + slot / 2} y={HEIGHT - 3} textAnchor="middle">{shortMonth(m.month)}</text>
          </g>
        ))}
        <polyline className={styles.balanceLine} points={points} />
      </svg>
      <div className={styles.legend} aria-hidden="true">
        <span><span className={`${styles.swatch} ${styles.income}`} />{c.income}</span>
        <span><span className={`${styles.swatch} ${styles.expense}`} />{c.expense}</span>
        <span><span className={`${styles.swatch} ${styles.balanceSwatch}`} />{c.cashBalance}</span>
      </div>
      {/* Hidden by a box around it: a table grows to its content whatever width it is given. */}
      <div className="q-visually-hidden">
        <table>
          <caption>{c.chartCaption}</caption>
          <thead>
            <tr><th scope="col">{c.monthLabel}</th><th scope="col">{c.income}</th><th scope="col">{c.expense}</th><th scope="col">{c.cashBalance}</th></tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{longMonth(m.month)}</th>
                <td>{formatBRL(m.income_cents)}</td>
                <td>{formatBRL(m.expense_cents)}</td>
                <td>{formatBRL(m.balance_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
