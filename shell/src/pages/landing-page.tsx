import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { DELAYS_MS, messages } from '@quadra/domain';
import { loadSonner, toast } from '@quadra/data';
import { Button } from '@quadra/ui';
import { QuadraLogo } from '../layout/quadra-logo';
import { LegalLinks } from './legal/legal-links';
import styles from './landing-page.module.css';

const m = messages.landing;
/** The redirect notice leaves with this screen: on the next one it would cover the social buttons. */
const REDIRECT_TOAST = 'landing-redirect';

/** Dark welcome screen; a signed-in visitor never sees it (the guest-only guard sends them on). */
export default function LandingPage() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const left = useRef(false);

  // Both actions show a notice: the toaster loads with the screen, not with the tap.
  useEffect(() => {
    void loadSonner();
    return () => {
      left.current = true;
      clearTimeout(timer.current);
    };
  }, []);

  function goTo(path: string, notice: string) {
    clearTimeout(timer.current);
    // The notice is on screen for the whole delay, however long the toaster took to arrive; without
    // it (it failed to load) the athlete is sent on at once.
    loadSonner().then(
      () => {
        if (left.current) return;
        try {
          toast.info(notice, { id: REDIRECT_TOAST });
          timer.current = setTimeout(() => {
            toast.dismiss(REDIRECT_TOAST);
            navigate(path);
          }, DELAYS_MS.landingRedirect);
        } catch {
          toast.error(m.failure);
        }
      },
      () => navigate(path),
    );
  }

  return (
    <section className={styles.landing} aria-labelledby="landing-tagline">
      <div className={styles.brand}>
        <QuadraLogo size={120} />
        <h1 id="landing-tagline" className={styles.tagline}>
          {m.tagline}
        </h1>
      </div>
      <div className={styles.actions}>
        <Button fullWidth size="lg" onClick={() => goTo(paths.signup, m.redirectingToSignup)}>
          {m.createAccount}
        </Button>
        <Button fullWidth size="lg" variant="secondary" onClick={() => goTo(paths.login, m.redirectingToLogin)}>
          {m.signIn}
        </Button>
      </div>
      <LegalLinks />
    </section>
  );
}
