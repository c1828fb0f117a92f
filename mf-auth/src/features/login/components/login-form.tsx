import { useState, type FormEvent } from 'react';
import { canSubmitLogin, messages } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import { authFormClassName } from '../../auth/components/auth-screen';

interface LoginFormProps {
  initialEmail: string;
  submitting: boolean;
  error: string | null;
  onSubmit(values: { email: string; password: string }): void;
}

export function LoginForm({ initialEmail, submitting, error, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const canSubmit = canSubmitLogin({ email, password });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit && !submitting) onSubmit({ email, password });
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
      />
      <TextField
        label="Senha"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" fullWidth disabled={!canSubmit} loading={submitting}>
        {messages.login.submit}
      </Button>
    </form>
  );
}
