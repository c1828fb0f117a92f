import { useState, type FormEvent } from 'react';
import { canSubmitSignup, messages } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import { authFormClassName } from '../../auth/components/auth-screen';
import type { SignupFieldErrors } from '../hooks/use-signup';

interface SignupFormProps {
  submitting: boolean;
  errors: SignupFieldErrors;
  onSubmit(values: { email: string; password: string; confirmPassword: string }): void;
}

export function SignupForm({ submitting, errors, onSubmit }: SignupFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const canSubmit = canSubmitSignup({ email, password, confirmPassword });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit && !submitting) onSubmit({ email, password, confirmPassword });
  }

  return (
    <form className={authFormClassName} onSubmit={handleSubmit} noValidate>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        label="Senha"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirmar senha"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" fullWidth disabled={!canSubmit} loading={submitting}>
        {messages.signup.submit}
      </Button>
    </form>
  );
}
