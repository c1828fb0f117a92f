import { describe, expect, it } from 'vitest';
import {
  accessibilityNeedsToSave,
  cleanAccessibilityNeeds,
  onboardingStep1Issues,
  onboardingStep1Schema,
  validateOnboardingStep1,
  validateOnboardingStep2,
  validateOnboardingStep3,
} from './onboarding';

const now = new Date(2025, 9, 5, 12, 0);

describe('onboarding step 1', () => {
  it('needs the preferred name the field marks as required, under that field', () => {
    expect(onboardingStep1Issues({ fullName: 'Ana Souza', birthDate: '1990-01-01', preferredName: '  ' }, now)).toEqual([
      { field: 'preferredName', message: 'Por favor, preencha todos os campos obrigatórios' },
    ]);
    const parsed = onboardingStep1Schema.safeParse({ fullName: 'Ana Souza', birthDate: '1990-01-01', preferredName: '' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['preferredName']);
  });
  it('needs full name and birth date', () => {
    expect(validateOnboardingStep1({ fullName: '', birthDate: '1990-01-01', preferredName: 'Ana' }, now)).toEqual([
      'Por favor, preencha todos os campos obrigatórios',
    ]);
    expect(validateOnboardingStep1({ fullName: 'Ana Souza', birthDate: '', preferredName: 'Ana' }, now)).toEqual([
      'Por favor, preencha todos os campos obrigatórios',
    ]);
  });
  it('refuses a blank name', () => {
    expect(validateOnboardingStep1({ fullName: '   ', birthDate: '1990-01-01', preferredName: 'Ana' }, now)).toEqual(['O nome não pode estar vazio.']);
  });
  it('refuses inappropriate language', () => {
    expect(validateOnboardingStep1({ fullName: 'Ana Merda', birthDate: '1990-01-01', preferredName: 'Ana' }, now)).toEqual([
      'O nome contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.',
    ]);
  });
  it('applies the name rules and the birth-date bounds', () => {
    expect(validateOnboardingStep1({ fullName: 'Ana', birthDate: '2030-01-01', preferredName: 'Ana' }, now)).toEqual([
      'Por favor, insira seu nome completo',
      'A data de nascimento não pode estar no futuro.',
    ]);
    expect(validateOnboardingStep1({ fullName: 'Ana Souza', birthDate: '1990-01-01', preferredName: 'Ana' }, now)).toEqual([]);
  });
});

describe('onboarding step 2', () => {
  it('needs a gender', () => {
    expect(validateOnboardingStep2({ gender: '' })).toEqual(['Por favor, selecione seu gênero']);
    expect(validateOnboardingStep2({ gender: 'prefiro-nao-informar' })).toEqual([]);
  });
  it("saves 'none' or nothing as an empty list", () => {
    expect(accessibilityNeedsToSave('none')).toEqual([]);
    expect(accessibilityNeedsToSave('')).toEqual([]);
    expect(accessibilityNeedsToSave(null)).toEqual([]);
    expect(accessibilityNeedsToSave('visual')).toEqual(['visual']);
  });
  it('cleans accessibility needs: sanitised, no empties, at most 10', () => {
    expect(cleanAccessibilityNeeds(['<b>visual</b>', ' ', 'motora'])).toEqual(['visual', 'motora']);
    expect(cleanAccessibilityNeeds(Array.from({ length: 12 }, (_, i) => `n${i}`))).toHaveLength(10);
  });
});

describe('onboarding step 3', () => {
  it('needs at least one sport', () => {
    expect(validateOnboardingStep3([])).toEqual(['Selecione ao menos 1 esporte para continuar']);
    expect(validateOnboardingStep3(['Futebol'])).toEqual([]);
  });
});
