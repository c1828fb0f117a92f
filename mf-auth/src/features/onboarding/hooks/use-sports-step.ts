import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages, sportSuggestionOutcomeToast, sportSuggestionProblem, validateOnboardingStep3 } from '@quadra/domain';
import { toast } from '@quadra/ui';
import { suggestSport } from '@quadra/data';
import { clearOnboardingKeys, readUserSports, saveUserSports } from '../../auth/data/onboarding-storage';
import { markOnboardingDone } from '../../auth/data/onboarding-status';
import { loadSportNames, replaceUserSports } from '../data/sports';
import { useOnboardingUser } from './use-onboarding-user';

export function useSportsStep() {
  const navigate = useNavigate();
  const { user, requireUserId } = useOnboardingUser();
  const [sports, setSports] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string[]>(readUserSports);
  const [saving, setSaving] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void loadSportNames().then(({ names, fallback }) => {
      if (!active) return;
      if (fallback) toast.error(messages.onboarding.loadSportsError);
      setSports(names);
    });
    return () => {
      active = false;
    };
  }, []);

  function toggle(name: string) {
    const next = selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
    setSelected(next);
    saveUserSports(next);
    if (next.length > 0) setError(null);
  }

  /** Returns true when the suggestion was handled, so the input can be cleared. */
  async function suggest(name: string): Promise<boolean> {
    const problem = sportSuggestionProblem(name, Boolean(user));
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
      const isServerAnswer = typeof cause === 'object' && cause !== null && 'code' in cause;
      toast.error(isServerAnswer ? messages.onboarding.suggestionError : messages.onboarding.suggestionUnexpected);
      return false;
    } finally {
      setSuggesting(false);
    }
  }

  async function finish() {
    const problem = validateOnboardingStep3(selected)[0] ?? null;
    setError(problem);
    if (problem) return toast.error(problem);
    const userId = requireUserId();
    if (!userId) return;
    setSaving(true);
    try {
      const saved = await replaceUserSports(userId, selected).catch((cause: unknown) => {
        console.error(cause);
        return -1;
      });
      if (saved <= 0) return toast.error(messages.onboarding.saveSportsError);
      await markOnboardingDone();
      clearOnboardingKeys();
      toast.success(messages.onboarding.completed);
      navigate(paths.loading);
    } catch (cause) {
      console.error(cause);
      toast.error(messages.onboarding.finishError);
    } finally {
      setSaving(false);
    }
  }

  return { sports, selected, toggle, suggest, suggesting, finish, saving, error };
}
