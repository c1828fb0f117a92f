import { mapLoginError, mapSignupError } from '@quadra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../client/errors';
import { useSession } from '@quadra/session';
import { adminClient, connectToDataStack, signOut, waitUntil } from '../testing';
import { signIn } from './sign-in';
import { signUp } from './sign-up';

const ANA = 'a0000000-0000-4000-8000-000000000001';

beforeAll(() => {
  connectToDataStack();
});
afterAll(() => signOut());

/** The error a call threw (the test fails if it did not throw). */
async function thrown(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable('the call was expected to throw'),
    (error: unknown) => error,
  );
}

describe('auth endpoints throw like every other endpoint, with GoTrue error_code as the code', () => {
  it('a wrong password', async () => {
    const error = await thrown(signIn('ana@quadra.dev', 'SenhaErrada1'));
    expect(error).toBeInstanceOf(DbError);
    expect(error).toMatchObject({ code: 'invalid_credentials' });
    expect(mapLoginError(error)).toBe('Email ou senha incorretos. Verifique suas credenciais.');
  });

  it('an e-mail not confirmed yet', async () => {
    const email = `pendente-${Date.now().toString(36)}@exemplo.com`;
    const { error: created } = await adminClient().auth.admin.createUser({ email, password: 'Pendente2026', email_confirm: false });
    expect(created).toBeNull();
    const error = await thrown(signIn(email, 'Pendente2026'));
    expect(error).toMatchObject({ code: 'email_not_confirmed' });
    expect(mapLoginError(error)).toBe('Confirme seu email antes de fazer login. Verifique sua caixa de entrada.');
  });

  it('an address that already has an account', async () => {
    const error = await thrown(signUp('bruno@quadra.dev', 'OutraSenha1', 'http://localhost/login?confirmed=true'));
    expect(error).toBeInstanceOf(DbError);
    expect(error).toMatchObject({ code: 'user_already_exists' });
    expect(mapSignupError(error)).toBe('Este email já está cadastrado. Por favor, faça login ou use outro email.');
  });

  it('a right password signs in and says whether the onboarding is pending', async () => {
    const account = await signIn('ana@quadra.dev', 'Quadra123');
    expect(account).toEqual({ userId: ANA, onboardingPending: false });
    // The session store follows before the file's sign-out.
    await waitUntil(() => useSession.getState().user?.id === ANA);
  });
});
