import { queueChange } from './offline/game-day-sync';
import { useQueuedAction } from './offline/use-queued-action';
import type { Match } from './game-day';

export type MatchScore = Omit<Match, 'id'>;
export interface SaveMatch {
  eventId: string;
  /** Absent for a new match ('Registrar partida'): its id is made here, so sending it twice records it once. */
  id?: string;
  score: MatchScore;
}

export const saveMatch = ({ eventId, id, score }: SaveMatch) => queueChange('score', eventId, { match_id: id ?? crypto.randomUUID(), ...score });

export const removeMatch = ({ eventId, id }: { eventId: string; id: string }) => queueChange('remove_match', eventId, { match_id: id });

export const useSaveMatch = () => useQueuedAction(saveMatch);
export const useRemoveMatch = () => useQueuedAction(removeMatch);
