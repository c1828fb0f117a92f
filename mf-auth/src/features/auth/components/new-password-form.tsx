import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, messages, newPasswordSchema, type ChangePasswordForm } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import { authFormClassName } from './auth-screen';
import { FormError } from './form-error';
import { newPasswordErrors } from './password-text';

const m = messages.account;

interface NewPasswordFormProps {
  /** 'Alterar senha' asks for the current one; the recovery link's 'Nova senha' does not. */
  askCurrent: boolean;
  submitLabel: string;
  submitting: boolean;
  /** The server's refusal: a wrong current password under its field, anything else above the button. */
  error: { field: 'current' | 'form'; text: string } | null;
  onSubmit(values: ChangePasswordForm): void;
}

/**
 * A new password with the sign-up's rules and messages, said under each field as the person types
 * (as SignupForm does), and its confirmation.
 */
export function NewPasswordForm({ askCurrent, submitLabel, submitting, error, onSubmit }: NewPasswordFormProps) {
  const { register, handleSubmit, control, formState } = useForm<ChangePasswordForm>({
    // Without the current password, its field is not drawn and its value stays '' (the schema has none).
    resolver: askCurrent ? zodResolver(changePasswordSchema) : (zodResolver(newPasswordSchema) as unknown as Resolver<ChangePasswordForm>),
    mode: 'all',
    criteriaMode: 'all',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const values = { currentPassword: '', password: '', confirmPassword: '', ...useWatch({ control }) };
  const currentError =
    error?.field === 'current' ? error.text : touchedFields.currentPassword || isSubmitted ? errors.currentPassword?.message : undefined;
  const { passwordError, confirmError } = newPasswordErrors(values, formState);

  const submit = handleSubmit((valid) => {
    if (!submitting) onSubmit(valid);
  });

  return (
    <form className={authFormClassName} onSubmit={(e) => void submit(e)} noValidate>
      {askCurrent ? (
        <TextField label={m.changePassword.current} type="password" autoComplete="current-password" error={currentError} {...register('currentPassword')} />
      ) : null}
      <TextField
        label={m.reset.newPassword}
        type="password"
        autoComplete="new-password"
        error={passwordError}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <TextField label={m.reset.confirmPassword} type="password" autoComplete="new-password" error={confirmError} {...register('confirmPassword')} />
      <FormError error={error?.field === 'form' ? error.text : null} />
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
