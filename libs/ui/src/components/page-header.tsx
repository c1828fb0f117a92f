import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import { BackButton } from './back-button';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Back button target: a path (from `paths`) or -1 for history back. */
  backTo?: string | number;
  /** Back button handler; wins over `backTo`. Without both there is no back button. */
  onBack?: () => void;
  /** aria-label of the back button (default 'Voltar'). */
  backLabel?: string;
  /** Right-side content, e.g. IconButtons. */
  actions?: ReactNode;
  className?: string;
}

/** Sticky screen header: back button, title (the page's h1), optional subtitle and actions. */
export function PageHeader({ title, subtitle, backTo, onBack, backLabel, actions, className }: PageHeaderProps) {
  const hasBack = onBack !== undefined || backTo !== undefined;
  return (
    <header className={cx(styles.header, !hasBack && styles.noBack, className)}>
      {hasBack ? <BackButton to={backTo} onBack={onBack} label={backLabel} /> : null}
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
