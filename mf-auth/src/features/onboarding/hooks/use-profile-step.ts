import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/data';
import { saveDraftPhoto, updateDraft, type ProfileAnswers } from '../data/onboarding-draft';
import { saveProfileAnswers, StepSaveError } from '../data/save-answers';
import { useOnboardingAccount } from './use-onboarding-account';

/** Step 1: kept on the device as typed; saved to the account at once when there is a session. */
export function useProfileStep() {
  const navigate = useNavigate();
  const { userId, email, requireEmail } = useOnboardingAccount();
  const [saving, setSaving] = useState(false);

  const keep = useCallback((answers: ProfileAnswers) => email && updateDraft(email, { profile: answers }), [email]);

  async function save(answers: ProfileAnswers, photo: File | null, savedPhotoUrl: string | null) {
    const owner = requireEmail();
    if (!owner) return;
    setSaving(true);
    try {
      updateDraft(owner, { profile: answers });
      if (photo) await saveDraftPhoto(owner, photo).catch((e: unknown) => console.warn('Foto não guardada no aparelho', e));
      if (userId) {
        await saveProfileAnswers(userId, answers, photo, savedPhotoUrl);
        void useSession.getState().refreshProfile();
        toast.success(messages.onboarding.saved, { id: 'onboarding-step' });
      } else {
        toast.success(messages.onboarding.keptOnDevice, { id: 'onboarding-step' });
      }
      navigate(paths.onboarding(2));
    } catch (error) {
      toast.error(error instanceof StepSaveError ? error.message : messages.onboarding.saveError, { id: 'onboarding-step' });
    } finally {
      setSaving(false);
    }
  }

  return { save, keep, saving };
}
