import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SportPicker } from './sport-picker';

function Harness() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (n: string) => setSelected((s) => (s.includes(n) ? s.filter((x) => x !== n) : [...s, n]));
  return <SportPicker sports={['Futebol', 'Vôlei']} selected={selected} onToggle={toggle} error={null} />;
}

describe('SportPicker', () => {
  it('toggles several sports on and off', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const futebol = screen.getByRole('button', { name: 'Futebol' });
    const volei = screen.getByRole('button', { name: 'Vôlei' });
    await user.click(futebol);
    await user.click(volei);
    expect(futebol.getAttribute('aria-pressed')).toBe('true');
    expect(volei.getAttribute('aria-pressed')).toBe('true');
    await user.click(futebol);
    expect(futebol.getAttribute('aria-pressed')).toBe('false');
  });
});
