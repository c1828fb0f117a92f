import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RouteAccess } from '@quadra/contracts';
import { AccessGuard } from './access-guard';
import { useSession } from './session-store';

afterEach(() => cleanup());

function renderAt(access: RouteAccess, status: 'loading' | 'signed-in' | 'signed-out') {
  useSession.setState({ status });
  render(
    <MemoryRouter initialEntries={['/page']}>
      <Routes>
        <Route
          path="/page"
          element={
            <AccessGuard access={access} pending={<p>aguardando</p>}>
              <p>conteúdo</p>
            </AccessGuard>
          }
        />
        <Route path="/login" element={<p>tela de login</p>} />
        <Route path="/dashboard" element={<p>painel</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AccessGuard', () => {
  it('sends a visitor of a login-required or needs-user route to /login', () => {
    renderAt('login-required', 'signed-out');
    expect(screen.getByText('tela de login')).toBeTruthy();
    cleanup();
    renderAt('needs-user', 'signed-out');
    expect(screen.getByText('tela de login')).toBeTruthy();
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
