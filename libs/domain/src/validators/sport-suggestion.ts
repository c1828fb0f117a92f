import * as messages from '../messages';
import type { TitledMessage } from '../titled-message';

export type SuggestSportOutcome = 'created' | 'pending_duplicate' | 'approved_duplicate';

/** Why a suggestion cannot be sent yet (blank, or signed out), or null. */
export function sportSuggestionProblem(name: string, signedIn: boolean): TitledMessage | null {
  if (!name.trim()) return messages.sportSuggestion.empty;
  if (!signedIn) return { title: messages.common.error, description: messages.sportSuggestion.needsLogin };
  return null;
}

export interface OutcomeToast {
  kind: 'success' | 'info';
  title: string;
  description?: string;
}

/** The toast for suggest_sport's outcome; onboarding and the wizard word success differently. */
export function sportSuggestionOutcomeToast(
  outcome: SuggestSportOutcome,
  context: 'onboarding' | 'wizard',
): OutcomeToast {
  if (outcome === 'pending_duplicate') return { kind: 'info', ...messages.sportSuggestion.pendingDuplicate };
  if (outcome === 'approved_duplicate') return { kind: 'info', ...messages.sportSuggestion.approvedDuplicate };
  return {
    kind: 'success',
    title: context === 'onboarding' ? messages.onboarding.suggestionSent : messages.sportSuggestion.sent,
  };
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

/** Wizard step 3 autocomplete: names containing the query (case and accents ignored), minus an exact match. */
export function sportAutocomplete(sports: readonly string[], query: string): string[] {
  const q = fold(query);
  if (!q) return [];
  return sports.filter((sport) => {
    const name = fold(sport);
    return name.includes(q) && name !== q;
  });
}
