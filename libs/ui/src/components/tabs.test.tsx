import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function MyEventsTabs() {
  const [tab, setTab] = useState('inscritos');
  return (
    <Tabs
      label="Meus eventos"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'inscritos', label: 'Inscritos', count: 2 },
        { value: 'organizando', label: 'Organizando' },
        { value: 'indicados', label: 'Indicados', disabled: true },
        { value: 'nao-lidas', label: 'Não lidas', count: 3 },
      ]}
    >
      {tab === 'inscritos' ? 'Lista de inscritos' : tab === 'organizando' ? 'Lista organizando' : 'Não lidas'}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows counts in the label and the selected tab panel', () => {
    render(<MyEventsTabs />);
    expect(screen.getByRole('tablist', { name: 'Meus eventos' })).toBeTruthy();
    const inscritos = screen.getByRole('tab', { name: 'Inscritos (2)' });
    expect(inscritos.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Não lidas (3)' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Inscritos (2)' }).textContent).toBe('Lista de inscritos');
  });

  it('switches panel on click', async () => {
    const user = userEvent.setup();
    render(<MyEventsTabs />);
    await user.click(screen.getByRole('tab', { name: 'Organizando' }));
    expect(screen.getByRole('tab', { name: 'Organizando' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Inscritos (2)' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('Lista organizando');
  });

  it('moves with arrow keys, skipping disabled tabs and wrapping around', async () => {
    const user = userEvent.setup();
    render(<MyEventsTabs />);
    await user.click(screen.getByRole('tab', { name: 'Organizando' }));
    await user.keyboard('{ArrowRight}');
    const naoLidas = screen.getByRole('tab', { name: 'Não lidas (3)' });
    expect(naoLidas.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(naoLidas);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inscritos (2)' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(naoLidas.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<MyEventsTabs />);
    const tabIndexes = screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1', '-1']);
  });
});
