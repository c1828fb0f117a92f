import { useState } from 'react';
import { useRemoveMatch, useSaveMatch, type Match, type MatchScore, type Team } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { MatchForm } from './match-form';
import styles from './game-day.module.css';

const m = messages.gameDay;

export interface ScorePanelProps {
  eventId: string;
  teams: Team[];
  matches: Match[];
  organiserEdits: boolean;
}

/** The matches ('Partida 1: Time A 3 × 2 Time B'); the organiser records, edits and removes them. */
export function ScorePanel({ eventId, teams, matches, organiserEdits }: ScorePanelProps) {
  const save = useSaveMatch();
  const remove = useRemoveMatch();
  const [editing, setEditing] = useState<string | null>(null);
  const teamName = (no: number) => teams.find((t) => t.team_no === no)?.name ?? m.teamName(no - 1);
  /** True once saved: the form keeps what was typed until then (a failure loses nothing). */
  const submit = async (score: MatchScore, id?: string): Promise<boolean> => {
    try {
      if (!(await save.runAsync({ eventId, id, score }))) return false;
    } catch {
      return false; // shown by the mutation's toast
    }
    setEditing(null);
    return true;
  };

  return (
    <div className={styles.panel}>
      {matches.length === 0 ? (
        <p className={styles.note}>{m.noMatches}</p>
      ) : (
        <ol className={styles.matches}>
          {matches.map((match, i) => (
            <li key={match.id} className={styles.match}>
              {editing === match.id ? (
                <MatchForm teams={teams} initial={match} submitLabel={m.save} onSubmit={(score) => submit(score, match.id)} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <span className={styles.matchLine}>
                    {m.matchLine(i + 1, teamName(match.team_a), match.score_a, match.score_b, teamName(match.team_b))}
                  </span>
                  {organiserEdits && (
                    <span className={styles.actions}>
                      <Button variant="secondary" aria-label={m.editMatch(i + 1)} onClick={() => setEditing(match.id)}>
                        {m.edit}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={m.removeMatch(i + 1)}
                        loading={remove.isPending({ eventId, id: match.id })}
                        onClick={() => remove.run({ eventId, id: match.id })}
                      >
                        {m.remove}
                      </Button>
                    </span>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {organiserEdits &&
        (teams.length < 2 ? (
          <p className={styles.note}>{m.needTeams}</p>
        ) : (
          <MatchForm teams={teams} submitLabel={m.recordMatch} busy={save.isPending({ eventId, score: { team_a: 0, team_b: 0, score_a: 0, score_b: 0 } })} onSubmit={(score) => submit(score)} />
        ))}
    </div>
  );
}
