import { useState } from 'react';
import { useSaveTeams, useTeamStrengths, type AttendanceStatus, type Participant, type Team, type TeamsDraw } from '@quadra/data';
import { drawTeams, formatClockTime, MAX_TEAMS, messages, MIN_TEAMS, NEW_PLAYER_LEVEL } from '@quadra/domain';
import { Button, ConfirmDialog } from '@quadra/ui';
import { TeamCard } from './team-card';
import styles from './game-day.module.css';

const m = messages.gameDay;
const TEAM_COUNTS = Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, i) => MIN_TEAMS + i);

export interface TeamsPanelProps {
  eventId: string;
  userId: string;
  /** The event's: the draw's time on its wall clock. */
  timeZone: string;
  roster: Participant[];
  marks: Record<string, AttendanceStatus>;
  teams: Team[];
  currentDraw: TeamsDraw | null;
  organiserEdits: boolean;
}

type Picked = { team: number; userId: string };

/** 'Sortear times' (balanced, libs/domain drawTeams), swaps by tapping two players, renames. */
export function TeamsPanel({ eventId, userId, timeZone, roster, marks, teams, currentDraw, organiserEdits }: TeamsPanelProps) {
  const save = useSaveTeams();
  // Offline with no strengths kept, the draw still runs: everyone at the new player's level.
  const strengths = useTeamStrengths(eventId, organiserEdits);
  const [count, setCount] = useState(teams.length || MIN_TEAMS);
  const [picked, setPicked] = useState<Picked | null>(null);
  // 'Sortear de novo' replaces the teams and any swaps made by hand: asked first (issue 48).
  const [confirmRedraw, setConfirmRedraw] = useState(false);
  const names = new Map(roster.map((p) => [p.user_id, p.full_name]));
  const nameOf = (id: string) => names.get(id) ?? m.unknownPlayer;

  // The present players once anyone is marked present, else everyone registered.
  const present = roster.filter((p) => marks[p.user_id] === 'present');
  const pool = present.length > 0 ? present : roster;
  const saving = save.isPending({ eventId, teams: [] });
  const saveAll = (next: Team[], drawn = false) => save.run({ eventId, drawn, teams: next.map(({ name, member_ids }) => ({ name, member_ids })) });
  // Another organiser's draw (kept over this device's when it was made first): say whose, and when.
  const drawnByOther =
    currentDraw?.by && currentDraw.by !== userId && currentDraw.byName && currentDraw.at
      ? m.drawnBy(currentDraw.byName, formatClockTime(currentDraw.at, timeZone))
      : null;

  function draw() {
    const players = pool.map((p) => ({ id: p.user_id, strength: strengths.data?.get(p.user_id) ?? NEW_PLAYER_LEVEL }));
    const drawn = drawTeams(players, count);
    setPicked(null);
    saveAll(
      drawn.map((team, i) => ({ team_no: i + 1, name: teams[i]?.name ?? m.teamName(i), member_ids: team.map((p) => p.id) })),
      true,
    );
  }

  function tap(team: number, userId: string) {
    if (!picked || picked.team === team) {
      setPicked(picked?.userId === userId ? null : { team, userId });
      return;
    }
    const swapped = teams.map((t) => ({
      ...t,
      member_ids: t.member_ids.map((id) => (id === picked.userId ? userId : id === userId ? picked.userId : id)),
    }));
    setPicked(null);
    saveAll(swapped);
  }

  return (
    <div className={styles.panel}>
      {organiserEdits && (
        <>
          <div className={styles.choice} role="group" aria-label={m.teamCount}>
            {TEAM_COUNTS.map((n) => (
              <button key={n} type="button" className={styles.mark} aria-pressed={count === n} onClick={() => setCount(n)}>
                {m.teamCountOption(n)}
              </button>
            ))}
          </div>
          <p className={styles.note}>{m.drawFrom(pool.length, present.length > 0)}</p>
          {pool.length < count ? (
            <p className={styles.note} role="status">
              {m.notEnoughPlayers(count)}
            </p>
          ) : (
            <Button fullWidth size="lg" loading={saving || strengths.isLoading} onClick={teams.length > 0 ? () => setConfirmRedraw(true) : draw}>
              {teams.length > 0 ? m.drawAgain : m.drawTeams}
            </Button>
          )}
          {teams.length > 0 && (
            <p className={styles.note} aria-live="polite">
              {picked ? m.swapSelected(nameOf(picked.userId)) : m.swapHint}
            </p>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirmRedraw}
        onOpenChange={setConfirmRedraw}
        title={m.redrawConfirm.title}
        description={m.redrawConfirm.description}
        cancelLabel={m.redrawConfirm.cancel}
        confirmLabel={m.drawAgain}
        onConfirm={draw}
      />
      {drawnByOther && teams.length > 0 && <p className={styles.status}>{drawnByOther}</p>}
      {teams.length === 0 ? (
        <p className={styles.note}>{m.noTeams}</p>
      ) : (
        <div className={styles.teams}>
          {teams.map((team) => (
            <TeamCard
              key={team.team_no}
              team={team}
              nameOf={nameOf}
              editable={organiserEdits}
              pickedId={picked?.userId ?? null}
              onTap={(userId) => tap(team.team_no, userId)}
              onRename={(name) => saveAll(teams.map((t) => (t.team_no === team.team_no ? { ...t, name } : t)))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
