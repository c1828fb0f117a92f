import { AppFrame } from '@quadra/ui';
import styles from './startup-error.module.css';

interface Props {
  message: string;
}

/** Full-page error when the app cannot start at all (no runtime config). */
export function StartupError({ message }: Props) {
  return (
    <AppFrame>
      <div role="alert" className={styles.box}>
        <h1 className={styles.title}>Não foi possível iniciar o Quadra.</h1>
        <p>{message}</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          Tentar novamente
        </button>
      </div>
    </AppFrame>
  );
}
