import { cx } from '../utils/cx';
import { Stars } from './stars';
import styles from './reputation.module.css';

export interface ReputationProps {
  /** The database's praise stars (1 to 5, from the praises received). */
  stars: number;
  /** Praises received, when the screen has the figure: 0 reads 'Sem elogios ainda' instead of stars. */
  praiseCount?: number;
  /** Star size in px (default 16). */
  size?: number;
  className?: string;
}

/** Text for someone nobody has praised yet (ours: the spec has none). */
export const NO_PRAISE_YET = 'Sem elogios ainda';

/**
 * A person's reputation as the database computes it (view profile_reputation): the praise stars,
 * e.g. 'Reputação: 2 de 5 estrelas'. The average rating is not printed beside them: no screen
 * collects ratings yet, so it is always the default 5 and a '5,0' next to one filled star (or on
 * someone nobody has played with) says two contradicting things.
 */
export function Reputation({ stars, praiseCount, size = 16, className }: ReputationProps) {
  if (praiseCount === 0) {
    return <span className={cx(styles.reputation, styles.none, className)}>{NO_PRAISE_YET}</span>;
  }
  const starCount = Math.min(5, Math.max(0, Math.round(stars)));
  // With the figure beside them, few stars read as few praises yet, not as a bad rating (issue 48).
  const praises = praiseCount === undefined ? '' : ` (${praiseCount} ${praiseCount === 1 ? 'elogio' : 'elogios'})`;
  return (
    <span className={cx(styles.reputation, className)} role="img" aria-label={`Reputação: ${starCount} de 5 estrelas${praises}`}>
      <Stars value={starCount} size={size} label={null} />
      {praises ? <span className={styles.none}>{praises.trim().slice(1, -1)}</span> : null}
    </span>
  );
}
