import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import styles from './terms-notice.module.css';

const m = messages.account;

/** What 'Aceitar e cadastrar' accepts: the sign-up sends this version, and the database records it. */
export function TermsNotice() {
  return (
    <p className={styles.notice}>
      {m.terms.signupNotice} <Link to={paths.terms}>{m.security.terms}</Link> {m.terms.and}{' '}
      <Link to={paths.privacy}>{m.security.privacy}</Link>.
    </p>
  );
}
