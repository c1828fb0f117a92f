import { Link } from 'react-router-dom';
import { paths } from '@quadra/contracts';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { SocialButtons } from '../features/auth/components/social-buttons';
import { readOnboardingEmail } from '../features/auth/data/onboarding-storage';
import { LoginForm } from '../features/login/components/login-form';
import { useConfirmedToast } from '../features/login/hooks/use-confirmed-toast';
import { useLogin } from '../features/login/hooks/use-login';

export default function LoginPage() {
  useConfirmedToast();
  const { submit, submitting, error } = useLogin();
  return (
    <AuthScreen
      title="Bem-vindo de volta."
      subtitle="Entre, e jogue o que quiser."
      footer={
        <>
          <SocialButtons />
          <p>
            <Link to={paths.signup}>Não possui uma conta?</Link>
          </p>
        </>
      }
    >
      <LoginForm
        initialEmail={readOnboardingEmail()}
        submitting={submitting}
        error={error}
        onSubmit={(values) => void submit(values)}
      />
    </AuthScreen>
  );
}
