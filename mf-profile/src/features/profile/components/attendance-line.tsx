import { useAttendanceRecord } from '@quadra/data';
import { messages } from '@quadra/domain';
import styles from './profile-screen.module.css';

const m = messages.gameDay;

/** 'Presença 92% · 12 jogos · 1 falta' (public figure; the marks behind it are private). Hidden
 * until an organiser has marked this person at least once. */
export function AttendanceLine({ userId }: { userId: string }) {
  const record = useAttendanceRecord(userId).data;
  if (!record || record.percentage === null) return null;
  return (
    <p className={styles.muted} data-testid="attendance">
      {[m.attendance(record.percentage), m.games(record.games), m.noShows(record.no_shows)].join(' · ')}
    </p>
  );
}
