import { describe, expect, it } from 'vitest';
import { canConfirmPraise, praiseLabel, shouldSaveEventComment, togglePlayerSelection } from './evaluation';

describe('evaluation limits', () => {
  it('selects up to 3 players and refuses a 4th', () => {
    let state = { selected: [] as string[], limitReached: false };
    for (const id of ['a', 'b', 'c']) state = togglePlayerSelection(state.selected, id);
    expect(state).toEqual({ selected: ['a', 'b', 'c'], limitReached: false });
    expect(togglePlayerSelection(state.selected, 'd')).toEqual({ selected: ['a', 'b', 'c'], limitReached: true });
    expect(togglePlayerSelection(state.selected, 'b')).toEqual({ selected: ['a', 'c'], limitReached: false });
  });
  it('needs a praise option to confirm', () => {
    expect(canConfirmPraise(null)).toBe(false);
    expect(canConfirmPraise('bonito')).toBe(false);
    expect(canConfirmPraise('trabalho_equipe')).toBe(true);
    expect(praiseLabel('trabalho_equipe')).toBe('Trabalho em equipe');
    expect(praiseLabel('amigavel')).toBe('Amigável');
  });
  it('saves the event comment only when non-blank', () => {
    expect(shouldSaveEventComment('  ')).toBe(false);
    expect(shouldSaveEventComment('Foi ótimo')).toBe(true);
  });
});
