import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import LoginPage from './login-page';

describe('LoginPage', () => {
  it('shows its texts and enables "Entrar" only with an e-mail and a 6+ character password', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo de volta.' })).toBeTruthy();
    expect(screen.getByText('Entre, e jogue o que quiser.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Não possui uma conta?' }).getAttribute('href')).toBe('/signup');
    const submit = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'ana@quadra.dev');
    await user.type(screen.getByLabelText('Senha'), '12345');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Senha'), '6');
    expect(submit.disabled).toBe(false);
  });

  it('prefills the e-mail the sign-up saved', () => {
    localStorage.setItem('onboardingEmail', 'nova@exemplo.com');
    renderPage(<LoginPage />, '/login');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('nova@exemplo.com');
  });

  it('reports a malformed e-mail as a validation error without signing in', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Senha'), 'Quadra123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Erro de validação: Formato de email inválido')).not.toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('stops the sixth attempt for one e-mail within 15 minutes', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'limite@exemplo.com');
    await user.type(screen.getByLabelText('Senha'), 'Quadra123');
    const submit = screen.getByRole('button', { name: 'Entrar' });
    // No backend in this test: each attempt fails, and each one counts.
    for (let i = 0; i < 5; i++) {
      await user.click(submit);
      await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    }
    expect(screen.queryByText('Muitas tentativas de login. Tente novamente em 15 minutos.')).toBeNull();
    await user.click(submit);
    expect(await screen.findAllByText('Muitas tentativas de login. Tente novamente em 15 minutos.')).not.toHaveLength(0);
  });

  it('confirms the e-mail once when opened from the confirmation link and cleans the URL', async () => {
    renderPage(<LoginPage />, '/login?confirmed=true');
    expect(await screen.findByText('Email confirmado com sucesso! Agora você pode fazer login.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(screen.getAllByText('Email confirmado com sucesso! Agora você pode fazer login.')).toHaveLength(1);
  });

  it('says so when the confirmation link was refused (used or expired)', async () => {
    window.location.hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid';
    renderPage(<LoginPage />, '/login?confirmed=true');
    expect(await screen.findByText(/Link de confirmação inválido ou expirado\./)).toBeTruthy();
    expect(screen.queryByText('Email confirmado com sucesso! Agora você pode fazer login.')).toBeNull();
    window.location.hash = '';
  });
});
