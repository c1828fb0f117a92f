import { formatBRL, messages } from '@quadra/domain';
import type { CaixaLine } from '@quadra/data';
import { Badge, Button } from '@quadra/ui';
import { dayMonthYear } from '../data/month';
import styles from './caixa.module.css';

const c = messages.caixa;

/** One line of the month: what, whose, when, what it did to the cash; 'Estornar' while it stands. */
export function CaixaLineRow({ line, onReverse }: { line: CaixaLine; onReverse(line: CaixaLine): void }) {
  const kind = c.kinds[line.kind];
  const signed = line.cash_delta !== 0 ? line.cash_delta : line.member_delta;
  return (
    <li className={styles.row}>
      <span className={styles.rowText}>
        <span className={styles.name}>{line.reverses_id === null ? kind : `${c.reversal} · ${kind}`}
          {line.description ? `: ${line.description}` : ''}</span>
        <span className={styles.note}>{[dayMonthYear(line.occurred_on), line.full_name, line.payer_name].filter(Boolean).join(' · ')}</span>
      </span>
      <span className={`${styles.amount} ${signed < 0 ? styles.negative : ''}`}>{formatBRL(signed)}</span>
      {line.reversed ? <Badge tone="neutral">{c.reversed}</Badge>
        : line.reverses_id === null && !line.paid && (
          <Button size="sm" variant="ghost" onClick={() => onReverse(line)} aria-label={`${c.reverse}: ${kind} ${formatBRL(line.amount_cents)}`}>
            {c.reverse}
          </Button>
        )}
    </li>
  );
}
