import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the page heading, without a back button by default', () => {
    render(<PageHeader title="Notificações" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
  });

  it('calls onBack from the Voltar button', async () => {
    const onBack = vi.fn();
    render(<PageHeader title="Crie seu evento" onBack={onBack} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('navigates to backTo', async () => {
    render(
      <MemoryRouter initialEntries={['/event/1']}>
        <Routes>
          <Route path="/event/:id" element={<PageHeader title="Evento" backTo="/events" />} />
          <Route path="/events" element={<p>Lista de eventos</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Lista de eventos')).toBeTruthy();
  });
});
