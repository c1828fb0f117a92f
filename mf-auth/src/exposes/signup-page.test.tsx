import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import SignupPage from './signup-page';

async function fill(email: string, password: string, confirm = password) {
  const user = userEvent.setup();
  renderPage(<SignupPage />, '/signup');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.type(screen.getByLabelText('Confirmar senha'), confirm);
  return user;
}

describe('SignupPage', () => {
  it('shows the welcome texts, inert social buttons and the login link', () => {
    renderPage(<SignupPage />, '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Boas-vindas à Quadra' })).toBeTruthy();
    expect(screen.getByText('Como você gostaria de se cadastrar?')).toBeTruthy();
    for (const name of ['LinkedIn', 'Facebook', 'Google']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'Já tem uma conta? Faça login' }).getAttribute('href')).toBe('/login');
  });

  it('enables "Aceitar e cadastrar" only with an e-mail and two equal passwords of 6+ characters', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    const submit = screen.getByRole('button', { name: 'Aceitar e cadastrar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'ana@exemplo.com');
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.type(screen.getByLabelText('Confirmar senha'), '12345');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Senha'), '6');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirmar senha'), '7');
    expect(submit.disabled).toBe(true);
    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), '123456');
    expect(submit.disabled).toBe(false);
  });

  it('refuses a weak password in pt-BR before anything is sent', async () => {
    const user = await fill('ana@exemplo.com', 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Aceitar e cadastrar' }));
    expect(
      await screen.findByText(
        'Senha fraca: Senha deve ter pelo menos 8 caracteres, Senha deve conter pelo menos uma letra maiúscula, Senha deve conter pelo menos um número',
      ),
    ).toBeTruthy();
    const field = screen.getByLabelText('Senha');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/signup');
  });

  it('refuses a common password', async () => {
    const user = await fill('ana@exemplo.com', '12345678');
    await user.click(screen.getByRole('button', { name: 'Aceitar e cadastrar' }));
    expect(await screen.findByText(/Senha muito comum\. Escolha uma senha mais segura/, { selector: '[role="alert"]' })).toBeTruthy();
  });

  it('refuses a malformed e-mail and says where', async () => {
    const user = await fill('ana@', 'Quadra123');
    await user.click(screen.getByRole('button', { name: 'Aceitar e cadastrar' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(within(document.getElementById(errorId)!).getByText('Formato de email inválido')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/signup');
  });

  it('stops the fourth sign-up attempt for one e-mail within an hour', async () => {
    const user = await fill('limite@exemplo.com', 'Quadra2026');
    const submit = screen.getByRole('button', { name: 'Aceitar e cadastrar' }) as HTMLButtonElement;
    // No backend in this test: each attempt fails, and each one counts.
    for (let i = 0; i < 3; i++) {
      await user.click(submit);
      await waitFor(() => expect(submit.disabled).toBe(false));
    }
    expect(screen.getAllByText('Erro ao criar usuário. Tente novamente.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Muitas tentativas de cadastro. Tente novamente em 1 hora.')).toBeNull();
    await user.click(submit);
    expect(await screen.findByText('Muitas tentativas de cadastro. Tente novamente em 1 hora.')).toBeTruthy();
  });
});
