import { Link, Navigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { isOnboardingPending } from '@quadra/data';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { SocialButtons } from '../features/auth/components/social-buttons';
import { readOnboardingEmail } from '../features/auth/data/onboarding-storage';
import { LoginForm } from '../features/login/components/login-form';
import { useConfirmedLink } from '../features/login/hooks/use-confirmed-link';
import { useLogin } from '../features/login/hooks/use-login';

export default function LoginPage() {
  const handlingLink = useConfirmedLink();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const { submit, invalid, submitting, error } = useLogin();

  // A signed-in athlete does not stay here: the dashboard, or the onboarding they left unfinished.
  // While a login is finishing (saving the onboarding kept on this device) it decides where to go.
  if (status === 'signed-in' && !handlingLink && !submitting) {
    return <Navigate to={isOnboardingPending(user) ? paths.onboarding(1) : paths.dashboard} replace />;
  }

  return (
    <AuthScreen
      title={messages.login.title}
      subtitle={messages.login.subtitle}
      footer={
        <>
          <p>
            <Link to={paths.forgotPassword}>{messages.account.forgot.link}</Link>
          </p>
          <SocialButtons />
          <p>
            <Link to={paths.signup}>{messages.login.noAccount}</Link>
          </p>
        </>
      }
    >
      <LoginForm
        initialEmail={readOnboardingEmail()}
        submitting={submitting}
        error={error}
        onSubmit={submit}
        onInvalid={invalid}
      />
    </AuthScreen>
  );
}
