import { useMemo } from 'react';
import { toast, useMyClubAccount, useReportClubPayment } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Badge, Button, Skeleton } from '@quadra/ui';
import PixCode from '../../../shared/components/pix-code';
import { memberBrCode } from '../data/member-br-code';
import { dayMonthYear } from '../data/month';
import { balanceText } from './balance-text';
import styles from './caixa.module.css';

const c = messages.caixa;

/** A member's caixa: his 'Saldo', what he owes, one Pix for all of it and 'Já paguei'; the club's totals. */
export function MyCaixa({ clubId }: { clubId: string }) {
  const { data: account, isPending, isError } = useMyClubAccount(clubId);
  const report = useReportClubPayment();
  const pix = account?.pix ?? null;
  const code = useMemo(() => (pix ? memberBrCode(pix) : null), [pix]);

  if (isPending) return <Skeleton height={96} />;
  if (isError || !account) return <p className={styles.note}>{c.loadError}</p>;
  const owed = -account.balance_cents;

  return (
    <>
      <p className={styles.big} aria-label={`${c.myBalance}: ${balanceText(account.balance_cents)}`}>
        <span className={styles.note}>{c.myBalance}: </span>
        <span className={owed > 0 ? styles.negative : undefined}>{balanceText(account.balance_cents)}</span>
      </p>
      {account.open_charges.length === 0 ? <p className={styles.note}>{c.nothingToPay}</p> : (
        <>
          <ul className={styles.list} aria-label={c.owes}>
            {account.open_charges.map((charge) => (
              <li key={charge.id} className={styles.row}>
                <span className={styles.rowText}>
                  <span className={styles.name}>{charge.description ?? c.kinds[charge.kind]}</span>
                  <span className={styles.note}>{dayMonthYear(charge.occurred_on)}</span>
                </span>
                <span className={styles.amount}>{formatBRL(charge.amount_cents)}</span>
              </li>
            ))}
          </ul>
          {pix && code ? (
            <>
              <h3 className={styles.subtitle}>{c.payAll(formatBRL(pix.amount_cents))}</h3>
              <PixCode code={code} amountCents={pix.amount_cents} />
              {account.reported ? (
                <p role="status"><Badge tone="info">{messages.payments.status.reported}</Badge> {c.reportedNote}</p>
              ) : (
                <Button fullWidth disabled={report.anyPending} onClick={() => void report.runAsync({ clubId }).then(
                  () => toast.success(c.reportedToast, { id: 'caixa-report' }), () => undefined)}>
                  {c.paid}
                </Button>
              )}
            </>
          ) : <p className={styles.note}>{c.noPixKey}</p>}
        </>
      )}
      <dl className={styles.figures} aria-label={c.clubMonth}>
        <div className={styles.figure}><dt>{c.cashBalance}</dt><dd>{formatBRL(account.cash_cents)}</dd></div>
        <div className={styles.figure}><dt>{c.income}</dt><dd>{formatBRL(account.month.income_cents)}</dd></div>
        <div className={styles.figure}><dt>{c.expense}</dt><dd>{formatBRL(account.month.expense_cents)}</dd></div>
      </dl>
    </>
  );
}
