import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@quadra/ui';
import LandingPage from './landing-page';
import LoadingPage from './loading-page';
import NotFoundPage from './not-found-page';
import SettingsPage from './settings-page';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(url: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={url} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <Toaster />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('location').textContent;

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
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/settings', <SettingsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair da Conta' }));
    expect(await screen.findByText('Logout realizado')).toBeTruthy();
    expect(screen.getByText('Você foi desconectado com sucesso!')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/'));
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderAt('/nao-existe', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
  });
});
