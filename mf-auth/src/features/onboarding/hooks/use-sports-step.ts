import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { profileKeys, toast, useGuardedMutation, useSports, useSuggestSport } from '@quadra/data';
import { FALLBACK_SPORTS, messages, validateOnboardingStep3 } from '@quadra/domain';
import { updateDraft } from '../data/onboarding-draft';
import { finishWithSports, StepSaveError } from '../data/save-answers';
import { useOnboardingAccount } from './use-onboarding-account';

interface FinishVars {
  userId: string;
  sports: string[];
}

/** Step 3: the sports (kept on the device as picked), suggestions, and the end of the onboarding. */
export function useSportsStep(initial: string[]) {
  const navigate = useNavigate();
  const { userId, requireEmail } = useOnboardingAccount();
  const sportsQuery = useSports();
  const [selected, setSelected] = useState<string[]>(initial);
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

  const suggestion = useSuggestSport({
    context: 'onboarding',
    // An approved sport is already in the list: choose it for the athlete.
    onSent: (name, outcome) => {
      const listed = sports?.find((s) => s.toLowerCase() === name.toLowerCase());
      if (outcome === 'approved_duplicate' && listed && !selected.includes(listed)) toggle(listed);
    },
  });

  const finishing = useGuardedMutation<void, FinishVars>({
    name: 'onboarding-finish',
    lockKey: ({ userId: id }) => id,
    mutationFn: ({ userId: id, sports: chosen }) => finishWithSports(id, chosen),
    invalidates: ({ userId: id }) => [profileKeys.mine(id), profileKeys.sports(id)],
    onSuccess: () => {
      toast.success(messages.onboarding.completed, { id: 'onboarding-step' });
      navigate(paths.loading);
    },
    onError: (cause) =>
      toast.error(cause instanceof StepSaveError ? cause.message : messages.onboarding.finishError, { id: 'onboarding-step' }),
  });

  function finish() {
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
    finishing.run({ userId, sports: selected });
  }

  return {
    sports,
    selected,
    toggle,
    suggest: suggestion.suggest,
    suggesting: suggestion.pending,
    canSuggest: userId !== null,
    finish,
    saving: finishing.anyPending,
    error,
  };
}
