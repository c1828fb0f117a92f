import { describe, expect, it } from 'vitest';
import {
  canContinueWizardStep1,
  canContinueWizardStep2,
  canContinueWizardStep3,
  missingEventFields,
  missingEventFieldsMessage,
  toMaxParticipants,
  validatePlayerLimits,
} from './wizard';

const now = new Date(2025, 9, 5, 12, 0);

describe('wizard gating', () => {
  it('step 1 needs a non-blank name', () => {
    expect(canContinueWizardStep1({ eventName: '  ' })).toBe(false);
    expect(canContinueWizardStep1({ eventName: 'Pelada' })).toBe(true);
  });
  it('step 2 needs a location, a date from today and a time', () => {
    const ok = { location: 'Parque', date: '2025-10-05', time: '09:00' };
    expect(canContinueWizardStep2(ok, now)).toBe(true);
    expect(canContinueWizardStep2({ ...ok, location: ' ' }, now)).toBe(false);
    expect(canContinueWizardStep2({ ...ok, date: '2025-10-04' }, now)).toBe(false);
    expect(canContinueWizardStep2({ ...ok, date: '' }, now)).toBe(false);
    expect(canContinueWizardStep2({ ...ok, time: '' }, now)).toBe(false);
  });
  it('step 3 needs a sport and min and max unless there is no limit', () => {
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: 2, maxPlayers: 10 })).toBe(true);
    expect(canContinueWizardStep3({ sport: ' ', minPlayers: 2, maxPlayers: 10 })).toBe(false);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: '', maxPlayers: 10 })).toBe(false);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: 2, maxPlayers: null })).toBe(false);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: 0, maxPlayers: 10 })).toBe(false);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: '', maxPlayers: '', playersLimitDisabled: true })).toBe(true);
  });
  it('checks the player limits', () => {
    expect(validatePlayerLimits({ minPlayers: 0, maxPlayers: 10 })).toEqual(['O número de jogadores deve ser pelo menos 1.']);
    expect(validatePlayerLimits({ minPlayers: 12, maxPlayers: 10 })).toEqual([
      'O mínimo de jogadores não pode ser maior que o máximo.',
    ]);
    expect(validatePlayerLimits({ minPlayers: 1, maxPlayers: 1 })).toEqual([]);
  });
});

describe('event creation', () => {
  it('lists the missing required fields', () => {
    expect(missingEventFields({})).toEqual(['nome', 'local', 'esporte', 'data']);
    expect(missingEventFieldsMessage({ eventName: 'x', sport: 'Futebol' })).toBe('Campos obrigatórios faltando: local, data');
    expect(missingEventFieldsMessage({ eventName: 'x', location: 'y', customSportName: 'Peteca', date: '2025-10-05' })).toBeNull();
  });
  it('stores max players as an integer or null', () => {
    expect(toMaxParticipants('12')).toBe(12);
    expect(toMaxParticipants('')).toBeNull();
    expect(toMaxParticipants(10, true)).toBeNull();
  });
});
