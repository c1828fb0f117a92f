import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { accessibilityNeedsToSave, messages, validateOnboardingStep2 } from '@quadra/domain';
import { toast } from '@quadra/ui';
import { updateProfile } from '@quadra/data';
import { useOnboardingUser } from './use-onboarding-user';

export function useAccessibilityStep() {
  const navigate = useNavigate();
  const { requireUserId } = useOnboardingUser();
  const [saving, setSaving] = useState(false);
  const [genderError, setGenderError] = useState<string | null>(null);

  async function save(gender: string, accessibility: string) {
    const problem = validateOnboardingStep2({ gender })[0] ?? null;
    setGenderError(problem);
    if (problem) return toast.error(problem);
    const userId = requireUserId();
    if (!userId) return;
    setSaving(true);
    try {
      // 'none' or nothing chosen saves an empty list (spec section 5).
      await updateProfile(userId, { gender, accessibility_needs: accessibilityNeedsToSave(accessibility) });
      toast.success(messages.onboarding.saved);
      navigate(paths.onboarding(3));
    } catch (error) {
      console.error(error);
      toast.error(messages.onboarding.saveError);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, genderError };
}
