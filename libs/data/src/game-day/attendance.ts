import { queueChange } from './offline/game-day-sync';
import { useQueuedAction } from './offline/use-queued-action';
import type { AttendanceStatus } from './game-day';

export interface AttendanceMarks {
  eventId: string;
  /** One person ('Presente'/'Faltou') or the whole roster ('Marcar todos como presentes'). */
  userIds: string[];
  status: AttendanceStatus;
}

/** The organiser's marks, in one change (the database checks each: registered, in the window, the latest made). */
export const markAttendance = ({ eventId, userIds, status }: AttendanceMarks) => queueChange('mark', eventId, { user_ids: userIds, status });

/** 'Cheguei': the participant checks himself in (present), once, inside the window; an organiser's mark wins. */
export const checkIn = ({ eventId, userId }: { eventId: string; userId: string }) => queueChange('check_in', eventId, { user_id: userId });

export const useMarkAttendance = () => useQueuedAction(markAttendance);
export const useCheckIn = () => useQueuedAction(checkIn);
