import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Reputation } from './reputation';

describe('Reputation', () => {
  it('shows the rating number and the praise stars, announced once', () => {
    render(<Reputation rating={4.7} stars={2} />);
    expect(screen.getByRole('img', { name: 'Avaliação 4,7, 2 de 5 estrelas' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('4,7')).toBeTruthy();
    const fills = Array.from(document.querySelectorAll('[data-fill]')).map((s) => s.getAttribute('data-fill'));
    expect(fills).toEqual(['100', '100', '0', '0', '0']);
  });
});
