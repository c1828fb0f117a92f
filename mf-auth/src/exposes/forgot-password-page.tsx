import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { EmailForm } from '../features/auth/components/email-form';
import { FormNotice } from '../features/auth/components/form-notice';
import { readOnboardingEmail } from '../features/auth/data/onboarding-storage';
import { useForgotPassword } from '../features/password-recovery/hooks/use-forgot-password';

const m = messages.account.forgot;

export default function ForgotPasswordPage() {
  const { submit, sending, notice, error } = useForgotPassword();
  return (
    <AuthScreen
      title={m.title}
      subtitle={m.subtitle}
      footer={
        <p>
          <Link to={paths.login}>{m.backToLogin}</Link>
        </p>
      }
    >
      <FormNotice>{notice}</FormNotice>
      <EmailForm label="Email" submitLabel={m.submit} initialEmail={readOnboardingEmail()} submitting={sending} error={error} onSubmit={submit} />
    </AuthScreen>
  );
}
