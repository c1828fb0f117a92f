import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon shown above the title. */
  icon?: ReactNode;
  /** Call to action, e.g. <Button>Criar o primeiro evento!</Button>. */
  action?: ReactNode;
  /** Heading level of the title (default 2; 1 when the empty state is the whole screen). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
