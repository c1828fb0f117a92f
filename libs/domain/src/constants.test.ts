import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_BY_PERIOD,
  DELAYS_MS,
  FALLBACK_SPORTS,
  FILTER_SPORTS,
  LIMITS,
  ONBOARDING_SPORTS,
  PRAISE_OPTIONS,
  defaultTimeForPeriod,
} from './constants';

describe('constants', () => {
  it('holds the spec lists', () => {
    expect(ONBOARDING_SPORTS).toHaveLength(21);
    expect(FILTER_SPORTS).toEqual(['Futebol', 'Basquete', 'Vôlei', 'Tênis', 'Natação', 'Corrida', 'Ciclismo', 'Xadrez', 'Outros']);
    expect(FALLBACK_SPORTS).toHaveLength(10);
    expect(PRAISE_OPTIONS.map((p) => p.id)).toEqual(['comunicativo', 'trabalho_equipe', 'habilidoso', 'amigavel', 'esforcado']);
    expect(DEFAULT_TIME_BY_PERIOD).toEqual({ manha: '09:00:00', tarde: '14:00:00', noite: '19:00:00' });
    expect(DELAYS_MS).toEqual({
      searchDebounce: 300,
      landingRedirect: 500,
      loadingScreenRedirect: 3000,
      postOnboardingRedirect: 1500,
      mapInDevelopmentOverlay: 2000,
    });
    expect(LIMITS.uploadMaxBytes).toBe(5 * 1024 * 1024);
  });
  it('picks the time to save', () => {
    expect(defaultTimeForPeriod('manha')).toBe('09:00:00');
    expect(defaultTimeForPeriod('noite')).toBe('19:00:00');
    expect(defaultTimeForPeriod('noite', '20:30')).toBe('20:30');
    expect(defaultTimeForPeriod('madrugada')).toBe('14:00:00');
    expect(defaultTimeForPeriod(null)).toBe('14:00:00');
  });
});
