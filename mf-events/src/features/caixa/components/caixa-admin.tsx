import { useState } from 'react';
import { toast, useClubCaixa, useReverseClubEntry, type CaixaLine } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Button, ConfirmDialog, Skeleton } from '@quadra/ui';
import { downloadCsv } from '../../../shared/download-csv';
import { caixaCsv } from '../data/caixa-csv';
import { longMonth, shiftMonth, thisMonth } from '../data/month';
import { CaixaChart } from './caixa-chart';
import { CaixaLineRow } from './caixa-line-row';
import { CaixaSettingsForm } from './caixa-settings-form';
import { MemberBalanceRow } from './member-balance-row';
import { MovementForm } from './movement-form';
import { StatementUpload } from './statement-upload';
import styles from './caixa.module.css';

const c = messages.caixa;

/**
 * The admins' 'Caixa': 'Saldo do caixa', the month (entradas, saídas, saldo), every member's 'Saldo'
 * with 'Confirmar recebimento', 'Saída'/'Entrada', the bank statement, the month's lines with
 * 'Estornar', 'Exportar CSV', the last 12 months, and the prices.
 */
export function CaixaAdmin({ clubId, clubName }: { clubId: string; clubName: string }) {
  const [month, setMonth] = useState(thisMonth);
  const { data: caixa, isPending, isError } = useClubCaixa(clubId, month);
  const reverse = useReverseClubEntry();
  const [movement, setMovement] = useState<'income' | 'expense' | null>(null);
  const [reversing, setReversing] = useState<CaixaLine | null>(null);

  if (isPending) return <Skeleton height={160} />;
  if (isError || !caixa) return <p className={styles.note}>{c.loadError}</p>;

  return (
    <>
      <p className={styles.big}>
        <span className={styles.note}>{c.cashBalance}: </span>
        <span className={caixa.cash_cents < 0 ? styles.negative : undefined} data-testid="caixa-cash">{formatBRL(caixa.cash_cents)}</span>
      </p>
      <div className={styles.monthNav}>
        <Button size="sm" variant="ghost" onClick={() => setMonth((m) => shiftMonth(m, -1))} aria-label={c.previousMonth}>‹</Button>
        <span className={styles.monthName} aria-live="polite">{longMonth(month)}</span>
        <Button size="sm" variant="ghost" onClick={() => setMonth((m) => shiftMonth(m, 1))} aria-label={c.nextMonth}>›</Button>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}><dt>{c.income}</dt><dd>{formatBRL(caixa.month.income_cents)}</dd></div>
        <div className={styles.figure}><dt>{c.expense}</dt><dd>{formatBRL(caixa.month.expense_cents)}</dd></div>
        <div className={styles.figure}><dt>{c.monthBalance}</dt><dd>{formatBRL(caixa.month.balance_cents)}</dd></div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setMovement('expense')}>{c.addExpense}</Button>
        <Button variant="secondary" onClick={() => setMovement('income')}>{c.addIncome}</Button>
        <Button variant="ghost" onClick={() => downloadCsv(c.csvFileName(clubName, month.slice(0, 7)), caixaCsv(caixa.lines))}>{c.exportCsv}</Button>
      </div>

      <section className={styles.section} aria-labelledby="caixa-members">
        <h3 id="caixa-members" className={styles.subtitle}>{c.membersBalance}</h3>
        {caixa.members.every((m) => m.balance_cents >= 0) && <p className={styles.note}>{c.nobodyOwes}</p>}
        <ul className={styles.list}>
          {caixa.members.map((m) => <MemberBalanceRow key={m.user_id} clubId={clubId} member={m} />)}
        </ul>
      </section>

      <StatementUpload clubId={clubId} caixa={caixa} />

      <section className={styles.section} aria-labelledby="caixa-lines">
        <h3 id="caixa-lines" className={styles.subtitle}>{c.lines}</h3>
        {caixa.lines.length === 0 ? <p className={styles.note}>{c.noLines}</p> : (
          <ul className={styles.list}>
            {caixa.lines.map((line) => <CaixaLineRow key={line.id} line={line} onReverse={setReversing} />)}
          </ul>
        )}
      </section>

      <CaixaChart months={caixa.chart} />
      <CaixaSettingsForm key={JSON.stringify(caixa.settings)} clubId={clubId} settings={caixa.settings} />

      {movement && <MovementForm clubId={clubId} kind={movement} open onOpenChange={(open) => !open && setMovement(null)} />}
      <ConfirmDialog open={reversing !== null} onOpenChange={(open) => !open && setReversing(null)} title={c.reverseTitle}
        description={c.reverseConfirm} confirmLabel={c.reverse} danger loading={reverse.anyPending}
        onConfirm={() => reversing ? reverse.runAsync({ entryId: reversing.id }).then(() => {
          toast.success(c.reversedToast, { id: 'caixa-reverse' });
          setReversing(null);
        }, () => setReversing(null)) : undefined} />
    </>
  );
}
