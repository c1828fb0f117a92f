import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { Spinner } from '@quadra/ui';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { NewPasswordForm } from '../features/auth/components/new-password-form';
import { InvalidLink } from '../features/password-recovery/components/invalid-link';
import { useResetPassword } from '../features/password-recovery/hooks/use-reset-password';

const m = messages.account.reset;

export default function ResetPasswordPage() {
  const { state, submit, submitting, error } = useResetPassword();
  return (
    <AuthScreen
      title={state === 'invalid' ? m.invalidLinkTitle : m.title}
      subtitle={state === 'invalid' ? m.invalidLinkHint : m.subtitle}
      footer={
        <p>
          <Link to={paths.login}>{messages.account.forgot.backToLogin}</Link>
        </p>
      }
    >
      {state === 'checking' ? <Spinner label={m.checking} /> : null}
      {state === 'invalid' ? <InvalidLink /> : null}
      {state === 'form' ? <NewPasswordForm askCurrent={false} submitLabel={m.submit} submitting={submitting} error={error} onSubmit={submit} /> : null}
    </AuthScreen>
  );
}
