import type { ReactNode } from 'react';
import styles from './field.module.css';

/** Label, hint and error wiring shared by TextField, TextArea and Select. */
export function fieldIds(id: string, hint: ReactNode, error: ReactNode) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function FieldFrame({ id, label, hint, error, required, className, children, footer }: FieldFrameProps) {
  const { hintId, errorId } = fieldIds(id, hint, error);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {footer}
    </div>
  );
}
