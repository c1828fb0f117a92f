import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './choice.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange'> {
  label: ReactNode;
  description?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: ComponentPropsWithRef<'input'>['onChange'];
  className?: string;
}

/** Native checkbox with its label (click the text to toggle). */
export function Checkbox({ label, description, onCheckedChange, onChange, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx(styles.row, className)}>
      <input
        type="checkbox"
        className={styles.box}
        onChange={(e) => {
          onChange?.(e);
          onCheckedChange?.(e.target.checked);
        }}
        {...rest}
      />
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </label>
  );
}
