import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { PageHeader } from '@quadra/ui';
import { NewPasswordForm } from '../features/auth/components/new-password-form';
import { useChangePassword } from '../features/account-security/hooks/use-change-password';
import styles from '../features/account-security/components/settings-screen.module.css';

const m = messages.account.changePassword;

export default function ChangePasswordPage() {
  const { submit, submitting, error } = useChangePassword();
  return (
    <>
      <PageHeader title={m.title} backTo={paths.settings} />
      <div className={styles.body}>
        <p className={styles.lead}>{m.subtitle}</p>
        <NewPasswordForm askCurrent submitLabel={m.submit} submitting={submitting} error={error} onSubmit={submit} />
      </div>
    </>
  );
}
