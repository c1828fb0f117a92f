import { afterEach, describe, expect, it } from 'vitest';
import { draftStorageKey, draftStore, resetDraftStores } from './draft-store';

/** A page reload: the in-memory stores are gone, local storage stays. */
const reload = () => resetDraftStores();

describe('event-creation draft', () => {
  afterEach(() => {
    localStorage.clear();
    reload();
  });

  it('starts from the spec defaults', () => {
    const d = draftStore('ana').getState();
    expect(d).toMatchObject({ eventName: '', skillLevel: 'Iniciante/Diversão', minPlayers: 2, maxPlayers: 10, selectedPeople: [], eventImage: null });
  });

  it('survives a reload with every field', () => {
    const fields = {
      eventName: 'Pelada de sábado', skillLevel: 'Avançado/Competitivo' as const, location: 'Parque', selectedPeriod: 'manha',
      date: '2030-01-05', time: '09:00', sport: 'Futebol', customSportName: '', minPlayers: 4 as const, maxPlayers: '' as const,
      playersLimitDisabled: true, eventInfo: 'Traga água', anyoneCanJoin: true, selectedAge: '18-25', selectedGender: 'Misto',
      selectedLevel: 'Avançado', hasPCDStructure: true, selectedPCD: 'Cadeirantes', autoAcceptRegistrations: true,
      selectedPeople: [{ user_id: 'u1', full_name: 'Bia Costa', city: 'Recife', profile_photo_url: null }],
      eventImage: 'http://img/a.png', clubId: 'club-1',
      timeZone: 'America/Manaus', repeat: 'weekly' as const, repeatEnds: 'until' as const, repeatCount: 8, repeatUntil: '2030-03-02',
      cost: { charge: true, mode: 'total' as const, amount: '120,00', includeOrganiser: true, pixKeyType: 'email' as const,
        pixKey: 'olga@exemplo.com', recipientName: 'Olga', recipientCity: 'Recife' },
    };
    draftStore('ana').getState().update(fields);
    reload();
    const { update: _u, clear: _c, ...restored } = draftStore('ana').getState();
    expect(restored).toEqual(fields);
  });

  it('is per account: another user on the same phone never sees it', () => {
    draftStore('ana').getState().update({ eventName: 'Só da Ana' });
    reload();
    expect(draftStore('bruno').getState().eventName).toBe('');
    expect(localStorage.getItem(draftStorageKey('bruno')) ?? '').not.toContain('Só da Ana');
    expect(localStorage.getItem(draftStorageKey('ana'))).toContain('Só da Ana');
    expect(draftStore('ana').getState().eventName).toBe('Só da Ana');
  });

  it('is cleared, also from local storage, after creation', () => {
    draftStore('ana').getState().update({ eventName: 'Criado', selectedPeople: [{ user_id: 'u1', full_name: 'X', city: null, profile_photo_url: null }] });
    draftStore('ana').getState().clear();
    expect(draftStore('ana').getState()).toMatchObject({ eventName: '', selectedPeople: [] });
    reload();
    expect(draftStore('ana').getState().eventName).toBe('');
  });
});
