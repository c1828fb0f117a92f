import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { canSubmitSignup, messages, signupSchema, type SignupForm as SignupValues } from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, TextField } from '@quadra/ui';
import { authFormClassName } from '../../auth/components/auth-screen';

interface SignupFormProps {
  submitting: boolean;
  onSubmit(values: SignupValues): void;
}

/** 'Aceitar e cadastrar' is gated as the spec says (6+ equal characters); the rules of section 5 check the rest. */
export function SignupForm({ submitting, onSubmit }: SignupFormProps) {
  const { register, handleSubmit, control, formState } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    criteriaMode: 'all',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const canSubmit = canSubmitSignup({ email: '', password: '', confirmPassword: '', ...useWatch({ control }) });
  const passwordProblems = passwordProblemsOf(errors.password?.types);

  const submit = handleSubmit(
    (values) => {
      if (!submitting) onSubmit(values);
    },
    (invalid) => {
      if (invalid.email?.message) toast.error(invalid.email.message, { id: 'signup' });
      else if (invalid.password) toast.error(messages.signup.weakPassword(passwordProblemsOf(invalid.password.types)), { id: 'signup' });
      else if (invalid.confirmPassword?.message) toast.error(invalid.confirmPassword.message, { id: 'signup' });
    },
  );

  return (
    <form className={authFormClassName} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        error={passwordProblems || undefined}
        {...register('password')}
      />
      <TextField
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth disabled={!canSubmit} loading={submitting}>
        {messages.signup.submit}
      </Button>
    </form>
  );
}

/** Every broken password rule, for 'Senha fraca: a, b'. */
function passwordProblemsOf(types: Record<string, unknown> | undefined): string {
  return Object.values(types ?? {})
    .flat()
    .filter((t): t is string => typeof t === 'string' && t.length > 0)
    .join(', ');
}
