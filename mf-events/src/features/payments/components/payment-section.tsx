import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { useMyPayment, useReportPayment, type EventDetail } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Badge, Button, Card, Spinner, buttonClassName } from '@quadra/ui';
import styles from './payments.module.css';

// pix-utils and qrcode load only for someone who has a share to pay.
const SharePixCode = lazy(() => import('./share-pix-code'));

const p = messages.payments;

/**
 * On the event: the organiser's way to 'Pagamentos'; a player's share with its BR Code and
 * 'Já paguei'. The amount is the one the database computed (get_my_payment); nothing shows when the
 * caller owes nothing here.
 */
export function PaymentSection({ event }: { event: EventDetail }) {
  const payment = useMyPayment(event.is_organizer ? undefined : event.id);
  const report = useReportPayment();

  if (event.is_organizer)
    return (
      <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={paths.payments(event.id)}>
        {p.openPayments}
      </Link>
    );
  const share = payment.data;
  if (!share) return null;
  // Pending: what is left to pay (all of it, or what a changed split added after 'Já paguei').
  const amount = formatBRL(share.status === 'pending' ? share.owed_cents : share.amount_cents);

  return (
    <Card as="section" className={styles.section} aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.title}>
        {p.payWithPix(amount)}
      </h2>
      {share.amount_cents === 0 ? (
        <p className={styles.note}>{p.nothingToPay}</p>
      ) : share.status === 'confirmed' ? (
        <p role="status">
          <Badge tone="success">{p.status.confirmed}</Badge> {p.confirmedNote}
        </p>
      ) : (
        <>
          {share.status === 'pending' && share.paid_cents > 0 && (
            <p className={styles.note}>{p.paidBefore(formatBRL(share.paid_cents), amount)}</p>
          )}
          <Suspense fallback={<Spinner />}>
            <SharePixCode payment={share} />
          </Suspense>
          <p className={styles.note}>{p.directToOrganiser}</p>
          {share.status === 'reported' ? (
            <p role="status">
              <Badge tone="info">{p.status.reported}</Badge> {p.reportedNote}
            </p>
          ) : (
            <Button fullWidth loading={report.isPending(event.id)} onClick={() => report.run(event.id)}>
              {p.paid}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
