import { Link, useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { errorText, useConfirmPayment, useEventDetail, useEventPayments, type PaymentShare } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Badge, Button, Card, EmptyState, PageHeader, Spinner, buttonClassName, type BadgeTone } from '@quadra/ui';
import { downloadCsv } from '../../../shared/download-csv';
import { ledgerCsv } from '../data/ledger-csv';
import styles from './payments.module.css';

const p = messages.payments;
const TONES: Record<PaymentShare['status'], BadgeTone> = { pending: 'warning', reported: 'info', confirmed: 'success' };

/** /event/:id/payments — the organiser's ledger: each share, its state, the totals, the CSV. */
export function PaymentsScreen({ eventId }: { eventId: string | undefined }) {
  const navigate = useNavigate();
  const detail = useEventDetail(eventId);
  const isOrganiser = detail.data?.is_organizer ?? false;
  const ledger = useEventPayments(eventId, isOrganiser);
  const confirm = useConfirmPayment();

  if (detail.isPending || (isOrganiser && ledger.isPending)) return <Spinner centered />;
  const event = detail.data;
  if (!event || !eventId || !isOrganiser || ledger.isError || !ledger.data)
    return (
      <EmptyState
        headingLevel={1}
        title={
          ledger.isError
            ? errorText(ledger.error, p.paymentsTitle)
            : event && !isOrganiser
              ? messages.common.error
              : messages.eventDetail.notFound
        }
        description={event && !isOrganiser ? p.organiserOnly : undefined}
        action={<Button onClick={() => navigate(eventId ? paths.event(eventId) : paths.events)}>{messages.common.back}</Button>}
      />
    );

  const { cost, shares, totals } = ledger.data;
  return (
    <>
      <PageHeader title={p.paymentsTitle} subtitle={event.title} backTo={paths.event(eventId)} />
      <div className={styles.screen}>
        {!cost ? (
          // No dead end (issue 48): the edit screen's 'Custo' tab is where a cost is set.
          <EmptyState
            title={p.noCost}
            headingLevel={2}
            action={
              <Link className={buttonClassName()} to={`${paths.editEvent(eventId)}?tab=cost`}>
                {p.setCost}
              </Link>
            }
          />
        ) : (
          <>
            <p className={styles.totals} data-testid="payments-totals">
              {p.received(formatBRL(totals.received_cents), formatBRL(totals.due_cents))}
            </p>
            {totals.balance_cents < 0 && <p className={styles.note}>{p.debt(formatBRL(-totals.balance_cents))}</p>}
            {totals.refund_cents > 0 && <p className={styles.note}>{p.refund(formatBRL(totals.refund_cents))}</p>}
            <Button
              variant="secondary"
              disabled={shares.length === 0}
              onClick={() => downloadCsv(p.csvFileName(event.title), ledgerCsv(shares))}
            >
              {p.exportCsv}
            </Button>
            {shares.length === 0 ? (
              <EmptyState title={p.noShares} headingLevel={2} />
            ) : (
              <ul className={styles.list} aria-label={p.paymentsTitle}>
                {shares.map((share) => (
                  <Card as="li" key={share.user_id} className={styles.share} aria-label={share.full_name}>
                      <div className={styles.shareHead}>
                        <span className={styles.shareName}>
                          {share.full_name}
                          {share.is_organiser ? ` (${p.organiserShare})` : ''}
                        </span>
                        <span>{formatBRL(share.amount_cents)}</span>
                        <Badge tone={TONES[share.status]}>{p.status[share.status]}</Badge>
                      </div>
                      {!share.is_organiser && share.paid_cents !== share.amount_cents && share.paid_cents > 0 && (
                        <p className={styles.note}>{p.sharePaid(formatBRL(share.paid_cents))}</p>
                      )}
                      {!share.is_organiser && (
                        <div className={styles.actions}>
                          {share.status !== 'confirmed' && (
                            <Button
                              size="sm"
                              loading={confirm.isPending({ eventId, userId: share.user_id, received: true })}
                              onClick={() => confirm.run({ eventId, userId: share.user_id, received: true })}
                            >
                              {p.confirm}
                            </Button>
                          )}
                          {share.status !== 'pending' && (
                            <Button
                              size="sm"
                              variant="ghost"
                              loading={confirm.isPending({ eventId, userId: share.user_id, received: false })}
                              onClick={() => confirm.run({ eventId, userId: share.user_id, received: false })}
                            >
                              {p.unconfirm}
                            </Button>
                          )}
                        </div>
                      )}
                  </Card>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  );
}
