import { cx } from '../utils/cx';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible status text (default 'Carregando'). Shown under the spinner when `centered`. */
  label?: string;
  /** Centre the spinner in a padded block and show the label under it (page/section loading). */
  centered?: boolean;
  /** Hide from assistive tech when the surrounding element already announces the busy state. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Carregando', centered = false, decorative = false, className }: SpinnerProps) {
  if (centered) {
    return (
      <div role="status" className={cx(styles.centered, className)}>
        <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
        <span>{label}</span>
      </div>
    );
  }
  if (decorative) {
    return <span aria-hidden="true" className={cx(styles.spinner, styles[size], className)} />;
  }
  return <span role="status" aria-label={label} className={cx(styles.spinner, styles[size], className)} />;
}
