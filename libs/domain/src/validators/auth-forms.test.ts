import { describe, expect, it } from 'vitest';
import { canSubmitLogin, canSubmitSignup, loginSchema, signupSchema, validateLogin, validateSignup } from './auth-forms';

describe('submit gating', () => {
  it('signup needs an e-mail and two equal passwords of 6+ characters', () => {
    expect(canSubmitSignup({ email: 'a@b.co', password: '123456', confirmPassword: '123456' })).toBe(true);
    expect(canSubmitSignup({ email: 'a@b.co', password: '12345', confirmPassword: '12345' })).toBe(false);
    expect(canSubmitSignup({ email: 'a@b.co', password: '123456', confirmPassword: '123457' })).toBe(false);
    expect(canSubmitSignup({ email: ' ', password: '123456', confirmPassword: '123456' })).toBe(false);
  });
  it('login needs an e-mail and a password of 6+ characters', () => {
    expect(canSubmitLogin({ email: 'a@b.co', password: '123456' })).toBe(true);
    expect(canSubmitLogin({ email: 'a@b.co', password: '12345' })).toBe(false);
    expect(canSubmitLogin({ email: '', password: '123456' })).toBe(false);
  });
});

describe('form validation', () => {
  it('reports sign-up problems by field', () => {
    expect(validateSignup({ email: 'x', password: 'senha123', confirmPassword: 'senha124' })).toEqual({
      emailErrors: ['Formato de email inválido'],
      passwordErrors: ['Senha deve conter pelo menos uma letra maiúscula', 'Senha muito comum. Escolha uma senha mais segura'],
      confirmErrors: ['As senhas não coincidem'],
    });
    expect(validateSignup({ email: 'a@b.co', password: 'Quadra2025', confirmPassword: 'Quadra2025' })).toEqual({
      emailErrors: [],
      passwordErrors: [],
      confirmErrors: [],
    });
  });
  it('signup schema flags a mismatch on the confirmation', () => {
    const result = signupSchema.safeParse({ email: 'a@b.co', password: 'Quadra2025', confirmPassword: 'Quadra2026' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'As senhas não coincidem'],
    ]);
  });
  it('login checks the e-mail and that a password was typed, not its strength', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'fraca1' })).toEqual([]);
    expect(validateLogin({ email: 'ab', password: '' })).toEqual(['Formato de email inválido', 'Senha é obrigatória']);
    expect(loginSchema.parse({ email: ' A@B.CO', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });
});
