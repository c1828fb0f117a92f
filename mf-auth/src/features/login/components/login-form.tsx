import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { canSubmitLogin, loginSchema, messages, type LoginForm as LoginValues } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import { authFormClassName } from '../../auth/components/auth-screen';

interface LoginFormProps {
  initialEmail: string;
  submitting: boolean;
  /** The last attempt's refusal (wrong password, unconfirmed e-mail…), under the password. */
  error: string | null;
  onSubmit(values: LoginValues): void;
  onInvalid(problems: string[]): void;
}

export function LoginForm({ initialEmail, submitting, error, onSubmit, onInvalid }: LoginFormProps) {
  const { register, handleSubmit, control } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: initialEmail, password: '' },
  });
  const canSubmit = canSubmitLogin({ email: '', password: '', ...useWatch({ control }) });
  const submit = handleSubmit(
    (values) => {
      if (!submitting) onSubmit(values);
    },
    (invalid) => onInvalid([invalid.email?.message, invalid.password?.message].filter((m): m is string => Boolean(m))),
  );

  return (
    <form className={authFormClassName} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...register('email')} />
      <TextField label="Senha" type="password" autoComplete="current-password" error={error ?? undefined} {...register('password')} />
      <Button type="submit" fullWidth disabled={!canSubmit} loading={submitting}>
        {messages.login.submit}
      </Button>
    </form>
  );
}
