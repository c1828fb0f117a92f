import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessibilityStepForm } from './accessibility-step-form';

describe('AccessibilityStepForm', () => {
  it('offers the spec genders and needs, keeps each choice as made, and submits them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onDraft = vi.fn();
    render(<AccessibilityStepForm initial={{ gender: '', accessibility: '' }} saving={false} onSubmit={onSubmit} onDraft={onDraft} />);
    const select = screen.getByLabelText('Você possui alguma necessidade de acessibilidade?');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Selecione',
      'Nenhuma',
      'Visual',
      'Auditiva',
      'Motora',
      'Cognitiva',
      'Múltiplas',
    ]);
    await user.selectOptions(select, 'motora');
    expect(onDraft).toHaveBeenLastCalledWith({ gender: '', accessibility: 'motora' });
    await user.click(screen.getByRole('radio', { name: 'Prefiro não informar' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ gender: 'prefiro-nao-informar', accessibility: 'motora' }));
  });

  it('refuses to go on without a gender, under the gender field, and restores earlier answers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = render(
      <AccessibilityStepForm initial={{ gender: '', accessibility: '' }} saving={false} onSubmit={onSubmit} onDraft={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Por favor, selecione seu gênero')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    render(<AccessibilityStepForm initial={{ gender: 'feminino', accessibility: 'visual' }} saving={false} onSubmit={onSubmit} onDraft={() => undefined} />);
    expect((screen.getByRole('radio', { name: 'Feminino' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Você possui alguma necessidade de acessibilidade?') as HTMLSelectElement).value).toBe('visual');
  });
});
