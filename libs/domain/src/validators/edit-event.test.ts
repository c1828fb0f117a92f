import { describe, expect, it } from 'vitest';
import { editEventSchema, type EditEventInput } from './edit-event';

const values: EditEventInput = {
  title: 'Pelada de sábado',
  location: 'Parque Ibirapuera',
  location_reference: '',
  date: '2026-12-05',
  time: '09:30',
  description: '',
  max_participants: '',
  min_participants: 2,
  age_group: 'Todas',
  gender: 'Misto',
  skill_level: 'Iniciante/Diversão',
};

const errorsOf = (input: EditEventInput) => {
  const result = editEventSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('edit event schema', () => {
  it('stores max players as an integer, or null when empty', () => {
    expect(editEventSchema.parse(values).max_participants).toBeNull();
    expect(editEventSchema.parse({ ...values, max_participants: '12' }).max_participants).toBe(12);
  });

  it('sends the time with seconds and empty optional texts as null', () => {
    const changes = editEventSchema.parse(values);
    expect(changes.time).toBe('09:30:00');
    expect(changes.location_reference).toBeNull();
    expect(changes.description).toBeNull();
  });

  it('strips markup from the texts it saves', () => {
    expect(editEventSchema.parse({ ...values, description: 'Traga <b>água</b>' }).description).not.toContain('<');
  });

  it('rejects a bad name, missing address, date and time and a non-positive max, in pt-BR', () => {
    const errors = errorsOf({ ...values, title: 'ab', location: ' ', date: '', time: '', max_participants: '0' });
    expect(errors).toEqual({
      title: 'Nome do evento deve ter pelo menos 3 caracteres',
      location: 'Informe o endereço do evento',
      date: 'Informe a data do evento',
      time: 'Informe o horário do evento',
      max_participants: 'O número de jogadores deve ser pelo menos 1.',
    });
    expect(errorsOf(values)).toEqual({});
  });

  it('says why a maximum below the minimum is refused', () => {
    expect(errorsOf({ ...values, min_participants: 4, max_participants: '3' })).toEqual({
      max_participants: 'O máximo de jogadores não pode ser menor que o mínimo (4).',
    });
  });
});

describe('edit event schema at its edges', () => {
  it('takes a maximum equal to the minimum, and 1 when the minimum is 1; refuses 0 and anything not a whole number', () => {
    expect(errorsOf({ ...values, min_participants: 4, max_participants: '4' })).toEqual({});
    expect(errorsOf({ ...values, min_participants: 1, max_participants: '1' })).toEqual({});
    expect(editEventSchema.parse({ ...values, min_participants: 4, max_participants: ' 12 ' }).max_participants).toBe(12);
    for (const max of ['0', '1.5', '-3', 'x12', '12x'])
      expect(errorsOf({ ...values, min_participants: 1, max_participants: max }), max).toEqual({ max_participants: 'O número de jogadores deve ser pelo menos 1.' });
  });

  it('keeps a time that already has its seconds', () => {
    expect(editEventSchema.parse({ ...values, time: '09:30:15' }).time).toBe('09:30:15');
  });
});
