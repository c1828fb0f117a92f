import { useCheckIn, useMarkAttendance, type AttendanceStatus, type Participant } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import styles from './game-day.module.css';

const m = messages.gameDay;

export interface AttendancePanelProps {
  eventId: string;
  userId: string;
  roster: Participant[];
  /** The marks the caller may see: everyone's for the organiser, his own for a participant. */
  marks: Record<string, AttendanceStatus>;
  organiserEdits: boolean;
  canCheckIn: boolean;
}

/** The organiser marks each registered participant; a participant checks himself in ('Cheguei'). */
export function AttendancePanel({ eventId, userId, roster, marks, organiserEdits, canCheckIn }: AttendancePanelProps) {
  const mark = useMarkAttendance();
  const checkIn = useCheckIn();

  if (!organiserEdits) {
    const mine = marks[userId] ?? null;
    return (
      <div className={styles.panel}>
        {roster.some((p) => p.user_id === userId) && (
          <>
            <p className={styles.status} role="status">
              {m.myStatus(mine)}
            </p>
            {canCheckIn && mine === null && (
              <>
                <p className={styles.note}>{m.checkInHint}</p>
                <Button fullWidth size="lg" loading={checkIn.isPending({ eventId, userId })} onClick={() => checkIn.run({ eventId, userId })}>
                  {m.checkIn}
                </Button>
              </>
            )}
          </>
        )}
        <ul className={styles.roster} aria-label={m.rosterLabel}>
          {roster.map((p) => (
            <li key={p.user_id} className={styles.rosterRow}>
              <span className={styles.name}>{p.full_name}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const everyone = roster.map((p) => p.user_id);
  return (
    <div className={styles.panel}>
      <Button
        fullWidth
        variant="secondary"
        disabled={everyone.length === 0}
        loading={mark.isPending({ eventId, userIds: everyone, status: 'present' })}
        onClick={() => mark.run({ eventId, userIds: everyone, status: 'present' })}
      >
        {m.markAllPresent}
      </Button>
      <ul className={styles.roster} aria-label={m.rosterLabel}>
        {roster.map((p) => {
          const current = marks[p.user_id];
          return (
            <li key={p.user_id} className={styles.rosterRow}>
              <span className={styles.name}>{p.full_name}</span>
              <span className={styles.marks} role="group" aria-label={m.markFor(p.full_name)}>
                {(['present', 'absent'] as const).map((status) => (
                  <button
                    key={status}
                    type="button"
                    className={styles.mark}
                    data-status={status}
                    aria-pressed={current === status}
                    onClick={() => current !== status && mark.run({ eventId, userIds: [p.user_id], status })}
                  >
                    {status === 'present' ? m.present : m.absent}
                  </button>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
