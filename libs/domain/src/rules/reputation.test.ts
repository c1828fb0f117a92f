import { describe, expect, it } from 'vitest';
import { averageRating, praiseStars, roundRating } from './reputation';

describe('praise stars', () => {
  it.each([
    [0, 1],
    [5, 1],
    [6, 2],
    [15, 2],
    [16, 3],
    [30, 3],
    [31, 4],
    [50, 4],
    [51, 5],
    [500, 5],
  ])('%i tags give %i stars', (tags, stars) => {
    expect(praiseStars(tags)).toBe(stars);
  });
});

describe('rating', () => {
  it('rounds to one decimal', () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
    expect(averageRating([5, 4, 4])).toBe(4.3);
  });
  it('is 5 without reviews', () => {
    expect(averageRating([])).toBe(5);
    expect(averageRating([null])).toBe(5);
  });
});
