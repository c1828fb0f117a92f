import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, required because the button shows only an icon (e.g. 'Voltar', 'Fechar'). */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  size?: 'sm' | 'md';
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.iconButton, variant !== 'ghost' && styles[variant], size === 'sm' && styles.sm, className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
