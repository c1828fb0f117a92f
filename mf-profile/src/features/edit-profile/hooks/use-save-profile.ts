import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { DbError, failureToast, toast, UploadFailed, useUpdateProfile } from '@quadra/data';
import { messages, type ProfileEditValues } from '@quadra/domain';

const m = messages.profile;
/** A failed save's toast; the next attempt's failure replaces it, a success removes it. */
const SAVE_TOAST = 'save-profile';

/**
 * 'Salvar': one profile update, the new photo uploaded first (if it fails nothing is written);
 * success returns to the own profile. On any failure the form keeps what was typed.
 */
export function useSaveProfile(userId: string | null) {
  const navigate = useNavigate();
  const update = useUpdateProfile({
    onSuccess: () => {
      toast.dismiss(SAVE_TOAST);
      toast.success(m.updated);
      navigate(paths.currentProfile);
    },
    onError: (error) => {
      if (error instanceof UploadFailed) return failureToast(messages.onboarding.photoUploadError, error.reason, SAVE_TOAST);
      const { title, description } = error instanceof DbError ? m.saveError : m.saveUnexpected;
      toast.error(title, { id: SAVE_TOAST, description });
    },
  });

  function save(values: ProfileEditValues, photo: File | null, savedPhotoUrl: string | null) {
    if (!userId) return;
    update.run({
      userId,
      photo,
      changes: {
        full_name: values.fullName,
        phone: values.phone,
        city: values.city,
        birth_date: values.birthDate,
        gender: values.gender,
        profile_photo_url: savedPhotoUrl,
      },
    });
  }

  return { save, saving: update.anyPending };
}
