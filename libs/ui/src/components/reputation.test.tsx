import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Reputation } from './reputation';

describe('Reputation', () => {
  it('shows the praise stars, announced once, with no rating number beside them', () => {
    render(<Reputation stars={2} praiseCount={7} />);
    expect(screen.getByRole('img', { name: 'Reputação: 2 de 5 estrelas (7 elogios)' })).toBeTruthy();
    // The figure beside the stars: few stars read as few praises yet, not a bad rating (issue 48).
    expect(screen.getByText('7 elogios')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/\d,\d/);
    const fills = Array.from(document.querySelectorAll('[data-fill]')).map((s) => s.getAttribute('data-fill'));
    expect(fills).toEqual(['100', '100', '0', '0', '0']);
  });

  it('says a person nobody has praised yet has no praise, instead of a score', () => {
    render(<Reputation stars={1} praiseCount={0} />);
    expect(screen.getByText('Sem elogios ainda')).toBeTruthy();
    expect(document.querySelectorAll('[data-fill]')).toHaveLength(0);
  });
});
