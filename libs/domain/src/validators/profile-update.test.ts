import { describe, expect, it } from 'vitest';
import { validateProfileUpdate } from './profile-update';

describe('profile update', () => {
  it('prefixes name and phone errors', () => {
    expect(validateProfileUpdate({ fullName: 'Ana', phone: '123' })).toEqual([
      'Nome: Por favor, insira seu nome completo',
      'Telefone: Telefone deve ter 10 ou 11 dígitos',
    ]);
  });
  it('lets the phone be empty', () => {
    expect(validateProfileUpdate({ fullName: 'Ana Souza', phone: '' })).toEqual([]);
    expect(validateProfileUpdate({ fullName: 'Ana Souza', phone: null })).toEqual([]);
    expect(validateProfileUpdate({ fullName: 'Ana Souza', phone: '(11) 91234-5678' })).toEqual([]);
  });
});
