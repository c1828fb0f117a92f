import { describe, expect, it } from 'vitest';
import { cardAction, cardStatus, isAvailableEvent, showSeeAll, splitEventLists } from './event-card';

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

describe('event lists', () => {
  const events = [
    { id: 1, status: 'active' },
    { id: 2, status: 'paused' },
    { id: 3, status: 'active', is_participant: true },
    { id: 4, status: 'completed' },
    { id: 5, status: 'cancelled' },
    { id: 6, status: 'completed', is_participant: true, user_evaluation_status: 'evaluation_available' },
    { id: 7, status: 'cancelled', is_participant: true },
  ];
  it('the available list keeps events without status or paused', () => {
    expect(events.filter(isAvailableEvent).map((e) => e.id)).toEqual([1, 2]);
  });
  it("splits available and joined; a finished event the user joined stays joined, with its 'Avaliar'", () => {
    const { available, joined } = splitEventLists(events);
    expect(available.map((e) => e.id)).toEqual([1, 2]);
    expect(joined.map((e) => e.id)).toEqual([3, 6]);
    expect(cardAction(joined[1]!)?.label).toBe('Avaliar');
  });
  it("shows 'see all' past 3 events", () => {
    expect(showSeeAll(3)).toBe(false);
    expect(showSeeAll(4)).toBe(true);
  });
});
