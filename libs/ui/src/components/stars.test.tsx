import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, formatRating } from './stars';

function fills() {
  return Array.from(document.querySelectorAll('[data-fill]')).map((s) => s.getAttribute('data-fill'));
}

describe('Stars', () => {
  it('announces the rating in pt-BR and fills whole stars', () => {
    render(<Stars value={5} showValue />);
    expect(screen.getByRole('img', { name: 'Avaliação 5,0 de 5' })).toBeTruthy();
    expect(fills()).toEqual(['100', '100', '100', '100', '100']);
    expect(screen.getByText('5,0')).toBeTruthy();
  });

  it('rounds to the nearest half star', () => {
    render(<Stars value={3.6} />);
    expect(screen.getByRole('img', { name: 'Avaliação 3,6 de 5' })).toBeTruthy();
    expect(fills()).toEqual(['100', '100', '100', '50', '0']);
  });

  it('writes the rating to the nearest tenth with a decimal comma', () => {
    expect(formatRating(4.26)).toBe('4,3');
    expect(formatRating(4.94)).toBe('4,9');
    expect(formatRating(4.96)).toBe('5,0');
    expect(formatRating(0.05)).toBe('0,1');
  });

  it('clamps out-of-range and missing values', () => {
    const { unmount } = render(<Stars value={7} />);
    expect(screen.getByRole('img', { name: 'Avaliação 5,0 de 5' })).toBeTruthy();
    unmount();
    render(<Stars value={Number.NaN} />);
    expect(screen.getByRole('img', { name: 'Avaliação 0,0 de 5' })).toBeTruthy();
    expect(fills()).toEqual(['0', '0', '0', '0', '0']);
  });
});
