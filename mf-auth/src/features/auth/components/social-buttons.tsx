import { Button } from '@quadra/ui';
import styles from './social-buttons.module.css';

const PROVIDERS = ['LinkedIn', 'Facebook', 'Google'] as const;

/** The spec shows these providers but they do nothing yet: rendered disabled so nobody waits. */
export function SocialButtons() {
  return (
    <div className={styles.group} role="group" aria-label="Entrar com redes sociais">
      <p className={styles.divider}>ou continue com</p>
      {PROVIDERS.map((name) => (
        <Button key={name} variant="secondary" fullWidth disabled title="Em breve">
          {name}
        </Button>
      ))}
    </div>
  );
}
