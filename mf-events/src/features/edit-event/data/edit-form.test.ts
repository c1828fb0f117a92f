import { describe, expect, it } from 'vitest';
import { changesFromForm, validateEditForm, type EditFormValues } from './edit-form';

const values: EditFormValues = {
  title: 'Pelada de sábado',
  location: 'Parque Ibirapuera',
  location_reference: '',
  date: '2026-12-05',
  time: '09:30',
  description: '',
  max_participants: '',
  age_group: 'Todas',
  gender: 'Todos',
  skill_level: 'Iniciante/Diversão',
};

describe('edit event form', () => {
  it('stores max players as an integer, or null when empty', () => {
    expect(changesFromForm(values).max_participants).toBeNull();
    expect(changesFromForm({ ...values, max_participants: '12' }).max_participants).toBe(12);
  });

  it('sends the time with seconds and empty optional texts as null', () => {
    const changes = changesFromForm(values);
    expect(changes.time).toBe('09:30:00');
    expect(changes.location_reference).toBeNull();
    expect(changes.description).toBeNull();
  });

  it('strips markup from the texts it saves', () => {
    expect(changesFromForm({ ...values, description: 'Traga <b>água</b>' }).description).not.toContain('<');
  });

  it('rejects a bad name, missing address and a non-positive max', () => {
    const errors = validateEditForm({ ...values, title: 'ab', location: ' ', max_participants: '0' });
    expect(errors.title).toBeTruthy();
    expect(errors.location).toBeTruthy();
    expect(errors.max_participants).toBe('O número de jogadores deve ser pelo menos 1.');
    expect(validateEditForm(values)).toEqual({});
  });
});
