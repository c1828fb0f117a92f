import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { SocialButtons } from '../features/auth/components/social-buttons';
import { SignupForm } from '../features/signup/components/signup-form';
import { useSignup } from '../features/signup/hooks/use-signup';

export default function SignupPage() {
  const { submit, submitting, errors } = useSignup();
  return (
    <AuthScreen
      title="Boas-vindas à Quadra"
      subtitle="Como você gostaria de se cadastrar?"
      footer={
        <>
          <SocialButtons />
          <p>
            <Link to={paths.login}>Já tem uma conta? Faça login</Link>
          </p>
        </>
      }
    >
      <SignupForm submitting={submitting} errors={errors} onSubmit={(values) => void submit(values)} />
    </AuthScreen>
  );
}
