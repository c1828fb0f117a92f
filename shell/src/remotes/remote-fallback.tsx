import { Button } from '@quadra/ui';
import styles from './remote-fallback.module.css';

interface Props {
  onRetry: () => void;
}

export function RemoteFallback({ onRetry }: Props) {
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.text}>Não foi possível carregar esta seção.</p>
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
