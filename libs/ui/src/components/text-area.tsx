import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { FieldFrame, fieldIds } from './field-parts';
import styles from './field.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows 'n/maxLength' under the field when `maxLength` is set (controlled `value` needed). */
  showCount?: boolean;
  className?: string;
}

export function TextArea({
  label,
  hint,
  error,
  showCount = false,
  className,
  id: idProp,
  required,
  rows = 3,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const { describedBy } = fieldIds(id, hint, error);
  const length = typeof rest.value === 'string' ? rest.value.length : undefined;
  const counter =
    showCount && rest.maxLength !== undefined && length !== undefined ? (
      <span className={styles.counter} aria-live="polite">
        {length}/{rest.maxLength}
      </span>
    ) : null;

  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      footer={counter}
    >
      <textarea
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(styles.input, styles.textarea)}
        {...rest}
      />
    </FieldFrame>
  );
}
