import { describe, expect, it } from 'vitest';
import { FALLBACK_SPORT_PALETTE, SPORT_COLOURS, capacityColour, sportColour } from './colours';

describe('capacity colour', () => {
  it('is green below 0.5, amber below 0.8, red from 0.8', () => {
    expect(capacityColour(4, 10)).toBe('green');
    expect(capacityColour(5, 10)).toBe('amber');
    expect(capacityColour(7, 10)).toBe('amber');
    expect(capacityColour(8, 10)).toBe('red');
    expect(capacityColour(10, 10)).toBe('red');
  });
  it('is green without a maximum', () => {
    expect(capacityColour(50, null)).toBe('green');
    expect(capacityColour(50, undefined)).toBe('green');
  });
});

describe('sport colour', () => {
  it('uses the fixed palette, ignoring case and accents', () => {
    expect(sportColour('Vôlei')).toBe(SPORT_COLOURS.volei);
    expect(sportColour('FUTEBOL')).toBe(SPORT_COLOURS.futebol);
  });
  it('gives the spellings of one sport one colour', () => {
    expect(sportColour('Tennis')).toBe(sportColour('Tênis'));
    expect(sportColour('Ping Pong')).toBe(sportColour('Pingpong'));
    expect(sportColour('Jogos de cartas')).toBe(sportColour('jogos-de-cartas'));
  });
  it('falls back to a stable hashed colour', () => {
    const colour = sportColour('Peteca');
    expect(FALLBACK_SPORT_PALETTE).toContain(colour);
    expect(sportColour('peteca')).toBe(colour);
    expect(FALLBACK_SPORT_PALETTE).toContain(sportColour(null));
  });
});

describe('capacityColour at its edges', () => {
  it('is green without a maximum, also a zero or negative one, whatever the count', () => {
    expect(capacityColour(5, 0)).toBe('green');
    expect(capacityColour(5, -1)).toBe('green');
    expect(capacityColour(5, null)).toBe('green');
    expect(capacityColour(1, 1)).toBe('red');
  });
});
