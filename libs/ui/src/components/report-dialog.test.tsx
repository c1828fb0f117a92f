import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReportDialog } from './report-dialog';

function Harness({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Denunciar
      </button>
      <ReportDialog open={open} onOpenChange={setOpen} title="Denunciar comentário" onSubmit={onSubmit} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Denunciar' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Denunciar comentário' }) };
}

describe('ReportDialog', () => {
  it('sends nothing without a reason, nor Outro without a text', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} />);
    const { user, dialog } = await openDialog();
    const send = () => user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    await send();
    expect(screen.getByText('Escolha o motivo da denúncia')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Outro' }));
    await send();
    expect(screen.getByText('Descreva o motivo da denúncia')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('sends the reason and the trimmed text, then closes; opened again it starts empty', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} />);
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Outro' }));
    await user.type(screen.getByRole('textbox', { name: /Descreva o motivo/ }), '  Me xingou  ');
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'other', details: 'Me xingou' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Outro' }).checked).toBe(false);
  });

  it('stays open, with the choice, when sending fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('Você já denunciou este comentário')));
    render(<Harness onSubmit={onSubmit} />);
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Spam' }).checked).toBe(true);
  });
});
