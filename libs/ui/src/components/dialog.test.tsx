import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { TextField } from './text-field';

function AddSport() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adicionar esporte
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Adicionar Esporte" description="Escolha um esporte">
        <TextField label="Esporte" data-autofocus />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title, focuses the marked field, and closes with Fechar', async () => {
    const user = userEvent.setup();
    render(<AddSport />);
    const opener = screen.getByRole('button', { name: 'Adicionar esporte' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Adicionar Esporte' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Escolha um esporte').id);
    expect(document.activeElement).toBe(screen.getByLabelText('Esporte'));

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open when the second tap of a double tap lands on its backdrop, and closes on a later tap there', async () => {
    const user = userEvent.setup();
    render(<AddSport />);
    await user.dblClick(screen.getByRole('button', { name: 'Adicionar esporte' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar Esporte' });
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Adicionar Esporte' })).toBeTruthy();

    await new Promise((resolve) => setTimeout(resolve, 600));
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
