import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/chevron-down';
import { cx } from '../utils/cx';
import { FieldFrame, fieldIds } from './field-parts';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty option (value '') shown while nothing is chosen, e.g. 'Selecione'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** Native select (best on phones), labelled and styled. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  id: idProp,
  required,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const { describedBy } = fieldIds(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.control}>
        <select
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(styles.input, styles.select)}
          {...rest}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
    </FieldFrame>
  );
}
