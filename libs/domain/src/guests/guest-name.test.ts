import { describe, expect, it } from 'vitest';
import { guestNameError } from './guest-name';

describe('guestNameError', () => {
  it('accepts a name with accents and spaces around it', () => {
    expect(guestNameError('  Zé Goleiro ')).toBeNull();
    expect(guestNameError('Z'.repeat(50))).toBeNull();
  });
  it('refuses, in the database\'s words, an empty name, markup, control characters and a long name', () => {
    expect(guestNameError('   ')).toBe('Informe o nome do convidado');
    expect(guestNameError('<b>Zé</b>')).toBe('O nome do convidado não pode ter < ou >');
    expect(guestNameError('Zé\nGoleiro')).toBe('O nome do convidado não pode ter quebras de linha nem caracteres de controle');
    expect(guestNameError('Z'.repeat(51))).toBe('O nome do convidado pode ter até 50 caracteres');
  });
});
