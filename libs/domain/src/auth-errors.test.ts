import { describe, expect, it } from 'vitest';
import { mapLoginError, mapSignupError } from './auth-errors';

// What supabase-js hands back (and what @quadra/data's DbError keeps): GoTrue's error_code as `code`,
// next to an English message that must never decide nor reach the screen.
const failure = (code: string | undefined, message = 'Some English text from GoTrue') => ({ message, code, status: 400 });

describe('mapLoginError', () => {
  it.each([
    ['invalid_credentials', 'Email ou senha incorretos. Verifique suas credenciais.'],
    ['email_not_confirmed', 'Confirme seu email antes de fazer login. Verifique sua caixa de entrada.'],
    ['user_banned', 'Erro ao fazer login: esta conta está suspensa.'],
    ['over_request_rate_limit', 'Erro ao fazer login: muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ])('maps GoTrue code %s to its pt-BR text', (code, text) => {
    expect(mapLoginError(failure(code))).toBe(text);
  });

  it('decides by the code, not by the English message', () => {
    expect(mapLoginError(failure('email_not_confirmed', 'Invalid login credentials'))).toBe(
      'Confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
    );
    expect(mapLoginError({ message: 'Invalid login credentials', status: 400 })).toBe('Erro ao fazer login');
  });

  it("shows the screen's pt-BR text for an unknown code, a network failure or nothing at all", () => {
    expect(mapLoginError(failure('sms_send_failed', 'Error sending SMS'))).toBe('Erro ao fazer login');
    expect(mapLoginError(failure(undefined, 'Failed to fetch'))).toBe('Erro ao fazer login');
    expect(mapLoginError(new Error('Failed to fetch'))).toBe('Erro ao fazer login');
    expect(mapLoginError(undefined)).toBe('Erro ao fazer login');
    expect(mapLoginError({})).toBe('Erro ao fazer login');
  });
});

describe('mapSignupError', () => {
  const already = 'Este email já está cadastrado. Por favor, faça login ou use outro email.';
  it.each([
    ['user_already_exists', already],
    ['email_exists', already],
    ['weak_password', 'Erro no cadastro: a senha não atende às regras de segurança.'],
    ['validation_failed', 'Erro no cadastro: verifique o email e a senha.'],
    ['email_address_invalid', 'Erro no cadastro: este endereço de email não é aceito.'],
    ['signup_disabled', 'Erro no cadastro: novos cadastros estão desativados no momento.'],
    ['over_email_send_rate_limit', 'Erro no cadastro: muitos emails enviados para este endereço. Tente novamente mais tarde.'],
    ['over_request_rate_limit', 'Erro no cadastro: muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ])('maps GoTrue code %s to its pt-BR text', (code, text) => {
    expect(mapSignupError(failure(code))).toBe(text);
  });

  it('decides by the code: a 422 weak password is not "already registered", an English "exists" decides nothing', () => {
    expect(mapSignupError({ ...failure('weak_password'), status: 422 })).not.toBe(already);
    expect(mapSignupError({ message: 'A user with this email address already exists', status: 422 })).toBe(
      'Erro ao criar usuário. Tente novamente.',
    );
  });

  it("shows the screen's pt-BR text for an unknown code, a network failure or nothing at all", () => {
    expect(mapSignupError(failure('flow_state_expired', 'Flow state has expired'))).toBe('Erro ao criar usuário. Tente novamente.');
    expect(mapSignupError(failure(undefined, 'Failed to fetch'))).toBe('Erro ao criar usuário. Tente novamente.');
    expect(mapSignupError(null)).toBe('Erro ao criar usuário. Tente novamente.');
    expect(mapSignupError({ status: 500 })).toBe('Erro ao criar usuário. Tente novamente.');
  });
});
