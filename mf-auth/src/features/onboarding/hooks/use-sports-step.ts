import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { isRefusal, suggestSport, useSports, toast } from '@quadra/data';
import {
  FALLBACK_SPORTS,
  messages,
  sportSuggestionOutcomeToast,
  sportSuggestionProblem,
  validateOnboardingStep3,
} from '@quadra/domain';
import { updateDraft } from '../data/onboarding-draft';
import { finishWithSports, StepSaveError } from '../data/save-answers';
import { useOnboardingAccount } from './use-onboarding-account';

/** Step 3: the sports (kept on the device as picked), suggestions, and the end of the onboarding. */
export function useSportsStep(initial: string[]) {
  const navigate = useNavigate();
  const { userId, requireEmail } = useOnboardingAccount();
  const sportsQuery = useSports();
  const [selected, setSelected] = useState<string[]>(initial);
  const [saving, setSaving] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const failed = sportsQuery.isError;
  useEffect(() => {
    if (failed) toast.error(messages.onboarding.loadSportsError, { id: 'sports-load' });
  }, [failed]);
  const sports = sportsQuery.data?.map((s) => s.name) ?? (failed ? [...FALLBACK_SPORTS] : null);

  function toggle(name: string) {
    const next = selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
    setSelected(next);
    const owner = requireEmail();
    if (owner) updateDraft(owner, { sports: next });
    if (next.length > 0) setError(null);
  }

  /** Returns true when the suggestion was handled, so the input can be cleared. */
  async function suggest(name: string): Promise<boolean> {
    const problem = sportSuggestionProblem(name, userId !== null);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return false;
    }
    setSuggesting(true);
    try {
      const outcome = await suggestSport(name.trim());
      const shown = sportSuggestionOutcomeToast(outcome, 'onboarding');
      toast[shown.kind](shown.title, { description: shown.description });
      // An approved sport is already in the list: choose it for the athlete.
      const listed = sports?.find((s) => s.toLowerCase() === name.trim().toLowerCase());
      if (outcome === 'approved_duplicate' && listed && !selected.includes(listed)) toggle(listed);
      return true;
    } catch (cause) {
      console.error(cause);
      toast.error(isRefusal(cause) ? messages.onboarding.suggestionError : messages.onboarding.suggestionUnexpected);
      return false;
    } finally {
      setSuggesting(false);
    }
  }

  async function finish() {
    const problem = validateOnboardingStep3(selected)[0] ?? null;
    setError(problem);
    if (problem) return toast.error(problem, { id: 'onboarding-step' });
    const owner = requireEmail();
    if (!owner) return;
    updateDraft(owner, { sports: selected, finished: userId === null });
    if (!userId) {
      // Nothing can be saved before the e-mail is confirmed: the first login saves it all.
      toast.success(messages.onboarding.finishAfterConfirm, { id: 'onboarding-step' });
      navigate(paths.login);
      return;
    }
    setSaving(true);
    try {
      await finishWithSports(userId, selected);
      toast.success(messages.onboarding.completed, { id: 'onboarding-step' });
      navigate(paths.loading);
    } catch (cause) {
      toast.error(cause instanceof StepSaveError ? cause.message : messages.onboarding.finishError, { id: 'onboarding-step' });
    } finally {
      setSaving(false);
    }
  }

  return { sports, selected, toggle, suggest, suggesting, canSuggest: userId !== null, finish, saving, error };
}
