import { useState, type FormEvent } from 'react';
import { FALLBACKS, todayIso } from '@quadra/domain';
import { Button, PhotoPicker, TextField } from '@quadra/ui';
import type { OnboardingProfile } from '../data/my-profile';
import type { ProfileStepValues } from '../hooks/use-profile-step';
import { BirthDatePicker } from './birth-date-picker';
import { FormErrors } from './form-errors';
import { onboardingActionsClassName } from './onboarding-screen';

interface ProfileStepFormProps {
  saved: OnboardingProfile | null;
  saving: boolean;
  /** pt-BR problems of the last attempt, shown above the button. */
  errors: string[];
  onSubmit(values: ProfileStepValues): void;
  onEdit(): void;
}

/** The name the sign-up stores until the athlete gives theirs: not worth showing back. */
const SIGNUP_PLACEHOLDER_NAME = FALLBACKS.signupFullName;

export function ProfileStepForm({ saved, saving, errors, onSubmit, onEdit }: ProfileStepFormProps) {
  const [fullName, setFullName] = useState(
    saved?.full_name && saved.full_name !== SIGNUP_PLACEHOLDER_NAME ? saved.full_name : '',
  );
  const [birthDate, setBirthDate] = useState(saved?.birth_date ?? '');
  const [preferredName, setPreferredName] = useState(saved?.preferred_name ?? '');
  const [photo, setPhoto] = useState<File | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSubmit({ fullName, birthDate, preferredName, photo });
  }

  return (
    <form className={onboardingActionsClassName} onSubmit={handleSubmit} noValidate>
      <PhotoPicker
        variant="avatar"
        label="Foto de perfil"
        chooseText="Adicionar foto de perfil"
        changeText="Trocar foto de perfil"
        hint="Opcional. JPG, PNG ou WebP até 5MB."
        name={fullName}
        savedUrl={saved?.profile_photo_url ?? null}
        file={photo}
        onChange={setPhoto}
      />
      <TextField
        label="Nome completo"
        name="fullName"
        autoComplete="name"
        required
        value={fullName}
        onChange={(e) => {
          setFullName(e.target.value);
          onEdit();
        }}
      />
      <BirthDatePicker
        label="Data de nascimento"
        value={birthDate}
        onChange={(value) => {
          setBirthDate(value);
          onEdit();
        }}
        max={todayIso()}
      />
      <TextField
        label="Como prefere ser chamado?"
        name="preferredName"
        autoComplete="nickname"
        required
        value={preferredName}
        onChange={(e) => setPreferredName(e.target.value)}
      />
      <FormErrors errors={errors} />
      <Button type="submit" fullWidth loading={saving}>
        Continuar
      </Button>
    </form>
  );
}
