import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { SocialButtons } from '../features/auth/components/social-buttons';
import { SignupForm } from '../features/signup/components/signup-form';
import { TermsNotice } from '../features/signup/components/terms-notice';
import { useSignup } from '../features/signup/hooks/use-signup';

export default function SignupPage() {
  const { submit, submitting, error } = useSignup();
  return (
    <AuthScreen
      title={`${messages.signup.titlePrefix}Quadra`}
      subtitle={messages.signup.subtitle}
      footer={
        <>
          <SocialButtons />
          <p>
            <Link to={paths.login}>{messages.signup.haveAccount}</Link>
          </p>
        </>
      }
    >
      <TermsNotice />
      <SignupForm submitting={submitting} error={error} onSubmit={submit} />
    </AuthScreen>
  );
}
