import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { profileKeys, toast, useGuardedMutation } from '@quadra/data';
import { messages } from '@quadra/domain';
import { updateDraft, type AccessibilityAnswers } from '../data/onboarding-draft';
import { saveAccessibilityAnswers, StepSaveError } from '../data/save-answers';
import { useOnboardingAccount } from './use-onboarding-account';

interface AccessibilityStepVars {
  owner: string;
  userId: string | null;
  answers: AccessibilityAnswers;
}

/** Step 2: kept on the device as chosen; saved to the account at once when there is a session. */
export function useAccessibilityStep() {
  const navigate = useNavigate();
  const { userId, email, requireEmail } = useOnboardingAccount();

  const keep = useCallback((answers: AccessibilityAnswers) => email && updateDraft(email, { accessibility: answers }), [email]);

  const step = useGuardedMutation<void, AccessibilityStepVars>({
    name: 'onboarding-accessibility',
    lockKey: ({ owner }) => owner,
    mutationFn: async ({ owner, userId: id, answers }) => {
      updateDraft(owner, { accessibility: answers });
      if (id) await saveAccessibilityAnswers(id, answers);
    },
    invalidates: ({ userId: id }) => (id ? [profileKeys.mine(id)] : []),
    onSuccess: () => navigate(paths.onboarding(3)),
    onError: (error) =>
      toast.error(error instanceof StepSaveError ? error.message : messages.onboarding.saveError, { id: 'onboarding-step' }),
  });

  function save(answers: AccessibilityAnswers) {
    const owner = requireEmail();
    if (owner) step.run({ owner, userId, answers });
  }

  return { save, keep, saving: step.anyPending };
}
