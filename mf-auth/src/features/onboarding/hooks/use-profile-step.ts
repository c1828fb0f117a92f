import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { profileKeys, toast, useGuardedMutation } from '@quadra/data';
import { messages } from '@quadra/domain';
import { saveDraftPhoto, updateDraft, type ProfileAnswers } from '../data/onboarding-draft';
import { saveProfileAnswers, StepSaveError } from '../data/save-answers';
import { useOnboardingAccount } from './use-onboarding-account';

interface ProfileStepVars {
  owner: string;
  userId: string | null;
  answers: ProfileAnswers;
  photo: File | null;
  savedPhotoUrl: string | null;
}

/** Kept on this device first; saved to the account too when there is a session. Says which of the two. */
async function keepAndSave({ owner, userId, answers, photo, savedPhotoUrl }: ProfileStepVars): Promise<'saved' | 'kept'> {
  updateDraft(owner, { profile: answers });
  if (photo) await saveDraftPhoto(owner, photo).catch((e: unknown) => console.warn('Foto não guardada no aparelho', e));
  if (!userId) return 'kept';
  await saveProfileAnswers(userId, answers, photo, savedPhotoUrl);
  return 'saved';
}

/** Step 1: kept on the device as typed; saved to the account at once when there is a session. */
export function useProfileStep() {
  const navigate = useNavigate();
  const { userId, email, requireEmail } = useOnboardingAccount();

  const keep = useCallback((answers: ProfileAnswers) => email && updateDraft(email, { profile: answers }), [email]);

  const step = useGuardedMutation<'saved' | 'kept', ProfileStepVars>({
    name: 'onboarding-profile',
    lockKey: ({ owner }) => owner,
    mutationFn: keepAndSave,
    invalidates: ({ userId: id }) => (id ? [profileKeys.mine(id), profileKeys.public(id)] : []),
    onSuccess: (where) => {
      if (where === 'saved') {
        toast.success(messages.onboarding.saved, { id: 'onboarding-step' });
      } else {
        toast.success(messages.onboarding.keptOnDevice, { id: 'onboarding-step' });
      }
      navigate(paths.onboarding(2));
    },
    onError: (error) =>
      toast.error(error instanceof StepSaveError ? error.message : messages.onboarding.saveError, { id: 'onboarding-step' }),
  });

  function save(answers: ProfileAnswers, photo: File | null, savedPhotoUrl: string | null) {
    const owner = requireEmail();
    if (owner) step.run({ owner, userId, answers, photo, savedPhotoUrl });
  }

  return { save, keep, saving: step.anyPending };
}
