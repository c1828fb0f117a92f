import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [11, '10+'],
    [250, '10+'],
  ])('%i -> %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('Badge', () => {
  it('hides a counter at 0 and caps it at 10+', () => {
    const { container, rerender } = render(<Badge count={0} aria-label="notificações não lidas" />);
    expect(container.textContent).toBe('');
    rerender(<Badge count={10} />);
    expect(container.textContent).toBe('10');
    rerender(<Badge count={12} />);
    expect(container.textContent).toBe('10+');
  });

  it('renders a status label', () => {
    render(<Badge tone="green">Aberto</Badge>);
    expect(screen.getByText('Aberto')).toBeTruthy();
  });
});
