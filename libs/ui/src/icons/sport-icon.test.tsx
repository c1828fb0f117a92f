import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SportIcon, sportIconFor } from './sport-icon';

const drawing = (sport: string | null) => render(<SportIcon sport={sport} />).container.querySelector('svg')!.innerHTML;

describe('SportIcon', () => {
  it('draws different sports differently', () => {
    const icons = ['Futebol', 'Vôlei', 'Natação', 'Corrida', 'Ciclismo', 'Xadrez'].map(drawing);
    expect(new Set(icons).size).toBe(icons.length);
  });
  it('draws every spelling of a sport the same', () => {
    expect(sportIconFor('Tennis')).toBe(sportIconFor('Tênis'));
    expect(sportIconFor('Ping Pong')).toBe(sportIconFor('pingpong'));
    expect(drawing('VOLEI')).toBe(drawing('Vôlei'));
  });
  it('gives a sport without its own icon, or none, the trophy', () => {
    expect(drawing('Peteca')).toBe(drawing(null));
    expect(drawing('Peteca')).not.toBe(drawing('Futebol'));
  });
  it('is decorative', () => {
    const svg = render(<SportIcon sport="Futebol" />).container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('data-sport-icon')).toBe('futebol');
  });
});
