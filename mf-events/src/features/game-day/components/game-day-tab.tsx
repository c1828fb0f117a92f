import { useEffect, useId, useState } from 'react';
import { loadSonner, useEventParticipants, useGameDay, useTeamStrengths, type EventDetail } from '@quadra/data';
import { gameDayPhase, messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Spinner, Tabs } from '@quadra/ui';
import { AttendancePanel } from './attendance-panel';
import { ScorePanel } from './score-panel';
import { SyncBar } from './sync-bar';
import { TeamsPanel } from './teams-panel';
import styles from './game-day.module.css';

const m = messages.gameDay;
const MINUTE = 60_000;
type Panel = 'attendance' | 'teams' | 'score';

/** The clock moves the game day from phase to phase while the screen stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Dia do jogo' of the event detail, for the organiser and registered participants, from 2 h
 * before the start: attendance, teams and score, live. The organiser edits until the database
 * makes it final (48 h after the event closes); afterwards everyone still sees the results.
 */
export function GameDayTab({ event }: { event: EventDetail }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const phase = gameDayPhase(event.starts_at, useMinuteClock());
  const shown = userId !== null && (event.is_organizer || event.is_participant) && event.status !== 'cancelled' && phase !== 'before';
  const gameDay = useGameDay(event.id, shown);
  const roster = useEventParticipants(event.id).data?.registered ?? [];
  const [panel, setPanel] = useState<Panel>('attendance');
  const headingId = useId();
  const organiserEdits = shown && event.is_organizer && phase !== 'final';
  // Read with the rest while the network is there: the draw at the court needs them.
  useTeamStrengths(event.id, organiserEdits);
  // The toaster loads with the first toast; at the court that may be the offline one, when its
  // code can no longer arrive: load it while the network is there.
  useEffect(() => {
    if (shown) void loadSonner();
  }, [shown]);
  if (!shown || !userId) return null;

  const day = gameDay.data;
  return (
    <section className={styles.gameDay} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.title}
      </h2>
      {phase === 'corrections' && event.is_organizer && <p className={styles.note}>{m.corrections}</p>}
      {phase === 'final' && <p className={styles.note}>{m.final}</p>}
      <SyncBar />
      <Tabs
        className={styles.tabs}
        label={m.tabsLabel}
        value={panel}
        onValueChange={(value) => setPanel(value as Panel)}
        items={[
          { value: 'attendance', label: m.tabAttendance },
          { value: 'teams', label: m.tabTeams },
          { value: 'score', label: m.tabScore },
        ]}
      >
        {!day ? (
          <Spinner centered />
        ) : panel === 'attendance' ? (
          <AttendancePanel
            eventId={event.id}
            userId={userId}
            roster={roster}
            marks={day.marks}
            organiserEdits={organiserEdits}
            canCheckIn={event.is_participant && phase === 'open'}
          />
        ) : panel === 'teams' ? (
          <TeamsPanel
            eventId={event.id}
            userId={userId}
            timeZone={event.time_zone}
            roster={roster}
            marks={day.marks}
            teams={day.teams}
            currentDraw={day.draw}
            organiserEdits={organiserEdits}
          />
        ) : (
          <ScorePanel eventId={event.id} teams={day.teams} matches={day.matches} organiserEdits={organiserEdits} />
        )}
      </Tabs>
    </section>
  );
}
