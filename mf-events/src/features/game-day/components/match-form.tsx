import { useState, type FormEvent } from 'react';
import type { MatchScore, Team } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Select, TextField } from '@quadra/ui';
import styles from './game-day.module.css';

const m = messages.gameDay;
const MAX_SCORE = 99;

export interface MatchFormProps {
  teams: Team[];
  initial?: MatchScore;
  submitLabel: string;
  busy?: boolean;
  /** Resolves true once saved; a new match's form then starts again from 0 × 0. */
  onSubmit: (score: MatchScore) => Promise<boolean>;
  onCancel?: () => void;
}

const validScore = (value: string) => /^\d{1,2}$/.test(value) && Number(value) <= MAX_SCORE;

/** Two teams and their goals; the numbers stay as typed until they are valid. */
export function MatchForm({ teams, initial, submitLabel, busy, onSubmit, onCancel }: MatchFormProps) {
  const [teamA, setTeamA] = useState(String(initial?.team_a ?? teams[0]?.team_no ?? 1));
  const [teamB, setTeamB] = useState(String(initial?.team_b ?? teams[1]?.team_no ?? 2));
  const [scoreA, setScoreA] = useState(String(initial?.score_a ?? 0));
  const [scoreB, setScoreB] = useState(String(initial?.score_b ?? 0));
  const options = teams.map((t) => ({ value: String(t.team_no), label: t.name }));
  const nameOf = (no: string) => options.find((o) => o.value === no)?.label ?? '';
  const sameTeam = teamA === teamB;
  const valid = !sameTeam && validScore(scoreA) && validScore(scoreB);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return;
    const saved = await onSubmit({ team_a: Number(teamA), team_b: Number(teamB), score_a: Number(scoreA), score_b: Number(scoreB) });
    if (saved && !initial) {
      setScoreA('0');
      setScoreB('0');
    }
  }

  const scoreError = (value: string) => (validScore(value) ? undefined : m.invalidScore);
  return (
    <form className={styles.matchForm} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.scoreRow}>
        <Select label={m.teamA} options={options} value={teamA} onChange={(e) => setTeamA(e.target.value)} />
        <TextField
          label={m.scoreOf(nameOf(teamA))}
          inputMode="numeric"
          value={scoreA}
          onChange={(e) => setScoreA(e.target.value.trim())}
          error={scoreError(scoreA)}
        />
      </div>
      <div className={styles.scoreRow}>
        <Select
          label={m.teamB}
          options={options}
          value={teamB}
          onChange={(e) => setTeamB(e.target.value)}
          error={sameTeam ? m.differentTeams : undefined}
        />
        <TextField
          label={m.scoreOf(nameOf(teamB))}
          inputMode="numeric"
          value={scoreB}
          onChange={(e) => setScoreB(e.target.value.trim())}
          error={scoreError(scoreB)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" fullWidth={!onCancel} disabled={!valid} loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
