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

/** The text announced under a field (its aria-describedby error), or null when it says nothing. */
function errorOf(label: string): string | null {
  const field = screen.getByLabelText(label, { selector: 'input' });
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0] ?? '')?.textContent ?? null) : null;
}

describe('SignupPage says what is missing as the person types', () => {
  it('lists the password rules still broken from the first key, and drops each one as it is met', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    expect(errorOf('Senha')).toBeNull();
    await user.type(screen.getByLabelText('Senha'), 'abc');
    expect(errorOf('Senha')).toBe(
      'Senha fraca: Senha deve ter pelo menos 8 caracteres, Senha deve conter pelo menos uma letra maiúscula, Senha deve conter pelo menos um número',
    );
    await user.type(screen.getByLabelText('Senha'), 'D');
    expect(errorOf('Senha')).toBe('Senha fraca: Senha deve ter pelo menos 8 caracteres, Senha deve conter pelo menos um número');
    await user.type(screen.getByLabelText('Senha'), 'efgh1');
    expect(errorOf('Senha')).toBeNull();
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBeNull();
  });

  it('says the passwords differ once the confirmation departs from the password, not while it is still being copied', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    const submit = screen.getByRole('button', { name: 'Aceitar e cadastrar' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Email'), 'ana@exemplo.com');
    await user.type(screen.getByLabelText('Senha'), 'Quadra2026');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Quadra');
    expect(errorOf('Confirmar senha')).toBeNull();
    await user.type(screen.getByLabelText('Confirmar senha'), '2027');
    // The dimmed button now says why.
    expect(submit.disabled).toBe(true);
    expect(errorOf('Confirmar senha')).toBe('As senhas não coincidem');
    await user.type(screen.getByLabelText('Confirmar senha'), '{Backspace}6');
    expect(errorOf('Confirmar senha')).toBeNull();
    expect(submit.disabled).toBe(false);
    // Changing the password afterwards re-checks the confirmation.
    await user.type(screen.getByLabelText('Senha'), '!');
    expect(errorOf('Confirmar senha')).toBe('As senhas não coincidem');
  });

  it('leaves a half-typed e-mail alone until the field is left, then follows the typing', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    expect(errorOf('Email')).toBeNull();
    await user.tab();
    expect(errorOf('Email')).toBe('Formato de email inválido');
    await user.type(screen.getByLabelText('Email'), 'exemplo.com');
    expect(errorOf('Email')).toBeNull();
  });

  it('shows each problem once, in its field: no toast repeats it over the form', async () => {
    const user = await fill('ana@exemplo.com', 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Aceitar e cadastrar' }));
    const weak = /^Senha fraca: /;
    expect(await screen.findAllByText(weak)).toHaveLength(1);
    // sonner (loaded on a first toast) would have drawn one by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(weak)).toHaveLength(1);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('shows a refusal from the server once, above the button, in pt-BR', async () => {
    const user = await fill('falha@exemplo.com', 'Quadra2026');
    await user.click(screen.getByRole('button', { name: 'Aceitar e cadastrar' }));
    // No backend in this test: the call fails without a GoTrue code, so the screen's own text shows.
    const alert = await screen.findByText('Erro ao criar usuário. Tente novamente.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Erro ao criar usuário. Tente novamente.')).toHaveLength(1);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });
});
