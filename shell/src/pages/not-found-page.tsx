import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { buttonClassName } from '@quadra/ui';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {messages.notFound.title}
      </h1>
      <Link to={paths.landing} className={buttonClassName()}>
        Voltar para o início
      </Link>
    </section>
  );
}
