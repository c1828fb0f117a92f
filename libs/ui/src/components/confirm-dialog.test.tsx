import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, onCancel }: { onConfirm: () => void | Promise<unknown>; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancelar evento
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancelar evento?"
        description="Esta ação não pode ser desfeita."
        confirmLabel="Sim, cancelar"
        cancelLabel="Voltar"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancelar evento?' });
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('shows title and description, and runs onConfirm then closes on confirm', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const { user, dialog } = await openDialog();
    expect(dialog.textContent).toContain('Esta ação não pode ser desfeita.');

    await user.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes without confirming on cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const { user } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const { dialog } = await openDialog();

    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays busy while an async confirm runs, and stays open when it fails', async () => {
    let reject: (e: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise((_, r) => (reject = r)));
    render(<Harness onConfirm={onConfirm} />);
    const { user } = await openDialog();

    const confirm = screen.getByRole('button', { name: 'Sim, cancelar' });
    await user.click(confirm);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Voltar' }) as HTMLButtonElement).disabled).toBe(true);

    reject(new Error('Falhou'));
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Cancelar evento?' })).toBeTruthy();
  });

  it('closes once an async confirm resolves', async () => {
    let resolve: () => void = () => {};
    render(<Harness onConfirm={() => new Promise<void>((r) => (resolve = r))} />);
    const { user } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
