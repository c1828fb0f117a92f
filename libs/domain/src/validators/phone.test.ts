import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema, validatePhone } from './phone';

describe('phone', () => {
  it('accepts 10 digits and 11 digits with a 9 in third place', () => {
    expect(validatePhone('(11) 3456-7890')).toEqual([]);
    expect(validatePhone('11 91234-5678')).toEqual([]);
  });
  it('needs 10 or 11 digits', () => {
    expect(validatePhone('123456789')).toEqual(['Telefone deve ter 10 ou 11 dígitos']);
    expect(validatePhone('123456789012')).toEqual(['Telefone deve ter 10 ou 11 dígitos']);
  });
  it('refuses an 11-digit number whose third digit is not 9', () => {
    expect(validatePhone('11812345678')).toEqual(['Número de celular inválido']);
  });
  it('refuses letters', () => {
    expect(validatePhone('11 9abc-5678')).toEqual(['Telefone deve conter apenas números']);
  });
  it('is stored as digits only', () => {
    expect(normalizePhone('(11) 91234-5678')).toBe('11912345678');
    expect(phoneSchema.parse('(11) 91234-5678')).toBe('11912345678');
  });
});
