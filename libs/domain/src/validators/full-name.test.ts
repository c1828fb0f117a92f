import { describe, expect, it } from 'vitest';
import { validateFullName } from './full-name';

describe('full name', () => {
  it('accepts letters, spaces, hyphens and apostrophes in two or more words', () => {
    expect(validateFullName('Ana Souza')).toEqual([]);
    expect(validateFullName("João D'Ávila-Neto")).toEqual([]);
  });
  it('needs at least two words', () => {
    expect(validateFullName('Ana')).toEqual(['Por favor, insira seu nome completo']);
  });
  it('is required and 2 to 100 characters long', () => {
    expect(validateFullName('  ')).toEqual(['Nome é obrigatório']);
    expect(validateFullName('A')).toContain('Nome deve ter pelo menos 2 caracteres');
    const hundred = `Ana ${'b'.repeat(96)}`;
    expect(validateFullName(hundred)).toEqual([]);
    expect(validateFullName(`${hundred}c`)).toEqual(['Nome muito longo (máximo 100 caracteres)']);
  });
  it('rejects digits and symbols', () => {
    expect(validateFullName('Ana Souza2')).toEqual(['Nome deve conter apenas letras, espaços, hífens e apóstrofos']);
    expect(validateFullName('Ana <b>')).toEqual(['Nome deve conter apenas letras, espaços, hífens e apóstrofos']);
  });
});
