import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataProvider, loadSonner } from '@quadra/data';
import { useSession } from '@quadra/session';
import { configureSupabase } from '@quadra/supabase';
import { Toaster } from '@quadra/ui/toaster';
import LandingPage from './landing-page';
import LoadingPage from './loading-page';
import NotFoundPage from './not-found-page';
import SettingsPage from './settings-page';

// The notification block is mf_notifications' widget (no federation runtime here): its own tests and
// e2e/tests/notifications/push.spec.ts cover it.
vi.mock('../remotes/remote-widget', () => ({ RemoteWidget: () => null }));

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(url: string, page: ReactElement) {
  return render(
    <DataProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={url} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
        <Toaster />
      </MemoryRouter>
    </DataProvider>,
  );
}

const where = () => screen.getByTestId('location').textContent;

// The toaster's code loads with the first toast; here it has arrived before the fake clock starts.
beforeAll(async () => {
  await loadSonner();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LandingPage', () => {
  it('shows the logo and tagline, then goes to /signup 500 ms after its toast', async () => {
    vi.useFakeTimers();
    renderAt('/', <LandingPage />);
    expect(screen.getByRole('img', { name: 'Sports Technology Platform Logo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tecnologia a favor do esporte' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar uma conta' }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByText('Redirecionando para criação de conta...')).toBeTruthy();
    expect(where()).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(where()).toBe('/signup');
  });

  it('takes its redirect toast away with it: on /signup it would cover the social buttons', async () => {
    vi.useFakeTimers();
    renderAt('/', <LandingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Criar uma conta' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(where()).toBe('/signup');
    // Well before sonner's own 4 s: only the dismissal (and its exit animation) has run.
    for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Redirecionando para criação de conta...')).toBeNull();
  });

  it('goes to /login after "Iniciar sessão"', async () => {
    vi.useFakeTimers();
    renderAt('/', <LandingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sessão' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Redirecionando para login...')).toBeTruthy();
    expect(where()).toBe('/login');
  });
});

describe('LoadingPage', () => {
  it('asks to wait, then opens the dashboard after 3 s', async () => {
    vi.useFakeTimers();
    renderAt('/loading', <LoadingPage />);
    expect(screen.getByRole('heading', { name: 'Aguarde um instante!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(where()).toBe('/loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(where()).toBe('/dashboard');
  });
});

describe('SettingsPage', () => {
  it('says the app settings are in development', async () => {
    renderAt('/settings', <SettingsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Configurações do App' }));
    expect(await screen.findByText('Em desenvolvimento')).toBeTruthy();
    expect(where()).toBe('/settings');
  });

  it('opens the profile editor', () => {
    renderAt('/settings', <SettingsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    expect(where()).toBe('/profile/edit');
  });

  it('signs out locally even without a network, with its toast, and returns to /', async () => {
    // A signed-in session stored by supabase-js, whose server (a closed port) cannot be reached.
    const sb = configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon-key' });
    const key = 'sb-127-auth-token';
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const user = { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', email: 'ana@example.com', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() };
    localStorage.setItem(key, JSON.stringify({ access_token: 'header.payload.signature', refresh_token: 'r1', token_type: 'bearer', expires_in: 3600, expires_at: exp, user }));
    const { data } = await sb.auth.getSession();
    expect(data.session?.user.email).toBe('ana@example.com');
    useSession.setState({ status: 'signed-in', session: data.session, user: data.session!.user });

    renderAt('/settings', <SettingsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair da Conta' }));
    expect(await screen.findByText('Logout realizado')).toBeTruthy();
    expect(screen.getByText('Você foi desconectado com sucesso!')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/'));
    // the session is gone from the store and from storage, so a reload does not sign back in
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', session: null, user: null });
    expect(localStorage.getItem(key)).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();
    await sb.auth.stopAutoRefresh();
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderAt('/nao-existe', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
  });
});
