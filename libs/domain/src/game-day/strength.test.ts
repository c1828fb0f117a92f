import { describe, expect, it } from 'vitest';
import { NEW_PLAYER_LEVEL, playerStrength } from './strength';

describe('playerStrength', () => {
  it('is the mean level of the past events attended plus up to one point of praise', () => {
    expect(playerStrength({ games: 4, average_level: 3, praises: 0 })).toBe(3);
    expect(playerStrength({ games: 4, average_level: 2.5, praises: 4 })).toBe(3); // 1 praise a game: half a point
    expect(playerStrength({ games: 2, average_level: 1, praises: 40 })).toBe(2); // the bonus stops at one point
  });

  it('gives a newcomer the middle level, and praise without games counts as one game', () => {
    expect(playerStrength({ games: 0, average_level: null, praises: 0 })).toBe(NEW_PLAYER_LEVEL);
    expect(playerStrength({ games: 0, average_level: null, praises: 1 })).toBe(NEW_PLAYER_LEVEL + 0.5);
  });
});
