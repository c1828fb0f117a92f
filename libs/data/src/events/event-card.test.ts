// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { availableEventsArgs, joinedEventsArgs, nextCursor, NO_EVENTS_FILTER, participationView, type EventCard } from './event-card';

// What a card list row becomes before a screen reads it, and how the list asks for its next page.
describe("a card's participation", () => {
  it("shows 'inscrito' only for a registration; a request waiting for the organiser is not one", () => {
    expect(participationView('active', 'registered', null)).toEqual({
      status: 'active',
      is_participant: true,
      user_participation_status: 'registered',
      user_evaluation_status: null,
    });
    expect(participationView('active', 'pending', null)).toMatchObject({ is_participant: false, user_participation_status: 'pending' });
    expect(participationView('active', null, null)).toMatchObject({ is_participant: false, user_participation_status: null });
  });

  it("keeps the event's status and the evaluation's, and reads an unknown value as none (an unknown status as 'active')", () => {
    expect(participationView('cancelled', 'registered', 'evaluation_available')).toMatchObject({
      status: 'cancelled',
      user_evaluation_status: 'evaluation_available',
    });
    expect(participationView('archived', 'left', 'graded')).toEqual({
      status: 'active',
      is_participant: false,
      user_participation_status: null,
      user_evaluation_status: null,
    });
  });
});

describe('the pages of a card list', () => {
  const card = (id: string, starts_at: string) => ({ id, starts_at }) as EventCard;

  it('asks for a next page only after a full one, from its last card', () => {
    const full = [card('a', '2026-12-01T22:00:00Z'), card('b', '2026-12-02T22:00:00Z')];
    expect(nextCursor(full, 2)).toEqual({ starts_at: '2026-12-02T22:00:00Z', id: 'b' });
    expect(nextCursor(full.slice(0, 1), 2)).toBeUndefined();
    expect(nextCursor([], 0)).toBeUndefined();
  });

  it('sends the filter, the page size and where the page starts', () => {
    expect(availableEventsArgs(NO_EVENTS_FILTER, null)).toEqual({ p_sports: [], p_dates: [], p_limit: 50 });
    expect(availableEventsArgs({ sports: ['Futsal'], dates: ['today'] }, { starts_at: '2026-12-02T22:00:00Z', id: 'b' }, 10)).toEqual({
      p_sports: ['Futsal'],
      p_dates: ['today'],
      p_limit: 10,
      p_after_starts_at: '2026-12-02T22:00:00Z',
      p_after_id: 'b',
    });
    expect(joinedEventsArgs(null)).toEqual({ p_limit: 50 });
    expect(joinedEventsArgs({ starts_at: '2026-12-02T22:00:00Z', id: 'b' }, 5)).toEqual({
      p_limit: 5,
      p_after_starts_at: '2026-12-02T22:00:00Z',
      p_after_id: 'b',
    });
  });
});
