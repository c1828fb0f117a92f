import { useId, useState, type FormEvent } from 'react';
import type { Team } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import styles from './game-day.module.css';

const m = messages.gameDay;
const NAME_MAX = 30;

export interface TeamCardProps {
  team: Team;
  nameOf: (userId: string) => string;
  editable: boolean;
  pickedId: string | null;
  onTap: (userId: string) => void;
  onRename: (name: string) => void;
}

/** One team: its name (the organiser may rename it) and its players (tap two to swap them). */
export function TeamCard({ team, nameOf, editable, pickedId, onTap, onRename }: TeamCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(team.name);
  const headingId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setRenaming(false);
    if (trimmed !== team.name) onRename(trimmed);
  }

  return (
    <section className={styles.team} aria-labelledby={headingId}>
      <div className={styles.teamHead}>
        <h3 id={headingId} className={styles.teamName}>
          {team.name} <span className={styles.teamSize}>· {m.teamTotal(team.member_ids.length)}</span>
        </h3>
        {editable && !renaming && (
          <Button variant="ghost" aria-label={m.renameTeam(team.name)} onClick={() => (setName(team.name), setRenaming(true))}>
            {m.rename}
          </Button>
        )}
      </div>
      {renaming && (
        <form className={styles.renameForm} onSubmit={submit}>
          <TextField
            label={m.teamNameLabel}
            value={name}
            maxLength={NAME_MAX}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            error={name.trim() ? undefined : m.teamNameLabel}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={!name.trim()}>
              {m.save}
            </Button>
            <Button variant="ghost" onClick={() => setRenaming(false)}>
              {m.cancel}
            </Button>
          </div>
        </form>
      )}
      <ul className={styles.members} aria-label={team.name}>
        {team.member_ids.map((id) => (
          <li key={id}>
            {editable ? (
              <button type="button" className={styles.member} aria-pressed={pickedId === id} onClick={() => onTap(id)}>
                {nameOf(id)}
              </button>
            ) : (
              <span className={styles.member}>{nameOf(id)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
