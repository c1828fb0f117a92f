import { useState, type FormEvent } from 'react';
import { supabase } from '@quadra/supabase';
import { useSession } from '@quadra/session';

/**
 * A bare sign-in box for a remote running standalone in development (the real login screen lives
 * in mf_auth, which a standalone remote does not load).
 */
export function StandaloneSignIn() {
  const status = useSession((s) => s.status);
  const email = useSession((s) => s.user?.email);
  const signOut = useSession((s) => s.signOut);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const { error: failure } = await supabase.auth.signInWithPassword({
      email: String(form.get('email')),
      password: String(form.get('password')),
    });
    setError(failure ? failure.message : null);
  }

  if (status === 'signed-in') {
    return (
      <p>
        Sessão: {email}{' '}
        <button type="button" onClick={() => void signOut()}>
          Sair
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Entrar (modo isolado)">
      <input name="email" type="email" placeholder="E-mail" defaultValue="ana@quadra.dev" aria-label="E-mail" />
      <input name="password" type="password" placeholder="Senha" defaultValue="Quadra123" aria-label="Senha" />
      <button type="submit">Entrar</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
