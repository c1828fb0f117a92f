import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { RouteAccess } from '@quadra/contracts';
import { AccessGuard } from './access-guard';
import { useSession } from './session-store';

afterEach(() => cleanup());

/** The login screen, showing where the guard asked to return to. */
function LoginProbe() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <>
      <p>tela de login</p>
      <output data-testid="from">{from}</output>
    </>
  );
}

function renderAt(access: RouteAccess, status: 'loading' | 'signed-in' | 'signed-out') {
  useSession.setState({ status });
  render(
    <MemoryRouter initialEntries={['/page?aba=2']}>
      <Routes>
        <Route
          path="/page"
          element={
            <AccessGuard access={access} pending={<p>aguardando</p>}>
              <p>conteúdo</p>
            </AccessGuard>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/dashboard" element={<p>painel</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AccessGuard', () => {
  it('sends a visitor of a login-required or needs-user route to /login, remembering the page', () => {
    for (const access of ['login-required', 'needs-user'] as const) {
      renderAt(access, 'signed-out');
      expect(screen.getByText('tela de login')).toBeTruthy();
      expect(screen.getByTestId('from').textContent).toBe('/page?aba=2');
      expect(screen.queryByText('conteúdo')).toBeNull();
      cleanup();
    }
  });

  // a signed-in user sees the page; while the session loads the guard waits, never sending to /login
  it.each([
    ['signed-in', 'conteúdo', ['tela de login', 'aguardando']],
    ['loading', 'aguardando', ['conteúdo', 'tela de login']],
  ] as const)('on login-required and needs-user routes, a %s session shows "%s"', (status, shown, hidden) => {
    for (const access of ['login-required', 'needs-user'] as const) {
      renderAt(access, status);
      expect(screen.getByText(shown)).toBeTruthy();
      for (const text of hidden) expect(screen.queryByText(text)).toBeNull();
      cleanup();
    }
  });

  it('lets a sign-up still waiting for its confirmation on this device into a needs-user route only', () => {
    localStorage.setItem('onboardingEmail', 'nova@exemplo.com');
    try {
      renderAt('needs-user', 'signed-out');
      expect(screen.getByText('conteúdo')).toBeTruthy();
      cleanup();
      renderAt('login-required', 'signed-out');
      expect(screen.getByText('tela de login')).toBeTruthy();
    } finally {
      localStorage.removeItem('onboardingEmail');
    }
  });

  it('waits for the auth check on auth-wait routes, then shows them to anyone', () => {
    renderAt('auth-wait', 'loading');
    expect(screen.getByText('aguardando')).toBeTruthy();
    cleanup();
    renderAt('auth-wait', 'signed-out');
    expect(screen.getByText('conteúdo')).toBeTruthy();
  });

  it('sends a signed-in user away from guest-only routes', () => {
    renderAt('guest-only', 'signed-in');
    expect(screen.getByText('painel')).toBeTruthy();
    cleanup();
    renderAt('guest-only', 'signed-out');
    expect(screen.getByText('conteúdo')).toBeTruthy();
  });

  it('renders public routes even before the auth check ends', () => {
    renderAt('public', 'loading');
    expect(screen.getByText('conteúdo')).toBeTruthy();
  });
});
