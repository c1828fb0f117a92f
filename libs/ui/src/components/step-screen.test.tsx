import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StepScreen } from './step-screen';

describe('StepScreen', () => {
  it('shows the title, the step label, one bar per step with those done marked, and the form', () => {
    const { container } = render(
      <MemoryRouter>
        <StepScreen title="Crie seu evento" step={2} steps={5} stepLabel="Etapa 2 de 5" backTo="/create-event/1">
          <p>Formulário</p>
        </StepScreen>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Crie seu evento' })).toBeTruthy();
    expect(screen.getByText('Etapa 2 de 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    const bars = container.querySelectorAll('[aria-hidden="true"] > span');
    expect([...bars].map((bar) => bar.getAttribute('data-done'))).toEqual(['true', 'true', 'false', 'false', 'false']);
    expect(screen.getByText('Formulário')).toBeTruthy();
  });
});
