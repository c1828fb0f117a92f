import { useState } from 'react';
import type { EvaluationPlayer } from '@quadra/data';
import { messages, type PraiseId } from '@quadra/domain';
import { PraiseDialog } from './praise-dialog';
import { PlayerTile } from './player-tile';
import styles from './evaluation.module.css';

const m = messages.evaluation;

interface PlayersTabProps {
  players: readonly EvaluationPlayer[];
  selected: readonly string[];
  praises: Readonly<Record<string, PraiseId>>;
  onToggle(playerId: string): void;
  onPraise(playerId: string, tag: PraiseId): void;
}

/** 'Você pode avaliar até 3 jogadores' over the grid of the other registered players. */
export function PlayersTab({ players, selected, praises, onToggle, onPraise }: PlayersTabProps) {
  const [praising, setPraising] = useState<EvaluationPlayer | null>(null);
  if (players.length === 0) return <p className={styles.muted}>{m.noPlayers}</p>;
  return (
    <>
      <p className={styles.intro}>{m.canPraise}</p>
      <ul className={styles.grid}>
        {players.map((player) => (
          <li key={player.user_id}>
            <PlayerTile
              player={player}
              selected={selected.includes(player.user_id)}
              praise={praises[player.user_id] ?? null}
              onToggle={() => onToggle(player.user_id)}
              onPraise={() => setPraising(player)}
            />
          </li>
        ))}
      </ul>
      <PraiseDialog
        player={praising}
        current={praising ? (praises[praising.user_id] ?? null) : null}
        onClose={() => setPraising(null)}
        onConfirm={(tag) => {
          if (praising) onPraise(praising.user_id, tag);
          setPraising(null);
        }}
      />
    </>
  );
}
