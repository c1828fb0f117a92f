import { describe, expect, it } from 'vitest';
import { profileEditSchema, toProfileGender } from './profile-update';

const valid = { fullName: 'Ana Souza', phone: '', city: '', birthDate: '', gender: '' };
const errorsOf = (input: Partial<typeof valid>) => {
  const result = profileEditSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('edit profile schema', () => {
  it('stores empty optional fields as null, the phone as digits, trimmed and sanitised texts', () => {
    expect(profileEditSchema.parse(valid)).toEqual({ fullName: 'Ana Souza', phone: null, city: null, birthDate: null, gender: null });
    expect(profileEditSchema.parse({
      fullName: '  Ana Souza ', phone: '(11) 91234-5678', city: ' <b>Campinas</b> ', birthDate: '1994-03-12', gender: 'outro',
    })).toEqual({ fullName: 'Ana Souza', phone: '11912345678', city: 'Campinas', birthDate: '1994-03-12', gender: 'outro' });
  });

  it('applies the full-name rules and the profanity filter', () => {
    expect(errorsOf({ fullName: 'Ana' })).toEqual({ fullName: 'Por favor, insira seu nome completo' });
    expect(errorsOf({ fullName: 'Ana 2000' })).toEqual({ fullName: 'Nome deve conter apenas letras, espaços, hífens e apóstrofos' });
    expect(errorsOf({ fullName: '  ' })).toEqual({ fullName: 'Nome é obrigatório' });
    expect(errorsOf({ fullName: 'Ana Idiota' })).toEqual({
      fullName: 'O nome contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.',
    });
  });

  it('checks the phone only when filled: 10 or 11 digits, the third a 9 with 11', () => {
    expect(errorsOf({ phone: '123' })).toEqual({ phone: 'Telefone deve ter 10 ou 11 dígitos' });
    expect(errorsOf({ phone: '11812345678' })).toEqual({ phone: 'Número de celular inválido' });
    expect(errorsOf({ phone: '1132345678' })).toEqual({});
  });

  it('birth date from 1900-01-01 up to today; gender among the four edit values', () => {
    expect(errorsOf({ birthDate: '1899-12-31' })).toEqual({ birthDate: 'A data de nascimento não pode ser anterior a 01/01/1900.' });
    expect(errorsOf({ birthDate: '1900-01-01' })).toEqual({});
    expect(errorsOf({ birthDate: '2999-01-01' })).toEqual({ birthDate: 'A data de nascimento não pode estar no futuro.' });
    for (const gender of ['masculino', 'feminino', 'outro', 'prefiro_nao_dizer']) expect(errorsOf({ gender })).toEqual({});
    expect(errorsOf({ gender: 'robô' })).toEqual({ gender: 'Selecione um gênero da lista' });
    expect(errorsOf({ city: 'x'.repeat(101) })).toEqual({ city: 'Cidade muito longa (máximo 100 caracteres)' });
  });

  it("shows onboarding's 'prefiro-nao-informar' as 'prefiro_nao_dizer'", () => {
    expect(toProfileGender('prefiro-nao-informar')).toBe('prefiro_nao_dizer');
    expect(toProfileGender('feminino')).toBe('feminino');
    expect(toProfileGender(null)).toBe('');
    expect(toProfileGender('xyz')).toBe('');
  });
});
