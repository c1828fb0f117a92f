import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessibilityStepForm } from './accessibility-step-form';

describe('AccessibilityStepForm', () => {
  it('offers the spec genders and needs and submits the choices', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AccessibilityStepForm saved={null} saving={false} genderError={null} onSubmit={onSubmit} />);
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
    await user.click(screen.getByRole('radio', { name: 'Prefiro não informar' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenCalledWith('prefiro-nao-informar', 'motora');
  });

  it('shows the gender error it is given and restores saved answers', () => {
    render(
      <AccessibilityStepForm
        saved={{
          full_name: 'Ana Souza',
          preferred_name: null,
          birth_date: '1996-06-15',
          profile_photo_url: null,
          gender: 'feminino',
          accessibility_needs: ['visual'],
        }}
        saving={false}
        genderError="Por favor, selecione seu gênero"
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByText('Por favor, selecione seu gênero')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Feminino' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Você possui alguma necessidade de acessibilidade?') as HTMLSelectElement).value).toBe(
      'visual',
    );
  });
});
