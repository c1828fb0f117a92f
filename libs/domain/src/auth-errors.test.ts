import { describe, expect, it } from 'vitest';
import { mapLoginError, mapSignupError } from './auth-errors';

describe('mapLoginError', () => {
  it('maps wrong credentials', () => {
    expect(mapLoginError({ message: 'Invalid login credentials', status: 400 })).toBe(
      'Email ou senha incorretos. Verifique suas credenciais.',
    );
  });
  it('maps an unconfirmed e-mail', () => {
    expect(mapLoginError({ message: 'Email not confirmed' })).toBe(
      'Confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
    );
  });
  it('prefixes other errors', () => {
    expect(mapLoginError({ message: 'Request rate limit reached' })).toBe('Erro ao fazer login: Request rate limit reached');
    expect(mapLoginError(new Error('Failed to fetch'))).toBe('Erro ao fazer login: Failed to fetch');
  });
  it('falls back for unexpected errors', () => {
    expect(mapLoginError(undefined)).toBe('Erro ao fazer login');
    expect(mapLoginError({})).toBe('Erro ao fazer login');
  });
});

describe('mapSignupError', () => {
  const already = 'Este email já está cadastrado. Por favor, faça login ou use outro email.';
  it.each([
    [{ message: 'User already registered' }],
    [{ message: 'A user with this email address already exists' }],
    [{ message: 'duplicate key value violates unique constraint' }],
    [{ message: 'Something', status: 422 }],
  ])('maps %o to already registered', (error) => {
    expect(mapSignupError(error)).toBe(already);
  });
  it('prefixes other errors', () => {
    expect(mapSignupError({ message: 'Signups not allowed', status: 400 })).toBe('Erro no cadastro: Signups not allowed');
  });
  it('falls back for unexpected errors', () => {
    expect(mapSignupError(null)).toBe('Erro ao criar usuário. Tente novamente.');
    expect(mapSignupError({ status: 500 })).toBe('Erro ao criar usuário. Tente novamente.');
  });
});
