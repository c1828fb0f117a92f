import type { EvaluationPlayer } from '@quadra/data';
import { messages, praiseLabel, type PraiseId } from '@quadra/domain';
import { Avatar, Button, CheckIcon, cx } from '@quadra/ui';
import styles from './evaluation.module.css';

const m = messages.evaluation;

interface PlayerTileProps {
  player: EvaluationPlayer;
  selected: boolean;
  praise: PraiseId | null;
  onToggle(): void;
  onPraise(): void;
}

/** A player of the game: tap to select (up to 3); a selected player gets 'Elogiar'. */
export function PlayerTile({ player, selected, praise, onToggle, onPraise }: PlayerTileProps) {
  const name = player.full_name;
  return (
    <div className={cx(styles.tile, selected && styles.selected)}>
      <button type="button" className={styles.select} aria-pressed={selected} aria-label={m.selectPlayer(name)} onClick={onToggle}>
        <span className={styles.avatarWrap}>
          <Avatar name={name} src={player.profile_photo_url} size="lg" decorative />
          {selected ? (
            <span className={styles.check} aria-hidden="true">
              <CheckIcon size={14} />
            </span>
          ) : null}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {selected ? (
        <div className={styles.praiseRow}>
          {praise ? <span className={styles.praiseTag}>{praiseLabel(praise)}</span> : null}
          <Button size="sm" variant={praise ? 'secondary' : 'primary'} aria-label={m.praisePlayer(name)} onClick={onPraise}>
            {m.praise}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
