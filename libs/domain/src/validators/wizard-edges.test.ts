import { describe, expect, it } from 'vitest';
import { canContinueWizardStep2, canContinueWizardStep3, validatePlayerLimits, wizardStep2Schema, wizardStep3Schema } from './wizard';

// The wizard's rules at each edge and one step past it, and the field each message is shown under
// (a message under the wrong input is one the athlete cannot act on).
const now = new Date(2025, 9, 5, 12, 0); // 12:00 in São Paulo (the tests' zone)
type Parsed = { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } };
const issues = (r: Parsed) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('wizard step 2 at its edges', () => {
  const schema = wizardStep2Schema(now);
  const once = { location: 'Parque', selectedPeriod: '', date: '2025-10-05', time: '13:00', timeZone: 'America/Sao_Paulo', repeat: 'none', repeatEnds: 'count', repeatCount: 8, repeatUntil: '' } as const;
  const weekly = { ...once, date: '2025-10-09', time: '19:00', repeat: 'weekly' } as const;

  it('refuses a start at this very minute and takes one a minute later, under the date field', () => {
    expect(issues(schema.safeParse({ ...once, time: '12:00' }))).toEqual([['date', 'A data do evento não pode estar no passado.']]);
    expect(schema.safeParse({ ...once, time: '12:01' }).success).toBe(true);
    expect(issues(schema.safeParse({ ...once, date: '2027-10-05' }))).toEqual([['date', 'A data do evento não pode passar de 2 anos a partir de hoje.']]);
  });

  it('takes a time as hh:mm or hh:mm:ss and nothing around it', () => {
    expect(schema.safeParse({ ...once, time: '13:00:00' }).success).toBe(true);
    for (const time of ['9:00', '13:00:0', '13:00:aa', '13:00 ', 'x13:00', '13:00h'])
      expect(issues(schema.safeParse({ ...once, time })), time).toContainEqual(['time', 'Escolha o horário de início']);
    expect(issues(schema.safeParse({ ...once, date: '' }))).toContainEqual(['date', 'Escolha a data do evento']);
  });

  it("repeats 'Depois de' 2 and 52 times, not 1 or 53, and says so under the count", () => {
    expect(schema.safeParse({ ...weekly, repeatCount: 2 }).success).toBe(true);
    expect(schema.safeParse({ ...weekly, repeatCount: 52 }).success).toBe(true);
    for (const repeatCount of [1, 53, 2.5]) expect(issues(schema.safeParse({ ...weekly, repeatCount }))).toEqual([['repeatCount', 'Escolha entre 2 e 52 vezes']]);
    // A single event keeps whatever the hidden series fields hold.
    expect(schema.safeParse({ ...once, repeatCount: 1 }).success).toBe(true);
  });

  it("ends 'Em' a day after the first game and up to the horizon's last day, said under the end date", () => {
    const until = { ...weekly, repeatEnds: 'until' } as const;
    expect(issues(schema.safeParse(until))).toEqual([['repeatUntil', 'Escolha quando a série termina']]);
    expect(issues(schema.safeParse({ ...until, repeatUntil: '2025-10-09' }))).toEqual([['repeatUntil', 'A série deve terminar depois do primeiro evento']]);
    expect(schema.safeParse({ ...until, repeatUntil: '2025-10-10' }).success).toBe(true);
    expect(schema.safeParse({ ...until, repeatUntil: '2027-10-04' }).success).toBe(true);
    expect(issues(schema.safeParse({ ...until, repeatUntil: '2027-10-05' }))).toEqual([['repeatUntil', 'A data do evento não pode passar de 2 anos a partir de hoje.']]);
  });

  it("lets 'Continuar' go on with today in the event's zone when São Paulo is already tomorrow", () => {
    // 00:30 in São Paulo is 23:30 of the day before in Manaus.
    const lateNight = new Date(2025, 9, 6, 0, 30);
    const draft = { location: 'Arena', date: '2025-10-05', time: '23:45' };
    expect(canContinueWizardStep2({ ...draft, timeZone: 'America/Manaus' }, lateNight)).toBe(true);
    expect(canContinueWizardStep2(draft, lateNight)).toBe(false);
    expect(canContinueWizardStep2({ ...draft, date: '2025-10-04', timeZone: 'America/Manaus' }, lateNight)).toBe(false);
  });
});

describe('wizard step 3 at its edges', () => {
  const ok = { sport: 'Futebol', playersLimitDisabled: false, minPlayers: 2, maxPlayers: 10, eventInfo: '' };

  it('goes on with 1 player as min and max, not 0 of either, nor an empty one', () => {
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: 1, maxPlayers: 1 })).toBe(true);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: 1, maxPlayers: 0 })).toBe(false);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: 0, maxPlayers: 1 })).toBe(false);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: undefined, maxPlayers: 1 })).toBe(false);
    expect(canContinueWizardStep3({ sport: 'Futebol', minPlayers: 1, maxPlayers: '' })).toBe(false);
    expect(canContinueWizardStep3({ customSportName: 'Peteca', minPlayers: 1, maxPlayers: 1 })).toBe(true);
  });

  it('checks the limits only when there is a limit; min equal to max is fine', () => {
    expect(validatePlayerLimits({ minPlayers: 0, maxPlayers: 0, playersLimitDisabled: true })).toEqual([]);
    expect(validatePlayerLimits({ minPlayers: 6, maxPlayers: 6 })).toEqual([]);
    expect(validatePlayerLimits({ minPlayers: 1, maxPlayers: 1 })).toEqual([]);
    expect(validatePlayerLimits({ minPlayers: 2, maxPlayers: 0 })).toEqual([
      'O número de jogadores deve ser pelo menos 1.',
      'O mínimo de jogadores não pode ser maior que o máximo.',
    ]);
    expect(validatePlayerLimits({ minPlayers: '', maxPlayers: 0 })).toEqual(['O número de jogadores deve ser pelo menos 1.']);
  });

  it('puts each message under the input it is about', () => {
    expect(issues(wizardStep3Schema.safeParse({ ...ok, minPlayers: '' }))).toEqual([['minPlayers', 'Informe o número de jogadores']]);
    expect(issues(wizardStep3Schema.safeParse({ ...ok, maxPlayers: '' }))).toEqual([['maxPlayers', 'Informe o número de jogadores']]);
    expect(issues(wizardStep3Schema.safeParse({ ...ok, minPlayers: 8, maxPlayers: 6 }))).toEqual([['maxPlayers', 'O mínimo de jogadores não pode ser maior que o máximo.']]);
    expect(issues(wizardStep3Schema.safeParse({ ...ok, minPlayers: 0 }))).toEqual([['minPlayers', 'O número de jogadores deve ser pelo menos 1.']]);
    expect(issues(wizardStep3Schema.safeParse({ ...ok, maxPlayers: 0, minPlayers: '' }))).toEqual([
      ['minPlayers', 'Informe o número de jogadores'],
      ['maxPlayers', 'O número de jogadores deve ser pelo menos 1.'],
    ]);
    expect(wizardStep3Schema.safeParse({ ...ok, minPlayers: 1, maxPlayers: 1 }).success).toBe(true);
  });
});
