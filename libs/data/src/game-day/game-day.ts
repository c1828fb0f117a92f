import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { enumValue } from '../events/event-card';
import { gameDayKeys } from '../keys';
import { useRealtimeInvalidation } from '../realtime/use-realtime-invalidation';
import type { Row } from '../rows';
import { applyQueued } from './offline/apply-queued';
import { measureClockOffset } from './offline/clock-offset';
import { useQueuedChanges } from './offline/game-day-sync';

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
  /** Which draw the teams are, who drew it and when (null: no teams, or saved before draws were named). */
  draw: TeamsDraw | null;
}

export interface TeamsDraw {
  id: string;
  by: string | null;
  /** How the one who drew is named ('Bruno'); null while only this device knows the draw. */
  byName: string | null;
  /** ISO instant the draw was made. */
  at: string | null;
}

export async function fetchGameDay(eventId: string): Promise<GameDay> {
  void measureClockOffset();
  const [marks, teams, matches] = await Promise.all([
    supabase.from('event_attendance').select('user_id, status').eq('event_id', eventId).then(unwrap),
    supabase.from('event_teams').select('team_no, name, member_ids, draw_id, drawn_by, drawn_at').eq('event_id', eventId).order('team_no').then(unwrap),
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
  const [first] = teams;
  const draw = first?.draw_id ? { id: first.draw_id, by: first.drawn_by, byName: await drawerName(first.drawn_by), at: first.drawn_at } : null;
  return { marks: Object.fromEntries(known), teams: teams.map(({ team_no, name, member_ids }) => ({ team_no, name, member_ids })), matches, draw };
}

async function drawerName(userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const { data } = await supabase.from('profiles').select('full_name, preferred_name').eq('user_id', userId).maybeSingle();
  return data ? data.preferred_name?.trim() || data.full_name.split(' ')[0] || null : null;
}

export const gameDayQuery = (eventId: string, userId: string) =>
  queryOptions({ queryKey: gameDayKeys.eventFor(eventId, userId), queryFn: () => fetchGameDay(eventId) });

/** The game day of an event for the signed-in organiser or participant, kept live, with this
 * device's changes still waiting to be sent shown on top. */
export function useGameDay(eventId: string, enabled: boolean) {
  const userId = useSession((s) => s.user?.id ?? null);
  const on = enabled && userId !== null;
  const queued = useQueuedChanges(eventId, userId);
  const select = useCallback((day: GameDay) => applyQueued(day, queued), [queued]);
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
  return useQuery({ ...gameDayQuery(eventId, userId ?? ''), enabled: on, select });
}
