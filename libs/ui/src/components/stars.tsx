import { StarIcon } from '../icons/star';
import { cx } from '../utils/cx';
import styles from './stars.module.css';

export interface StarsProps {
  /** Rating from 0 to 5; shown to the nearest half star, clamped to 0..5. */
  value: number;
  /** Star size in px (default 16). */
  size?: number;
  /** Print the number next to the stars ('4,5'). */
  showValue?: boolean;
  /** Accessible name (default 'Avaliação 4,5 de 5'); null when a parent already names it. */
  label?: string | null;
  className?: string;
}

const MAX = 5;

/**
 * Formats a rating in pt-BR with one decimal, to the nearest tenth: 4.5 -> '4,5', 5 -> '5,0',
 * 4.26 -> '4,3'. By hand, not Intl: a page's first pt-BR number format loads ICU data, ~25 ms of
 * its first render on a phone (seen in the event page's profile), for two digits and a comma.
 */
export function formatRating(value: number): string {
  const tenths = Math.round(clampRating(value) * 10);
  return `${Math.floor(tenths / 10)},${tenths % 10}`;
}

function clampRating(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX, Math.max(0, value)) : 0;
}

/** Read-only star rating, announced as e.g. 'Avaliação 4,5 de 5'. */
export function Stars({ value, size = 16, showValue = false, label, className }: StarsProps) {
  const rating = clampRating(value);
  const halves = Math.round(rating * 2);
  const text = formatRating(rating);
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label ?? `Avaliação ${text} de 5` };
  return (
    <span className={cx(styles.stars, className)} {...a11y}>
      <span className={styles.row} aria-hidden="true">
        {Array.from({ length: MAX }, (_, i) => {
          const fill = Math.min(2, Math.max(0, halves - i * 2)) * 50;
          return (
            <span key={i} className={styles.star} data-fill={fill}>
              <StarIcon size={size} fill="currentColor" strokeWidth={0} />
              {fill > 0 ? (
                <span className={styles.fill} style={{ width: `${fill}%` }}>
                  <StarIcon size={size} fill="currentColor" strokeWidth={0} />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  );
}
