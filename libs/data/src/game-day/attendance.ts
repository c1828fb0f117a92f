import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { gameDayKeys } from '../keys';
import { GAME_DAY_NETWORK, gameDayFailure } from './game-day-failure';
import type { AttendanceStatus, GameDay } from './game-day';

export interface AttendanceMarks {
  eventId: string;
  /** One person ('Presente'/'Faltou') or the whole roster ('Marcar todos como presentes'). */
  userIds: string[];
  status: AttendanceStatus;
}

/** The organiser's marks, in one request (the database checks each: registered, in the window). */
export async function markAttendance({ eventId, userIds, status }: AttendanceMarks): Promise<void> {
  unwrap(await supabase.from('event_attendance').upsert(userIds.map((user_id) => ({ event_id: eventId, user_id, status })), { onConflict: 'event_id,user_id' }));
}

/** 'Cheguei': the participant checks himself in (present), once, inside the window. */
export async function checkIn({ eventId, userId }: { eventId: string; userId: string }): Promise<void> {
  unwrap(await supabase.from('event_attendance').insert({ event_id: eventId, user_id: userId, status: 'present' }));
}

const showMarks = optimistic<GameDay, AttendanceMarks>(
  ({ eventId }) => gameDayKeys.event(eventId),
  (old, { userIds, status }) => ({ ...old, marks: { ...old.marks, ...Object.fromEntries(userIds.map((id) => [id, status])) } }),
);

export function useMarkAttendance() {
  return useGuardedMutation({
    name: 'mark-attendance',
    mutationFn: markAttendance,
    optimistic: [showMarks],
    invalidates: ({ eventId, userIds }) => [gameDayKeys.event(eventId), ...userIds.map((id) => gameDayKeys.record(id))],
    networkMode: GAME_DAY_NETWORK,
    onError: (error) => gameDayFailure(messages.gameDay.markError, error),
  });
}

export function useCheckIn() {
  return useGuardedMutation({
    name: 'check-in',
    mutationFn: checkIn,
    optimistic: [
      optimistic<GameDay, { eventId: string; userId: string }>(
        ({ eventId }) => gameDayKeys.event(eventId),
        (old, { userId }) => ({ ...old, marks: { ...old.marks, [userId]: 'present' } }),
      ),
    ],
    invalidates: ({ eventId, userId }) => [gameDayKeys.event(eventId), gameDayKeys.record(userId)],
    networkMode: GAME_DAY_NETWORK,
    onError: (error) => gameDayFailure(messages.gameDay.checkInError, error),
  });
}
