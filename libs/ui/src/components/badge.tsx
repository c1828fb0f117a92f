import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './badge.module.css';

/** green/amber/red are the capacity colours (same as success/warning/danger). */
export type BadgeTone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger' | 'green' | 'amber' | 'red';

const TONE_CLASS: Record<BadgeTone, string | undefined> = {
  neutral: styles.neutral,
  accent: styles.accent,
  info: styles.info,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  green: styles.success,
  amber: styles.warning,
  red: styles.danger,
};

/** Counter text: the number up to `max`, then 'max+' (11 -> '10+'). */
export function formatBadgeCount(count: number, max = 10): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /**
   * Counter mode: shows formatBadgeCount(count, max) in a solid red pill and renders nothing at 0.
   * Give it an aria-label (e.g. '3 notificações não lidas') when the number alone is unclear.
   */
  count?: number;
  /** Largest number shown in counter mode (default 10). */
  max?: number;
  children?: ReactNode;
}

export function Badge({ tone = 'neutral', count, max = 10, className, children, ...rest }: BadgeProps) {
  if (count !== undefined) {
    if (count <= 0) return null;
    return (
      <span className={cx(styles.badge, styles.count, className)} {...rest}>
        {formatBadgeCount(count, max)}
      </span>
    );
  }
  return (
    <span className={cx(styles.badge, TONE_CLASS[tone], className)} {...rest}>
      {children}
    </span>
  );
}
