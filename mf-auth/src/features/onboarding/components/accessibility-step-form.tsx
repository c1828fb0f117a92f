import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCESSIBILITY_OPTIONS, ONBOARDING_GENDERS, onboardingStep2Schema } from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, RadioGroup, Select } from '@quadra/ui';
import type { AccessibilityAnswers } from '../data/onboarding-draft';
import { onboardingActionsClassName } from './onboarding-screen';

interface AccessibilityStepFormProps {
  initial: AccessibilityAnswers;
  saving: boolean;
  onSubmit(answers: AccessibilityAnswers): void;
  onDraft(answers: AccessibilityAnswers): void;
}

export function AccessibilityStepForm({ initial, saving, onSubmit, onDraft }: AccessibilityStepFormProps) {
  const { control, handleSubmit, formState } = useForm<AccessibilityAnswers>({
    resolver: zodResolver(onboardingStep2Schema),
    defaultValues: initial,
  });

  const { gender = '', accessibility = '' } = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) onDraft({ gender, accessibility });
  }, [gender, accessibility, formState.isDirty, onDraft]);

  const submit = handleSubmit(
    (answers) => {
      if (!saving) onSubmit(answers);
    },
    (invalid) => {
      if (invalid.gender?.message) toast.error(invalid.gender.message, { id: 'onboarding-step' });
    },
  );

  return (
    <form className={onboardingActionsClassName} onSubmit={(e) => void submit(e)} noValidate>
      <Controller
        control={control}
        name="accessibility"
        render={({ field }) => (
          <Select
            label="Você possui alguma necessidade de acessibilidade?"
            placeholder="Selecione"
            options={ACCESSIBILITY_OPTIONS}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Gênero"
            name="gender"
            required
            options={ONBOARDING_GENDERS}
            value={field.value || null}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" fullWidth loading={saving}>
        Continuar
      </Button>
    </form>
  );
}
