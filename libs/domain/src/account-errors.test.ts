import { describe, expect, it } from 'vitest';
import { mapEmailChangeError, mapNewPasswordError, mapRecoveryError } from './account-errors';

const gotrue = (code: string) => ({ code, message: 'English text never shown' });

describe('account errors, by GoTrue error code', () => {
  it("'Esqueceu a senha?' shows only what says nothing about the account", () => {
    expect(mapRecoveryError(gotrue('over_request_rate_limit'))).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(mapRecoveryError(gotrue('user_not_found'))).toBe('Não foi possível enviar o link. Tente novamente.');
    expect(mapRecoveryError(new Error('Failed to fetch'))).toBe('Não foi possível enviar o link. Tente novamente.');
  });

  it('a new password: each refusal in pt-BR; a session that is no recovery one means the link is gone', () => {
    expect(mapNewPasswordError(gotrue('same_password'))).toBe('A nova senha deve ser diferente da atual.');
    expect(mapNewPasswordError(gotrue('current_password_mismatch'))).toBe('Senha atual incorreta.');
    expect(mapNewPasswordError(gotrue('current_password_required'))).toBeNull();
    expect(mapNewPasswordError(gotrue('session_not_found'))).toBeNull();
    expect(mapNewPasswordError(gotrue('unexpected_failure'))).toBe('Não foi possível alterar a senha. Tente novamente.');
  });

  it("'Alterar e-mail'", () => {
    expect(mapEmailChangeError(gotrue('email_exists'))).toBe('Este email já está em uso por outra conta.');
    expect(mapEmailChangeError(gotrue('over_email_send_rate_limit'))).toBe('Muitos emails enviados para este endereço. Tente novamente mais tarde.');
    expect(mapEmailChangeError(gotrue('validation_failed'))).toBe('Formato de email inválido');
  });
});

// Every code each screen names, and what is not a GoTrue error at all.
describe('account errors, every code', () => {
  it('a new password: a weak one and too many tries in pt-BR; an expired or unknown session means the link is gone', () => {
    expect(mapNewPasswordError(gotrue('weak_password'))).toBe('A senha não atende às regras de segurança.');
    expect(mapNewPasswordError(gotrue('over_request_rate_limit'))).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(mapNewPasswordError(gotrue('bad_jwt'))).toBeNull();
    expect(mapNewPasswordError(gotrue('user_not_found'))).toBeNull();
  });

  it("'Alterar e-mail': a taken address, too many e-mails and an invalid one, by each of their codes", () => {
    expect(mapEmailChangeError(gotrue('user_already_exists'))).toBe('Este email já está em uso por outra conta.');
    expect(mapEmailChangeError(gotrue('over_request_rate_limit'))).toBe('Muitos emails enviados para este endereço. Tente novamente mais tarde.');
    expect(mapEmailChangeError(gotrue('email_address_invalid'))).toBe('Formato de email inválido');
    expect(mapEmailChangeError(gotrue('unexpected_failure'))).toBe('Não foi possível alterar o email. Tente novamente.');
  });

  it('reads no code from what is not an object with a text code', () => {
    for (const thrown of [null, undefined, 'over_request_rate_limit', { code: 429 }, { message: 'x' }])
      expect(mapRecoveryError(thrown), String(thrown)).toBe('Não foi possível enviar o link. Tente novamente.');
    expect(mapNewPasswordError(null)).toBe('Não foi possível alterar a senha. Tente novamente.');
  });
});
