import { describe, expect, it } from 'vitest';
import { emailSchema, validateEmail } from './email';

describe('email', () => {
  it('is required', () => {
    expect(validateEmail('')).toEqual(['Email é obrigatório']);
    expect(validateEmail('   ')).toEqual(['Email é obrigatório']);
  });
  it('must be valid', () => {
    expect(validateEmail('ana@')).toEqual(['Formato de email inválido']);
    expect(validateEmail('ana.x.com')).toEqual(['Formato de email inválido']);
  });
  it('accepts at most 320 characters', () => {
    const at320 = `${'a'.repeat(64)}@${'b'.repeat(251)}.com`;
    expect(at320).toHaveLength(320);
    expect(validateEmail(at320)).not.toContain('Email muito longo');
    expect(validateEmail(`a${at320}`)).toContain('Email muito longo');
  });
  it('is trimmed and lower-cased', () => {
    expect(validateEmail('  Ana@Exemplo.COM ')).toEqual([]);
    expect(emailSchema.parse('  Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
  });
});
