import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Button classes for elements that must look like a button but are not one (e.g. a router Link). */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {}) {
  return cx(styles.button, styles[variant], size !== 'md' && styles[size], fullWidth && styles.fullWidth);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Shows a spinner, sets aria-busy and blocks clicks; keep the label (e.g. 'Enviando...'). */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading ? (
        <Spinner size="sm" decorative />
      ) : icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
