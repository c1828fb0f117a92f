import { errorText, toast, useAcceptTerms, useTermsStatus } from '@quadra/data';
import { CURRENT_TERMS_VERSION, messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { LegalLinks } from '../pages/legal/legal-links';
import styles from './terms-check.module.css';

const m = messages.account;

/**
 * Not accepted yet: a notice at the top of every screen (not a dialog: reading the terms and the
 * rest of the app stay a tap away) with the version the screens show. The database accepts only
 * its current version and says why otherwise.
 */
export default function SignedInTermsCheck({ userId }: { userId: string }) {
  const status = useTermsStatus(userId);
  const accept = useAcceptTerms(userId);
  if (!status.data || status.data.acceptedAt) return null;
  return (
    <section className={styles.notice} aria-labelledby="terms-update-title">
      <h2 id="terms-update-title" className={styles.title}>
        {m.terms.updatedTitle}
      </h2>
      <p className={styles.text}>{m.terms.updatedText}</p>
      <LegalLinks />
      <Button
        fullWidth
        loading={accept.anyPending}
        onClick={() =>
          void accept.runAsync(CURRENT_TERMS_VERSION).then(
            () => toast.success(m.terms.accepted, { id: 'terms' }),
            (error: unknown) => toast.error(errorText(error, m.terms.failed), { id: 'terms' }),
          )
        }
      >
        {m.terms.accept}
      </Button>
    </section>
  );
}
