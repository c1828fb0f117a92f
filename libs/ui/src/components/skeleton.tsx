import type { CSSProperties } from 'react';
import { cx } from '../utils/cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS width (default '100%'; a number means px). */
  width?: number | string;
  /** CSS height (default 16px; a number means px). */
  height?: number | string;
  /** Round placeholder (avatars); uses `width` for both sides when no height is given. */
  circle?: boolean;
  /** Several text-like bars; the last one is shorter. */
  lines?: number;
  radius?: number | string;
  className?: string;
}

/**
 * Placeholder shimmer while content loads. Hidden from screen readers: mark the loading region
 * with aria-busy or show a Spinner/status text alongside.
 */
export function Skeleton({ width = '100%', height, circle = false, lines, radius, className }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={styles.skeleton}
            style={{ width: i === lines - 1 ? '60%' : '100%', height: height ?? 14 }}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties = {
    width,
    height: height ?? (circle ? width : 16),
    borderRadius: radius,
  };
  return <span className={cx(styles.skeleton, circle && styles.circle, className)} style={style} aria-hidden="true" />;
}
