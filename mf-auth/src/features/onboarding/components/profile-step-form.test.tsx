import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProfileStepValues } from '../hooks/use-profile-step';
import { ProfileStepForm } from './profile-step-form';

function Harness() {
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState<ProfileStepValues | null>(null);
  return (
    <>
      <ProfileStepForm
        saved={null}
        saving={false}
        errors={errors}
        onSubmit={(values) => {
          setSent(values);
          setErrors(['Por favor, preencha todos os campos obrigatórios']);
        }}
        onEdit={() => setErrors([])}
      />
      <output data-testid="sent">{sent ? JSON.stringify({ ...sent, photo: sent.photo?.name ?? null }) : ''}</output>
    </>
  );
}

describe('ProfileStepForm', () => {
  it('sends the four answers, shows the problems, and drops them once the athlete edits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/Nome completo/), 'Ana');
    await user.type(screen.getByLabelText(/Como prefere ser chamado/), 'Aninha');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(JSON.parse(screen.getByTestId('sent').textContent ?? '')).toEqual({
      fullName: 'Ana',
      birthDate: '',
      preferredName: 'Aninha',
      photo: null,
    });
    expect(screen.getByRole('alert').textContent).toBe('Por favor, preencha todos os campos obrigatórios');
    await user.type(screen.getByLabelText(/Nome completo/), ' Souza');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not show back the placeholder name the sign-up stored', () => {
    render(
      <ProfileStepForm
        saved={{
          full_name: 'Usuário',
          preferred_name: null,
          birth_date: null,
          profile_photo_url: null,
          gender: null,
          accessibility_needs: [],
        }}
        saving={false}
        errors={[]}
        onSubmit={() => undefined}
        onEdit={() => undefined}
      />,
    );
    expect((screen.getByLabelText(/Nome completo/) as HTMLInputElement).value).toBe('');
  });
});
