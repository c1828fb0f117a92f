import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileStepForm } from './profile-step-form';

const EMPTY = { fullName: '', birthDate: '', preferredName: '' };

describe('ProfileStepForm', () => {
  it('shows each problem under its field and sends nothing while one is left', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProfileStepForm initial={EMPTY} savedPhotoUrl={null} saving={false} onSubmit={onSubmit} onDraft={() => undefined} />);
    await user.type(screen.getByLabelText(/Nome completo/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Por favor, preencha todos os campos obrigatórios')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs the preferred name it marks as required (the older version never checked it)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ProfileStepForm
        initial={{ fullName: 'Ana Souza', birthDate: '1996-06-15', preferredName: '' }}
        savedPhotoUrl={null}
        saving={false}
        onSubmit={onSubmit}
        onDraft={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const field = screen.getByLabelText(/Como prefere ser chamado/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field, 'Aninha');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Ana Souza', birthDate: '1996-06-15', preferredName: 'Aninha' }, null),
    );
  });

  it('hands every keystroke to the draft, so a reload loses nothing', async () => {
    const user = userEvent.setup();
    const onDraft = vi.fn();
    render(<ProfileStepForm initial={EMPTY} savedPhotoUrl={null} saving={false} onSubmit={() => undefined} onDraft={onDraft} />);
    await user.type(screen.getByLabelText(/Como prefere ser chamado/), 'Mari');
    expect(onDraft).toHaveBeenLastCalledWith({ fullName: '', birthDate: '', preferredName: 'Mari' });
  });
});
