import { messages } from '@quadra/domain';
import { failureToast } from '../client/failure-toast';
import { toast } from '@quadra/data/singletons';

/** At the court a change either saves now or says it did not: never waits unseen for the network. */
export const GAME_DAY_NETWORK = 'always';

/** A game-day change that did not save: offline says so (the phone is at the court), else the
 * database's reason or the screen's text. One toast id: a retry replaces it. */
export function gameDayFailure(screenText: string, error: unknown): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    toast.error(messages.gameDay.offline.title, { id: 'game-day', description: messages.gameDay.offline.description });
  else failureToast(screenText, error, 'game-day');
}
