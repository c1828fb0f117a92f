import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailFormSchema, type EmailForm as EmailValues } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import { authFormClassName } from './auth-screen';
import { FormError } from './form-error';

interface EmailFormProps {
  label: string;
  submitLabel: string;
  initialEmail?: string;
  submitting: boolean;
  error: string | null;
  onSubmit(values: EmailValues): void;
}

/** One address, checked as at sign-up ('Esqueceu a senha?', 'Alterar e-mail'). */
export function EmailForm({ label, submitLabel, initialEmail = '', submitting, error, onSubmit }: EmailFormProps) {
  const { register, handleSubmit, formState } = useForm<EmailValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: initialEmail },
  });
  const submit = handleSubmit((valid) => {
    if (!submitting) onSubmit(valid);
  });
  return (
    <form className={authFormClassName} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={label} type="email" autoComplete="email" inputMode="email" error={formState.errors.email?.message} {...register('email')} />
      <FormError error={error} />
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
