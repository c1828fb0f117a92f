import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import styles from './legal-links.module.css';

/** 'Termos de uso' and 'Política de privacidade', for visitors too (the landing). */
export function LegalLinks() {
  return (
    <nav className={styles.links} aria-label="Documentos legais">
      <Link to={paths.terms}>{messages.account.security.terms}</Link>
      <Link to={paths.privacy}>{messages.account.security.privacy}</Link>
    </nav>
  );
}
