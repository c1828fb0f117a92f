import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerStrength } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { queryClient } from '@quadra/data/singletons';
import { unwrap } from '../client/unwrap';
import { gameDayKeys } from '../keys';
import { applyQueued } from './offline/apply-queued';
import { queueChange, queuedChanges } from './offline/game-day-sync';
import { useQueuedAction } from './offline/use-queued-action';
import type { GameDay } from './game-day';

export interface SaveTeams {
  eventId: string;
  /** In order: the first is team 1 ('Time A'). */
  teams: { name: string; member_ids: string[] }[];
  /** 'Sortear times' / 'Sortear de novo' (a new draw); otherwise a swap or a rename of the draw shown. */
  drawn?: boolean;
}

/** The draw the screen shows now (the database's, or one of this device's still waiting). */
function shownDrawId(eventId: string): string | null {
  const userId = useSession.getState().user?.id ?? '';
  const day = queryClient.getQueryData<GameDay>(gameDayKeys.eventFor(eventId, userId));
  return day ? (applyQueued(day, queuedChanges(eventId, userId)).draw?.id ?? null) : null;
}

/**
 * A draw, a redraw, a swap or a rename: the whole set at once. It names the draw it changes, so
 * the database can tell a draw made meanwhile by another organiser (the first made is kept).
 */
export function saveTeams({ eventId, teams, drawn = false }: SaveTeams): Promise<void> {
  const base = shownDrawId(eventId);
  const drawId = drawn || !base ? crypto.randomUUID() : base;
  return queueChange('teams', eventId, { drawn: drawn || !base, draw_id: drawId, base_draw_id: base, teams });
}

export const useSaveTeams = () => useQueuedAction(saveTeams);

/** Each registered participant's strength for the balanced draw (organiser only), by user id. */
export async function fetchTeamStrengths(eventId: string): Promise<Map<string, number>> {
  const rows = unwrap(await supabase.rpc('get_team_strengths', { p_event_id: eventId }));
  return new Map(
    rows.flatMap((r): [string, number][] =>
      r.user_id
        ? [[r.user_id, playerStrength({ games: r.games ?? 0, praises: r.praises ?? 0, average_level: r.average_level === null ? null : Number(r.average_level) })]]
        : [],
    ),
  );
}

export const teamStrengthsQuery = (eventId: string) =>
  queryOptions({ queryKey: gameDayKeys.strengths(eventId), queryFn: () => fetchTeamStrengths(eventId) });

export function useTeamStrengths(eventId: string, enabled: boolean) {
  return useQuery({ ...teamStrengthsQuery(eventId), enabled });
}
