import { describe, expect, it } from 'vitest';
import {
  canContinueWizardStep1,
  canContinueWizardStep2,
  canContinueWizardStep3,
  missingEventFields,
  missingEventFieldsMessage,
  toMaxParticipants,
  validatePlayerLimits,
  wizardStep1Schema,
  wizardStep2Schema,
  wizardStep3Schema,
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

describe('wizard step schemas', () => {
  const texts = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

  it('step 1: name rules, profanity filter, then the sanitised name', () => {
    expect(texts(wizardStep1Schema.safeParse({ eventName: 'ab', skillLevel: 'Iniciante/Diversão' }))).toEqual([
      'Nome do evento deve ter pelo menos 3 caracteres',
    ]);
    expect(texts(wizardStep1Schema.safeParse({ eventName: 'Pelada da porra', skillLevel: 'Iniciante/Diversão' }))[0]).toMatch(
      /^O nome do evento contém linguagem inapropriada/,
    );
    expect(wizardStep1Schema.parse({ eventName: '  Pelada  ', skillLevel: 'Avançado/Competitivo' })).toEqual({
      eventName: 'Pelada',
      skillLevel: 'Avançado/Competitivo',
    });
  });

  it('step 2: location, a start in the future in the event zone, at most two years ahead, a time', () => {
    const schema = wizardStep2Schema(now);
    const once = { repeat: 'none', repeatEnds: 'count', repeatCount: 8, repeatUntil: '' } as const;
    const ok = { location: 'Parque', selectedPeriod: '', date: '2025-10-05', time: '13:00', timeZone: 'America/Sao_Paulo', ...once };
    expect(schema.safeParse(ok).success).toBe(true);
    const past = ['A data do evento não pode estar no passado.'];
    expect(texts(schema.safeParse({ ...ok, date: '2025-10-04' }))).toEqual(past);
    // Today, earlier than now (12:00 in São Paulo): past; the same 11:30 in Manaus (12:30 São Paulo) is not.
    expect(texts(schema.safeParse({ ...ok, time: '11:30' }))).toEqual(past);
    expect(schema.safeParse({ ...ok, time: '11:30', timeZone: 'America/Manaus' }).success).toBe(true);
    expect(texts(schema.safeParse({ ...ok, date: '2027-10-05' }))).toEqual(['A data do evento não pode passar de 2 anos a partir de hoje.']);
    expect(schema.safeParse({ ...ok, date: '2027-10-04' }).success).toBe(true);
    expect(texts(schema.safeParse({ ...ok, timeZone: 'Europe/Lisbon' }))).toEqual(['Fuso horário']);
    expect(texts(schema.safeParse({ ...ok, location: '  ', time: '' }))).toEqual(['Informe o local do evento', 'Escolha o horário de início']);
  });

  it("step 2: a series ends 'Depois de' 2 to 52 times or 'Em' a later date within the horizon", () => {
    const schema = wizardStep2Schema(now);
    const ok = { location: 'Parque', selectedPeriod: '', date: '2025-10-09', time: '19:00', timeZone: 'America/Sao_Paulo', repeat: 'weekly', repeatEnds: 'count', repeatCount: 8, repeatUntil: '' } as const;
    expect(schema.safeParse(ok).success).toBe(true);
    for (const n of [1, 53, '' as const]) expect(texts(schema.safeParse({ ...ok, repeatCount: n }))).toEqual(['Escolha entre 2 e 52 vezes']);
    const until = { ...ok, repeatEnds: 'until' } as const;
    expect(texts(schema.safeParse(until))).toEqual(['Escolha quando a série termina']);
    expect(texts(schema.safeParse({ ...until, repeatUntil: '2025-10-09' }))).toEqual(['A série deve terminar depois do primeiro evento']);
    expect(texts(schema.safeParse({ ...until, repeatUntil: '2028-01-01' }))).toEqual(['A data do evento não pode passar de 2 anos a partir de hoje.']);
    expect(schema.safeParse({ ...until, repeatUntil: '2025-12-18' }).success).toBe(true);
  });

  it('step 3: sport, min and max from 1 with min ≤ max unless there is no limit', () => {
    const ok = { sport: 'Futebol', playersLimitDisabled: false, minPlayers: 2, maxPlayers: 10, eventInfo: '' };
    expect(wizardStep3Schema.safeParse(ok).success).toBe(true);
    expect(texts(wizardStep3Schema.safeParse({ ...ok, minPlayers: 8, maxPlayers: 6 }))).toEqual([
      'O mínimo de jogadores não pode ser maior que o máximo.',
    ]);
    expect(texts(wizardStep3Schema.safeParse({ ...ok, minPlayers: 0 }))).toEqual(['O número de jogadores deve ser pelo menos 1.']);
    expect(texts(wizardStep3Schema.safeParse({ ...ok, maxPlayers: '' }))).toEqual(['Informe o número de jogadores']);
    expect(wizardStep3Schema.safeParse({ ...ok, minPlayers: '', maxPlayers: '', playersLimitDisabled: true }).success).toBe(true);
    expect(texts(wizardStep3Schema.safeParse({ ...ok, sport: ' ' }))).toEqual(['Informe o esporte']);
  });
});
