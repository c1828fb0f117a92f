import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { onboardingStep1Schema, todayIso } from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, PhotoPicker, TextField } from '@quadra/ui';
import type { ProfileAnswers } from '../data/onboarding-draft';
import { BirthDatePicker } from './birth-date-picker';
import { onboardingActionsClassName } from './onboarding-screen';

interface ProfileStepFormProps {
  initial: ProfileAnswers;
  /** The photo already saved (or kept on the device), shown until another is chosen. */
  savedPhotoUrl: string | null;
  initialPhoto?: File | null;
  saving: boolean;
  onSubmit(answers: ProfileAnswers, photo: File | null): void;
  /** Every change as it is typed, so a reload loses nothing. */
  onDraft(answers: ProfileAnswers): void;
}

export function ProfileStepForm({ initial, savedPhotoUrl, initialPhoto = null, saving, onSubmit, onDraft }: ProfileStepFormProps) {
  const [photo, setPhoto] = useState<File | null>(initialPhoto);
  const { register, control, handleSubmit, formState } = useForm<ProfileAnswers>({
    resolver: zodResolver(onboardingStep1Schema),
    defaultValues: initial,
  });
  const { errors } = formState;
  const values = useWatch({ control });
  const fullName = values.fullName ?? '';

  const { fullName: name = '', birthDate = '', preferredName = '' } = values;
  useEffect(() => {
    if (formState.isDirty) onDraft({ fullName: name, birthDate, preferredName });
  }, [name, birthDate, preferredName, formState.isDirty, onDraft]);

  const submit = handleSubmit(
    (answers) => {
      if (!saving) onSubmit(answers, photo);
    },
    (invalid) => {
      const first = invalid.fullName ?? invalid.birthDate ?? invalid.preferredName;
      if (first?.message) toast.error(first.message, { id: 'onboarding-step' });
    },
  );

  return (
    <form className={onboardingActionsClassName} onSubmit={(e) => void submit(e)} noValidate>
      <PhotoPicker
        variant="avatar"
        label="Foto de perfil"
        chooseText="Adicionar foto de perfil"
        changeText="Trocar foto de perfil"
        hint="Opcional. JPG, PNG ou WebP até 5MB."
        name={fullName}
        savedUrl={savedPhotoUrl}
        file={photo}
        onChange={setPhoto}
      />
      <TextField label="Nome completo" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
      <Controller
        control={control}
        name="birthDate"
        render={({ field, fieldState }) => (
          <BirthDatePicker
            label="Data de nascimento"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            max={todayIso()}
          />
        )}
      />
      <TextField
        label="Como prefere ser chamado?"
        autoComplete="nickname"
        required
        maxLength={50}
        error={errors.preferredName?.message}
        {...register('preferredName')}
      />
      <Button type="submit" fullWidth loading={saving}>
        Continuar
      </Button>
    </form>
  );
}
