import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages, playerStrength } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { gameDayKeys } from '../keys';
import { GAME_DAY_NETWORK, gameDayFailure } from './game-day-failure';
import type { GameDay, Team } from './game-day';

export interface SaveTeams {
  eventId: string;
  /** In order: the first is team 1 ('Time A'). */
  teams: { name: string; member_ids: string[] }[];
}

/** A draw, a redraw, a swap or a rename: the whole set at once (rpc save_teams). */
export async function saveTeams({ eventId, teams }: SaveTeams): Promise<void> {
  unwrap(await supabase.rpc('save_teams', { p_event_id: eventId, p_teams: teams }));
}

export function useSaveTeams() {
  return useGuardedMutation({
    name: 'save-teams',
    lockKey: ({ eventId }) => eventId,
    mutationFn: saveTeams,
    optimistic: [
      optimistic<GameDay, SaveTeams>(
        ({ eventId }) => gameDayKeys.event(eventId),
        (old, { teams }) => ({ ...old, teams: teams.map((t, i): Team => ({ ...t, team_no: i + 1 })) }),
      ),
    ],
    invalidates: ({ eventId }) => [gameDayKeys.event(eventId)],
    networkMode: GAME_DAY_NETWORK,
    onError: (error) => gameDayFailure(messages.gameDay.teamsError, error),
  });
}

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
