import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { enumValue } from '../events/event-card';
import { gameDayKeys } from '../keys';
import { useRealtimeInvalidation } from '../realtime/use-realtime-invalidation';
import type { Row } from '../rows';

const ATTENDANCE_STATUSES = ['present', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export type Team = Pick<Row<'event_teams'>, 'team_no' | 'name' | 'member_ids'>;
export type Match = Pick<Row<'event_matches'>, 'id' | 'team_a' | 'team_b' | 'score_a' | 'score_b'>;

/** What the 'Dia do jogo' shows: the marks the caller may see (all for the organiser, his own
 * otherwise), the current teams and the matches in the order they were recorded. */
export interface GameDay {
  marks: Record<string, AttendanceStatus>;
  teams: Team[];
  matches: Match[];
}

export async function fetchGameDay(eventId: string): Promise<GameDay> {
  const [marks, teams, matches] = await Promise.all([
    supabase.from('event_attendance').select('user_id, status').eq('event_id', eventId).then(unwrap),
    supabase.from('event_teams').select('team_no, name, member_ids').eq('event_id', eventId).order('team_no').then(unwrap),
    supabase
      .from('event_matches')
      .select('id, team_a, team_b, score_a, score_b')
      .eq('event_id', eventId)
      .order('created_at')
      .order('id')
      .then(unwrap),
  ]);
  const known = marks.flatMap((m): [string, AttendanceStatus][] => {
    const status = enumValue(ATTENDANCE_STATUSES, m.status);
    return status ? [[m.user_id, status]] : [];
  });
  return { marks: Object.fromEntries(known), teams, matches };
}

export const gameDayQuery = (eventId: string, userId: string) =>
  queryOptions({ queryKey: gameDayKeys.eventFor(eventId, userId), queryFn: () => fetchGameDay(eventId) });

/** The game day of an event for the signed-in organiser or participant, kept live. */
export function useGameDay(eventId: string, enabled: boolean) {
  const userId = useSession((s) => s.user?.id ?? null);
  const on = enabled && userId !== null;
  useRealtimeInvalidation(
    on
      ? [
          { table: 'event_attendance', filter: `event_id=eq.${eventId}` },
          { table: 'event_teams', filter: `event_id=eq.${eventId}` },
          { table: 'event_matches', filter: `event_id=eq.${eventId}` },
        ]
      : null,
    [gameDayKeys.event(eventId)],
  );
  return useQuery({ ...gameDayQuery(eventId, userId ?? ''), enabled: on });
}
