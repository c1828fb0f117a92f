import { describe, expect, it } from 'vitest';
import { cardAction, cardStatus, showSeeAll } from './event-card';

describe('card status', () => {
  it('maps server status and participation', () => {
    expect(cardStatus({ status: 'cancelled', is_participant: true })).toBe('cancelado');
    expect(cardStatus({ status: 'completed' })).toBe('encerrado');
    expect(cardStatus({ status: 'paused', is_participant: true })).toBe('pausado');
    expect(cardStatus({ status: 'active', is_participant: true })).toBe('inscrito');
    expect(cardStatus({ status: 'active', is_participant: false })).toBeNull();
  });
});

describe('card action', () => {
  it("offers 'Me inscrever' without status and 'Cancelar' when joined", () => {
    expect(cardAction({ status: 'active' })).toEqual({ kind: 'join', label: 'Me inscrever', disabled: false });
    expect(cardAction({ status: 'active', is_participant: true })).toEqual({ kind: 'leave', label: 'Cancelar', disabled: false });
  });
  it("offers the waiting list on a full event", () => {
    expect(cardAction({ status: 'active', participant_count: 10, max_participants: 10 })).toEqual({
      kind: 'join',
      label: 'Lista de espera',
      disabled: false,
    });
    expect(cardAction({ status: 'active', participant_count: 9, max_participants: 10 })?.label).toBe('Me inscrever');
    expect(cardAction({ status: 'active', participant_count: 40, max_participants: null })?.label).toBe('Me inscrever');
  });
  it("offers 'Avaliar' on a finished event with evaluation available", () => {
    expect(cardAction({ status: 'completed', is_participant: true, user_evaluation_status: 'evaluation_available' })).toEqual({
      kind: 'evaluate',
      label: 'Avaliar',
      disabled: false,
    });
  });
  it("shows a disabled 'Avaliado' once evaluated", () => {
    for (const status of ['evaluated', 'completed']) {
      expect(cardAction({ status: 'completed', is_participant: true, user_evaluation_status: status })).toEqual({
        kind: 'evaluated',
        label: 'Avaliado',
        disabled: true,
      });
    }
  });
  it('shows nothing otherwise', () => {
    expect(cardAction({ status: 'completed', user_evaluation_status: 'pending' })).toBeNull();
    expect(cardAction({ status: 'cancelled', is_participant: true })).toBeNull();
    expect(cardAction({ status: 'paused' })).toBeNull();
  });
});

// Which events each dashboard list holds is computed by the database (list_available_events,
// list_joined_events): supabase/tests/event-windows.test.ts.
describe('event lists', () => {
  it("shows 'see all' past 3 events", () => {
    expect(showSeeAll(3)).toBe(false);
    expect(showSeeAll(4)).toBe(true);
  });
});
