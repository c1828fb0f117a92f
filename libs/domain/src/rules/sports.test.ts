import { describe, expect, it } from 'vitest';
import { FALLBACK_SPORTS, FILTER_SPORTS, ONBOARDING_SPORTS, SPORTS } from '../constants';
import { sportKey } from './sports';

describe('sportKey', () => {
  it('reads near-duplicate spellings as one sport', () => {
    expect(sportKey('Ping Pong')).toBe(sportKey('Pingpong'));
    expect(sportKey('Volei')).toBe(sportKey('Vôlei'));
    expect(sportKey('Tennis')).toBe(sportKey('Tênis'));
    expect(sportKey(' jogos de CARTAS ')).toBe(sportKey('Jogos de cartas'));
    expect(sportKey('Futebol')).not.toBe(sportKey('Futsal'));
  });
});

describe('the sports lists', () => {
  it('hold each sport once, spelled as in SPORTS (the database rows)', () => {
    expect(new Set(SPORTS.map(sportKey)).size).toBe(SPORTS.length);
    for (const list of [ONBOARDING_SPORTS, FALLBACK_SPORTS, FILTER_SPORTS.filter((s) => s !== 'Outros')]) {
      for (const name of list) expect(SPORTS).toContain(name);
    }
    expect(FILTER_SPORTS).toContain('Tênis');
    expect(ONBOARDING_SPORTS).not.toContain('Pingpong');
    expect(ONBOARDING_SPORTS).not.toContain('Volei');
  });
});
