import { describe, expect, it } from 'vitest';
import { validatePassword, validatePasswordConfirmation } from './password';

describe('password', () => {
  it('is required', () => {
    expect(validatePassword('')).toEqual(['Senha é obrigatória']);
  });
  it('needs 8 to 128 characters', () => {
    expect(validatePassword('Abcde12')).toEqual(['Senha deve ter pelo menos 8 caracteres']);
    expect(validatePassword('Abcdef12')).toEqual([]);
    expect(validatePassword(`Ab1${'x'.repeat(125)}`)).toEqual([]);
    expect(validatePassword(`Ab1${'x'.repeat(126)}`)).toEqual(['Senha muito longa (máximo 128 caracteres)']);
  });
  it('needs a lowercase letter, an uppercase letter and a digit', () => {
    expect(validatePassword('ABCDEFG1')).toEqual(['Senha deve conter pelo menos uma letra minúscula']);
    expect(validatePassword('abcdefg1')).toEqual(['Senha deve conter pelo menos uma letra maiúscula']);
    expect(validatePassword('Abcdefgh')).toEqual(['Senha deve conter pelo menos um número']);
    expect(validatePassword('abc')).toEqual([
      'Senha deve ter pelo menos 8 caracteres',
      'Senha deve conter pelo menos uma letra maiúscula',
      'Senha deve conter pelo menos um número',
    ]);
  });
  it('rejects common passwords whatever the case', () => {
    expect(validatePassword('Senha123')).toEqual(['Senha muito comum. Escolha uma senha mais segura']);
    expect(validatePassword('Admin123')).toEqual(['Senha muito comum. Escolha uma senha mais segura']);
    expect(validatePassword('12345678')).toContain('Senha muito comum. Escolha uma senha mais segura');
    expect(validatePassword('password')).toContain('Senha muito comum. Escolha uma senha mais segura');
  });
  it('must match its confirmation', () => {
    expect(validatePasswordConfirmation('Abcdef12', 'Abcdef13')).toEqual(['As senhas não coincidem']);
    expect(validatePasswordConfirmation('Abcdef12', 'Abcdef12')).toEqual([]);
  });
});
