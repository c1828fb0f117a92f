import { describe, expect, it } from 'vitest';
import { checkClubForm, type ClubFormValues } from './club-form';

const valid: ClubFormValues = {
  name: '  Pelada de Quinta ', sportIds: ['a', 'b'], city: ' Recife ', description: 'Toda quinta', visibility: 'public', openJoin: true, avulsosFromHours: 24,
};

describe('checkClubForm', () => {
  it('gives what create_club takes: trimmed texts, the open switch as join_policy', () => {
    expect(checkClubForm(valid)).toEqual({ ok: true, club: {
      name: 'Pelada de Quinta', sport_ids: ['a', 'b'], city: 'Recife', description: 'Toda quinta', visibility: 'public', join_policy: 'open', avulsos_from_hours: 24 } });
    expect(checkClubForm({ ...valid, openJoin: false })).toMatchObject({ club: { join_policy: 'request' } });
  });

  it("says each field's reason in the database's words", () => {
    expect(checkClubForm({ ...valid, name: '   ', sportIds: ['1', '2', '3', '4', '5', '6'], city: 'x'.repeat(101), description: 'x'.repeat(1001), avulsosFromHours: 337 }))
      .toEqual({ ok: false, errors: {
        name: 'Informe o nome do clube',
        sportIds: 'Escolha até 5 esportes',
        city: 'A cidade pode ter até 100 caracteres',
        description: 'A descrição pode ter até 1000 caracteres',
        avulsosFromHours: 'Avulsos confirmam a partir de: escolha de 0 a 336 horas antes do jogo',
      } });
    expect(checkClubForm({ ...valid, name: 'x'.repeat(81) })).toEqual({ ok: false, errors: { name: 'O nome do clube pode ter até 80 caracteres' } });
    expect(checkClubForm({ ...valid, avulsosFromHours: 1.5 })).toMatchObject({ ok: false, errors: { avulsosFromHours: expect.any(String) } });
  });
});
