import type { ReactNode } from 'react';
import { CheckIcon } from '../icons/check';
import { CloseIcon } from '../icons/close';
import { cx } from '../utils/cx';
import styles from './chip.module.css';

export interface ChipProps {
  children: ReactNode;
  /** Selected state; with `onClick` the chip is a toggle button (aria-pressed). */
  selected?: boolean;
  /** Makes the chip selectable. */
  onClick?: () => void;
  /** Adds a remove (×) button. */
  onRemove?: () => void;
  /** aria-label of the remove button (default 'Remover <text>' when children is text). */
  removeLabel?: string;
  icon?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** Pill for sports, tags and filters: static, selectable (toggle) and/or removable. */
export function Chip({
  children,
  selected = false,
  onClick,
  onRemove,
  removeLabel,
  icon,
  disabled,
  className,
}: ChipProps) {
  const leading = selected && onClick ? <CheckIcon size={16} /> : icon;
  const content = (
    <>
      {leading ? <span aria-hidden="true">{leading}</span> : null}
      {children}
    </>
  );
  const textLabel = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  return (
    <span className={cx(styles.chip, selected && styles.selected, onRemove && styles.removable, className)}>
      {onClick ? (
        <button
          type="button"
          className={cx(styles.content, styles.button)}
          aria-pressed={selected}
          disabled={disabled}
          onClick={onClick}
        >
          {content}
        </button>
      ) : (
        <span className={styles.content}>{content}</span>
      )}
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel ?? (textLabel ? `Remover ${textLabel}` : 'Remover')}
          disabled={disabled}
          onClick={onRemove}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </span>
  );
}
