import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { DbError, failureToast, uploadImage, useUpdateProfile, toast } from '@quadra/data';
import { messages, type ProfileEditValues } from '@quadra/domain';

const m = messages.profile;
/** A failed save's toast; the next attempt's failure replaces it, a success removes it. */
const SAVE_TOAST = 'save-profile';

/**
 * 'Salvar': the new photo is uploaded first (if it fails nothing is written), then the one profile
 * update; success returns to the own profile. On any failure the form keeps what was typed.
 */
export function useSaveProfile(userId: string | null) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);

  async function save(values: ProfileEditValues, photo: File | null, savedPhotoUrl: string | null) {
    if (!userId || uploading || update.anyPending) return;
    let photoUrl = savedPhotoUrl;
    if (photo) {
      setUploading(true);
      try {
        photoUrl = await uploadImage({ kind: 'profile', userId }, photo);
      } catch (error) {
        failureToast(messages.onboarding.photoUploadError, error, SAVE_TOAST);
        return;
      } finally {
        setUploading(false);
      }
    }
    try {
      await update.runAsync({
        userId,
        changes: {
          full_name: values.fullName,
          phone: values.phone,
          city: values.city,
          birth_date: values.birthDate,
          gender: values.gender,
          profile_photo_url: photoUrl,
        },
      });
    } catch (error) {
      const { title, description } = error instanceof DbError ? m.saveError : m.saveUnexpected;
      toast.error(title, { id: SAVE_TOAST, description });
      return;
    }
    toast.dismiss(SAVE_TOAST);
    toast.success(m.updated);
    navigate(paths.currentProfile);
  }

  return { save, saving: uploading || update.anyPending };
}
