import { useState, type FormEvent } from 'react';
import { ACCESSIBILITY_OPTIONS, ONBOARDING_GENDERS } from '@quadra/domain';
import { Button, RadioGroup, Select } from '@quadra/ui';
import type { OnboardingProfile } from '../data/my-profile';
import { onboardingActionsClassName } from './onboarding-screen';

interface AccessibilityStepFormProps {
  saved: OnboardingProfile | null;
  saving: boolean;
  genderError: string | null;
  onSubmit(gender: string, accessibility: string): void;
}

/** A saved list maps back to one choice: one need is itself, several are 'multiple'. */
function savedAccessibility(needs: string[] | undefined): string {
  if (!needs || needs.length === 0) return '';
  return needs.length === 1 ? (needs[0] ?? '') : 'multiple';
}

export function AccessibilityStepForm({ saved, saving, genderError, onSubmit }: AccessibilityStepFormProps) {
  const [accessibility, setAccessibility] = useState(() => savedAccessibility(saved?.accessibility_needs));
  const [gender, setGender] = useState(() =>
    ONBOARDING_GENDERS.some((g) => g.value === saved?.gender) ? (saved?.gender ?? '') : '',
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSubmit(gender, accessibility);
  }

  return (
    <form className={onboardingActionsClassName} onSubmit={handleSubmit} noValidate>
      <Select
        label="Você possui alguma necessidade de acessibilidade?"
        name="accessibility"
        placeholder="Selecione"
        options={ACCESSIBILITY_OPTIONS}
        value={accessibility}
        onChange={(e) => setAccessibility(e.target.value)}
      />
      <RadioGroup
        label="Gênero"
        name="gender"
        required
        options={ONBOARDING_GENDERS}
        value={gender || null}
        onValueChange={setGender}
        error={genderError ?? undefined}
      />
      <Button type="submit" fullWidth loading={saving}>
        Continuar
      </Button>
    </form>
  );
}
