import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './choice.module.css';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange' | 'role'> {
  label: ReactNode;
  description?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: ComponentPropsWithRef<'input'>['onChange'];
  className?: string;
}

/** On/off toggle: a native checkbox with role="switch", label on the left, switch on the right. */
export function Switch({ label, description, onCheckedChange, onChange, className, ...rest }: SwitchProps) {
  return (
    <label className={cx(styles.row, styles.spread, className)}>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        onChange={(e) => {
          onChange?.(e);
          onCheckedChange?.(e.target.checked);
        }}
        {...rest}
      />
    </label>
  );
}
