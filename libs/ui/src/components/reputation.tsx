import { cx } from '../utils/cx';
import { formatRating, Stars } from './stars';
import styles from './reputation.module.css';

export interface ReputationProps {
  /** The database's rating: average of player reviews, one decimal (5 when none). */
  rating: number;
  /** The database's praise stars (1 to 5). */
  stars: number;
  /** Star size in px (default 16). */
  size?: number;
  className?: string;
}

/**
 * A person's reputation as the database computes it (view profile_reputation): the rating number
 * and the praise stars, announced together, e.g. 'Avaliação 4,7, 2 de 5 estrelas'.
 */
export function Reputation({ rating, stars, size = 16, className }: ReputationProps) {
  const text = formatRating(rating);
  const starCount = Math.min(5, Math.max(0, Math.round(stars)));
  return (
    <span
      className={cx(styles.reputation, className)}
      role="img"
      aria-label={`Avaliação ${text}, ${starCount} de 5 estrelas`}
    >
      <span className={styles.value} aria-hidden="true">
        {text}
      </span>
      <Stars value={starCount} size={size} label={null} />
    </span>
  );
}
