import { describe, expect, it } from 'vitest';
import { validateBirthDate } from './birth-date';

const now = new Date(2025, 9, 5, 12, 0);

describe('birth date', () => {
  it('accepts 1900-01-01 up to today', () => {
    expect(validateBirthDate('1900-01-01', now)).toEqual([]);
    expect(validateBirthDate('1996-06-15', now)).toEqual([]);
    expect(validateBirthDate('2025-10-05', now)).toEqual([]);
  });
  it('refuses the future and before 1900', () => {
    expect(validateBirthDate('2025-10-06', now)).toEqual(['A data de nascimento não pode estar no futuro.']);
    expect(validateBirthDate('1899-12-31', now)).toEqual(['A data de nascimento não pode ser anterior a 01/01/1900.']);
  });
  it('refuses what is not a date', () => {
    expect(validateBirthDate('05/10/1990', now)).toEqual(['Data de nascimento inválida']);
    expect(validateBirthDate('1990-02-30', now)).toEqual(['Data de nascimento inválida']);
  });
});
