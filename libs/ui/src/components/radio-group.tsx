import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './choice.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Group label (the fieldset legend). */
  label: ReactNode;
  options: readonly RadioOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** Form field name (auto when omitted). */
  name?: string;
  orientation?: 'vertical' | 'horizontal';
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  className?: string;
}

/** Controlled group of native radios (arrow keys move between options). */
export function RadioGroup({
  label,
  options,
  value,
  onValueChange,
  name,
  orientation = 'vertical',
  required,
  disabled,
  error,
  className,
}: RadioGroupProps) {
  const autoName = useId();
  const errorId = `${autoName}-error`;
  return (
    <fieldset
      className={cx(styles.group, className)}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((o) => (
          <label key={o.value} className={styles.row}>
            <input
              type="radio"
              className={styles.radio}
              name={name ?? autoName}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              required={required}
              onChange={() => onValueChange(o.value)}
            />
            <span className={styles.text}>
              <span className={styles.label}>{o.label}</span>
              {o.description ? <span className={styles.description}>{o.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
