import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { gameDayKeys } from '../keys';
import { GAME_DAY_NETWORK, gameDayFailure } from './game-day-failure';
import type { Match } from './game-day';

export type MatchScore = Omit<Match, 'id'>;
export interface SaveMatch {
  eventId: string;
  /** Absent for a new match ('Registrar partida'). */
  id?: string;
  score: MatchScore;
}

/** Resolves the saved match's id. */
export async function saveMatch({ eventId, id, score }: SaveMatch): Promise<string> {
  const saved = id
    ? await supabase.from('event_matches').update(score).eq('id', id).select('id').single()
    : await supabase.from('event_matches').insert({ event_id: eventId, ...score }).select('id').single();
  return unwrap(saved).id;
}

export async function removeMatch({ id }: { eventId: string; id: string }): Promise<void> {
  unwrap(await supabase.from('event_matches').delete().eq('id', id).select('id').single());
}

export function useSaveMatch() {
  return useGuardedMutation({
    name: 'save-match',
    lockKey: ({ eventId, id }) => `${eventId}:${id ?? 'new'}`,
    mutationFn: saveMatch,
    invalidates: ({ eventId }) => [gameDayKeys.event(eventId)],
    networkMode: GAME_DAY_NETWORK,
    onError: (error) => gameDayFailure(messages.gameDay.scoreError, error),
  });
}

export function useRemoveMatch() {
  return useGuardedMutation({
    name: 'remove-match',
    lockKey: ({ id }) => id,
    mutationFn: removeMatch,
    invalidates: ({ eventId }) => [gameDayKeys.event(eventId)],
    networkMode: GAME_DAY_NETWORK,
    onError: (error) => gameDayFailure(messages.gameDay.scoreError, error),
  });
}
