import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chip } from './chip';

describe('Chip', () => {
  it('toggles as a pressed button when selectable', async () => {
    function Sport() {
      const [on, setOn] = useState(false);
      return (
        <Chip selected={on} onClick={() => setOn((v) => !v)}>
          Futebol
        </Chip>
      );
    }
    render(<Sport />);
    const chip = screen.getByRole('button', { name: 'Futebol' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });

  it('has a named remove button when removable', async () => {
    const onRemove = vi.fn();
    render(<Chip onRemove={onRemove}>Vôlei</Chip>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remover Vôlei' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
