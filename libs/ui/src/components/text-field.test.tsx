import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is found by its label and announces its error', () => {
    render(<TextField label="E-mail" error="E-mail inválido" hint="Use seu e-mail" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['E-mail inválido', 'Use seu e-mail']);
    expect(screen.getByRole('alert').textContent).toBe('E-mail inválido');
  });

  it('shows and hides a password with the toggle', async () => {
    const user = userEvent.setup();
    render(<TextField label="Senha" type="password" defaultValue="segredo1" />);
    const input = screen.getByLabelText('Senha') as HTMLInputElement;
    expect(input.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('segredo1');

    const hide = screen.getByRole('button', { name: 'Ocultar senha' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await user.click(hide);
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeTruthy();
  });

  it('has no toggle for plain text fields', () => {
    render(<TextField label="Nome" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('finds a required field by its plain label', () => {
    render(<TextField label="Nome completo" required />);
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).required).toBe(true);
  });
});
