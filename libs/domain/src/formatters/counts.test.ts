import { describe, expect, it } from 'vitest';
import { countLabel, initials, participantsLabel, unreadBadgeLabel } from './counts';

describe('count labels', () => {
  it('labels counts with pt-BR plural rules', () => {
    expect(participantsLabel(1)).toBe('1 participante');
    expect(participantsLabel(7)).toBe('7 participantes');
    expect(countLabel(2, 'evento', 'eventos')).toBe('2 eventos');
    expect(countLabel(1, 'evento', 'eventos')).toBe('1 evento');
  });
  it('hides the unread badge at 0, shows up to 10, then 10+', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(10)).toBe('10');
    expect(unreadBadgeLabel(11)).toBe('10+');
  });
  it('builds avatar initials', () => {
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('ana')).toBe('A');
    expect(initials('')).toBe('?');
  });
});
