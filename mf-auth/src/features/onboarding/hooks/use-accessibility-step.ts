import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { toast } from '@quadra/data';
import { updateDraft, type AccessibilityAnswers } from '../data/onboarding-draft';
import { saveAccessibilityAnswers, StepSaveError } from '../data/save-answers';
import { useOnboardingAccount } from './use-onboarding-account';

/** Step 2: kept on the device as chosen; saved to the account at once when there is a session. */
export function useAccessibilityStep() {
  const navigate = useNavigate();
  const { userId, email, requireEmail } = useOnboardingAccount();
  const [saving, setSaving] = useState(false);

  const keep = useCallback((answers: AccessibilityAnswers) => email && updateDraft(email, { accessibility: answers }), [email]);

  async function save(answers: AccessibilityAnswers) {
    const owner = requireEmail();
    if (!owner) return;
    setSaving(true);
    try {
      updateDraft(owner, { accessibility: answers });
      if (userId) await saveAccessibilityAnswers(userId, answers);
      navigate(paths.onboarding(3));
    } catch (error) {
      toast.error(error instanceof StepSaveError ? error.message : messages.onboarding.saveError, { id: 'onboarding-step' });
    } finally {
      setSaving(false);
    }
  }

  return { save, keep, saving };
}
