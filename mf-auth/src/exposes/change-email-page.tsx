import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { PageHeader } from '@quadra/ui';
import { EmailForm } from '../features/auth/components/email-form';
import { FormNotice } from '../features/auth/components/form-notice';
import { useChangeEmail } from '../features/account-security/hooks/use-change-email';
import styles from '../features/account-security/components/settings-screen.module.css';

const m = messages.account.changeEmail;

export default function ChangeEmailPage() {
  const { current, submit, submitting, notice, error } = useChangeEmail();
  return (
    <>
      <PageHeader title={m.title} backTo={paths.settings} />
      <div className={styles.body}>
        <p className={styles.lead}>{m.current(current)}</p>
        <FormNotice>{notice}</FormNotice>
        <EmailForm label={m.newEmail} submitLabel={m.submit} submitting={submitting} error={error} onSubmit={submit} />
      </div>
    </>
  );
}
