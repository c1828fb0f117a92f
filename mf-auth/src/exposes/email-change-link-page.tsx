import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { Spinner } from '@quadra/ui';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { FormError } from '../features/auth/components/form-error';
import { FormNotice } from '../features/auth/components/form-notice';
import { useEmailChangeLink } from '../features/account-security/hooks/use-email-change-link';

const m = messages.account.emailLink;

export default function EmailChangeLinkPage() {
  const { text, failed, signedIn } = useEmailChangeLink();
  return (
    <AuthScreen
      title={m.title}
      footer={
        <p>
          <Link to={signedIn ? paths.settings : paths.login}>{signedIn ? m.toSettings : m.toLogin}</Link>
        </p>
      }
    >
      {text === null ? <Spinner /> : failed ? <FormError error={text} /> : <FormNotice>{text}</FormNotice>}
    </AuthScreen>
  );
}
