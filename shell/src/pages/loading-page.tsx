import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { DELAYS_MS, messages } from '@quadra/domain';
import { takeReturnPath } from '@quadra/session';
import { Spinner } from '@quadra/ui';
import styles from './loading-page.module.css';

/** Shown after the onboarding while the experience is "personalised"; then the dashboard (or where the visitor was going). */
export default function LoadingPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate(takeReturnPath() ?? paths.dashboard, { replace: true }), DELAYS_MS.loadingScreenRedirect);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className={styles.loading} aria-busy="true">
      <Spinner size="lg" decorative />
      <h1 className={styles.title}>{messages.loading.title}</h1>
      <p className={styles.text}>{messages.loading.subtitle}</p>
    </section>
  );
}
