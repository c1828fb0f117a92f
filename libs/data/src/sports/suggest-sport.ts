import { useCallback } from 'react';
import { messages, sportSuggestionOutcomeToast, sportSuggestionProblem, type SuggestSportOutcome } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { isRefusal } from '../client/errors';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';

/** rpc suggest_sport decides duplicates in the database (case-insensitive); onboarding and the wizard share it. */
export async function suggestSport(name: string): Promise<SuggestSportOutcome> {
  const outcome = (unwrap(await supabase.rpc('suggest_sport', { p_name: name })) as { outcome?: unknown } | null)?.outcome;
  if (outcome === 'created' || outcome === 'pending_duplicate' || outcome === 'approved_duplicate') return outcome;
  throw new Error(`Resposta inesperada de suggest_sport: ${String(outcome)}`);
}

export interface SuggestSportOptions {
  /** Onboarding and the wizard word the success and the failure differently (spec section 8). */
  context: 'onboarding' | 'wizard';
  /** The suggestion was recorded (or found a duplicate): the trimmed name and the database's outcome. */
  onSent(name: string, outcome: SuggestSportOutcome): void;
}

/**
 * 'Sugerir' of onboarding step 3 and the wizard's 'Sugerir novo esporte': the blank and signed-out
 * refusals before anything is sent, one call at a time, and every outcome told in a toast.
 * `suggest` resolves true once the suggestion was sent (the field may be emptied).
 */
export function useSuggestSport({ context, onSent }: SuggestSportOptions) {
  const signedIn = useSession((s) => s.user !== null);
  const mutation = useGuardedMutation<SuggestSportOutcome, string>({
    name: 'suggest-sport',
    lockKey: () => 'suggestion',
    mutationFn: suggestSport,
    // A suggestion waits for review: the sports list does not change.
    invalidates: () => [],
    onSuccess: (outcome, name) => {
      const shown = sportSuggestionOutcomeToast(outcome, context);
      toast[shown.kind](shown.title, { description: shown.description });
      onSent(name, outcome);
    },
    onError: (error) => {
      console.error(error);
      if (context === 'wizard') toast.error(messages.common.error, { description: messages.sportSuggestion.sendFailed });
      else toast.error(isRefusal(error) ? messages.onboarding.suggestionError : messages.onboarding.suggestionUnexpected);
    },
  });

  const { runAsync } = mutation;
  const suggest = useCallback(
    async (name: string): Promise<boolean> => {
      const problem = sportSuggestionProblem(name, signedIn);
      if (problem) {
        toast.error(problem.title, { description: problem.description });
        return false;
      }
      return (await runAsync(name.trim()).catch(() => undefined)) !== undefined;
    },
    [runAsync, signedIn],
  );

  return { suggest, pending: mutation.anyPending };
}
