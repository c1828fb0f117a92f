import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages, sanitizeText, validateOnboardingStep1 } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';
import { updateProfile, uploadImage } from '@quadra/data';
import { useOnboardingUser } from './use-onboarding-user';

export interface ProfileStepValues {
  fullName: string;
  birthDate: string;
  preferredName: string;
  photo: File | null;
}

export function useProfileStep() {
  const navigate = useNavigate();
  const refreshProfile = useSession((s) => s.refreshProfile);
  const { requireUserId } = useOnboardingUser();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function save(values: ProfileStepValues, savedPhotoUrl: string | null) {
    // Section 5, step 1: required fields, profanity filter, name rules, birth-date bounds.
    const problems = validateOnboardingStep1(values);
    setErrors(problems);
    if (problems[0]) return toast.error(problems[0]);
    const userId = requireUserId();
    if (!userId) return;

    setSaving(true);
    try {
      // The photo goes first: if it fails nothing of the step is written.
      let photoUrl = savedPhotoUrl;
      if (values.photo) {
        try {
          photoUrl = await uploadImage({ kind: 'profile', userId }, values.photo);
        } catch (error) {
          console.error(error);
          return toast.error(messages.onboarding.photoUploadError);
        }
      }
      try {
        await updateProfile(userId, {
          full_name: sanitizeText(values.fullName).trim(),
          birth_date: values.birthDate,
          preferred_name: sanitizeText(values.preferredName).trim() || null,
          profile_photo_url: photoUrl,
        });
      } catch (error) {
        console.error(error);
        return toast.error(messages.onboarding.saveProfileError);
      }
      void refreshProfile();
      toast.success(messages.onboarding.saved);
      navigate(paths.onboarding(2));
    } finally {
      setSaving(false);
    }
  }

  /** Once the athlete edits the form, the last attempt's problems are out of date. */
  const clearErrors = () => setErrors((current) => (current.length > 0 ? [] : current));

  return { save, saving, errors, clearErrors };
}
