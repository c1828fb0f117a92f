import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { gameDayKeys } from '../keys';

/** 'Presença 92%': games attended, no-shows, and the percentage (null with nothing to count). */
export interface AttendanceRecord {
  games: number;
  no_shows: number;
  percentage: number | null;
}

/** Anyone's attendance figure (public; the individual marks are not). */
export async function fetchAttendanceRecord(userId: string): Promise<AttendanceRecord> {
  return unwrap(await supabase.rpc('get_attendance_record', { p_user_id: userId })) as unknown as AttendanceRecord;
}

export const attendanceRecordQuery = (userId: string) =>
  queryOptions({ queryKey: gameDayKeys.record(userId), queryFn: () => fetchAttendanceRecord(userId) });

export function useAttendanceRecord(userId: string | null) {
  return useQuery({ ...attendanceRecordQuery(userId ?? ''), enabled: userId !== null });
}
