import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MyProfile } from '@quadra/data';
import {
  LIMITS,
  messages,
  PROFILE_GENDERS,
  profileEditSchema,
  todayIso,
  toProfileGender,
  type ProfileEditInput,
  type ProfileEditValues,
} from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, PhotoPicker, Select, TextField } from '@quadra/ui';
import { useSaveProfile } from '../hooks/use-save-profile';
import styles from './edit-profile.module.css';

const m = messages.profile;
const VALIDATION_TOAST = 'profile-validation';

/** Spec 5 'Profile update': the toast lists 'Nome: ...' / 'Telefone: ...' (other fields show their own text). */
function validationToast(errors: FieldErrors<ProfileEditInput>) {
  const lines = [
    errors.fullName?.message && m.nameError(errors.fullName.message),
    errors.phone?.message && m.phoneError(errors.phone.message),
    errors.city?.message,
    errors.birthDate?.message,
    errors.gender?.message,
  ].filter(Boolean);
  toast.error(messages.common.validationError, { id: VALIDATION_TOAST, description: lines.join('\n') });
}

export function EditProfileForm({ profile }: { profile: MyProfile }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const { save, saving } = useSaveProfile(profile.user_id);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProfileEditInput, unknown, ProfileEditValues>({
    resolver: zodResolver(profileEditSchema),
    defaultValues: {
      fullName: profile.full_name,
      phone: profile.phone ?? '',
      city: profile.city ?? '',
      birthDate: profile.birth_date ?? '',
      gender: toProfileGender(profile.gender),
    },
  });
  const fullName = useWatch({ control, name: 'fullName' });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        toast.dismiss(VALIDATION_TOAST);
        return save(values, photo, profile.profile_photo_url);
      }, validationToast)}
    >
      <PhotoPicker
        variant="avatar"
        label={m.photo}
        chooseText={m.choosePhoto}
        changeText={m.changePhoto}
        savedUrl={profile.profile_photo_url}
        file={photo}
        onChange={setPhoto}
        name={fullName}
        disabled={saving}
      />
      <TextField label={m.fullName} autoComplete="name" maxLength={LIMITS.fullNameMax} required error={errors.fullName?.message} {...register('fullName')} />
      <TextField label={m.phone} type="tel" inputMode="tel" autoComplete="tel-national" error={errors.phone?.message} {...register('phone')} />
      <TextField label={m.city} autoComplete="address-level2" maxLength={LIMITS.cityMax} error={errors.city?.message} {...register('city')} />
      <TextField
        label={m.birthDate}
        type="date"
        min={LIMITS.birthDateMin}
        max={todayIso()}
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
      <Select label={m.gender} placeholder={m.genderPlaceholder} options={PROFILE_GENDERS} error={errors.gender?.message} {...register('gender')} />
      <Button type="submit" loading={saving} fullWidth>
        {messages.common.save}
      </Button>
    </form>
  );
}
