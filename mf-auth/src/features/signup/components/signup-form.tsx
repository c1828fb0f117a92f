import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { canSubmitSignup, messages, signupSchema, type SignupForm as SignupValues } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import { authFormClassName } from '../../auth/components/auth-screen';
import { FormError } from '../../auth/components/form-error';
import { newPasswordErrors } from '../../auth/components/password-text';

interface SignupFormProps {
  submitting: boolean;
  /** The last attempt's refusal (rate limit, address already registered…), above the button. */
  error: string | null;
  onSubmit(values: SignupValues): void;
}

/**
 * 'Aceitar e cadastrar' is gated as the spec says (6+ equal characters); signupSchema's rules say,
 * under each field as the person types, what is still missing. Each problem is shown once, in its
 * field: no toast repeats it.
 */
export function SignupForm({ submitting, error, onSubmit }: SignupFormProps) {
  const { register, handleSubmit, control, formState } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    mode: 'all',
    criteriaMode: 'all',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const values = { email: '', password: '', confirmPassword: '', ...useWatch({ control }) };

  // A half-typed address is not wrong yet: the e-mail speaks once left. The passwords: newPasswordErrors.
  const emailError = touchedFields.email || isSubmitted ? errors.email?.message : undefined;
  const { passwordError, confirmError } = newPasswordErrors(values, formState);

  const submit = handleSubmit((valid) => {
    if (!submitting) onSubmit(valid);
  });

  return (
    <form className={authFormClassName} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={emailError} {...register('email')} />
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        error={passwordError}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <TextField
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        error={confirmError}
        {...register('confirmPassword')}
      />
      <FormError error={error} />
      <Button type="submit" fullWidth disabled={!canSubmitSignup(values)} loading={submitting}>
        {messages.signup.submit}
      </Button>
    </form>
  );
}
