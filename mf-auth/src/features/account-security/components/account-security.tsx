import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { Button, ConfirmDialog } from '@quadra/ui';
import { useSignOutEverywhere } from '../hooks/use-sign-out-everywhere';
import styles from './account-security.module.css';

const m = messages.account;

/** The 'Conta e segurança' block of /settings: password, e-mail, every device, and the terms. */
export function AccountSecurity() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const everywhere = useSignOutEverywhere();
  return (
    <section className={styles.section} aria-labelledby="account-security-title">
      <h2 id="account-security-title" className={styles.title}>
        {m.security.title}
      </h2>
      <Button variant="secondary" fullWidth onClick={() => navigate(paths.changePassword)}>
        {m.security.changePassword}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => navigate(paths.changeEmail)}>
        {m.security.changeEmail}
      </Button>
      <Button variant="secondary" fullWidth loading={everywhere.busy} onClick={() => setConfirming(true)}>
        {m.security.signOutEverywhere}
      </Button>
      <p className={styles.links}>
        <Link to={paths.terms}>{m.security.terms}</Link>
        <Link to={paths.privacy}>{m.security.privacy}</Link>
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.signOutEverywhere.confirmTitle}
        description={m.signOutEverywhere.confirmText}
        confirmLabel={m.signOutEverywhere.confirm}
        danger
        onConfirm={everywhere.run}
      />
    </section>
  );
}
