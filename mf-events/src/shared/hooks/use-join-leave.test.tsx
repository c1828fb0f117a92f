import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, toast } from '@quadra/data';
import { useSession } from '@quadra/session';
import { useJoinLeave } from './use-join-leave';

// The database side (optimistic change, rollback, reload) is tested in libs/data against the real
// server; this is the screen's part: a visitor never reaches the database.
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter initialEntries={['/events']}>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('useJoinLeave', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor to /login with the login-required toast, and nothing is pending', async () => {
    vi.spyOn(toast, 'error');
    useSession.setState({ status: 'signed-out', user: null, session: null });
    const { result } = renderHook(() => ({ actions: useJoinLeave(), location: useLocation() }), { wrapper });
    act(() => result.current.actions.join('e1'));
    expect(toast.error).toHaveBeenCalledWith('Login necessário', {
      description: 'Você precisa estar logado para interagir com eventos.',
    });
    expect(result.current.location.pathname).toBe('/login');
    expect(result.current.actions.isPending('e1')).toBe(false);
  });

  it("uses the screen's own visitor text (the detail's 'se inscrever')", async () => {
    vi.spyOn(toast, 'error');
    useSession.setState({ status: 'signed-out', user: null, session: null });
    const { result } = renderHook(() => useJoinLeave('Você precisa estar logado para se inscrever em eventos.'), { wrapper });
    act(() => result.current.leave('e1'));
    expect(toast.error).toHaveBeenCalledWith('Login necessário', {
      description: 'Você precisa estar logado para se inscrever em eventos.',
    });
  });
});
