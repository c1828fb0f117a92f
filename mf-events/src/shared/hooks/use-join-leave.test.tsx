import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';
import { DbError } from '../data/error-text';

// Only the network calls are replaced; the session store, router and toast are the real ones.
const joinEvent = vi.fn();
const leaveEvent = vi.fn();
vi.mock('../data/events-api', () => ({
  joinEvent: (...a: unknown[]) => joinEvent(...a),
  leaveEvent: (...a: unknown[]) => leaveEvent(...a),
}));
const { useJoinLeave } = await import('./use-join-leave');

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/events']}>{children}</MemoryRouter>;

function setup(onSettled = vi.fn()) {
  return renderHook(() => ({ actions: useJoinLeave(onSettled), location: useLocation() }), { wrapper });
}

describe('useJoinLeave', () => {
  beforeEach(() => {
    joinEvent.mockReset();
    leaveEvent.mockReset();
    vi.spyOn(toast, 'error');
    vi.spyOn(toast, 'success');
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor to /login with the login-required toast, without calling the database', async () => {
    useSession.setState({ status: 'signed-out', user: null, session: null });
    const { result } = setup();
    await act(() => result.current.actions.join('e1'));
    expect(toast.error).toHaveBeenCalledWith('Login necessário', {
      description: 'Você precisa estar logado para interagir com eventos.',
    });
    expect(result.current.location.pathname).toBe('/login');
    expect(joinEvent).not.toHaveBeenCalled();
  });

  it('joins once on a double tap and reloads after it', async () => {
    useSession.setState({ status: 'signed-in' } as never);
    let finish: (v: unknown) => void = () => undefined;
    joinEvent.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onSettled = vi.fn();
    const { result } = setup(onSettled);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.actions.join('e1');
      void result.current.actions.join('e1');
    });
    expect(result.current.actions.isPending('e1')).toBe(true);
    await act(async () => {
      finish({ status: 'registered', participant_count: 3 });
      await first;
    });
    expect(joinEvent).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(result.current.actions.isPending('e1')).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Você se inscreveu no evento.');
  });

  it("shows the database's refusal and still reloads", async () => {
    useSession.setState({ status: 'signed-in' } as never);
    joinEvent.mockRejectedValue(new DbError('Evento está lotado', null, 'P0001'));
    const onSettled = vi.fn();
    const { result } = setup(onSettled);
    await act(() => result.current.actions.join('e1'));
    expect(toast.error).toHaveBeenCalledWith('Erro ao se inscrever no evento.', { description: 'Evento está lotado' });
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('says when a request waits for the organiser, and leaves with its own texts', async () => {
    useSession.setState({ status: 'signed-in' } as never);
    joinEvent.mockResolvedValue({ status: 'pending', participant_count: 2 });
    leaveEvent.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = setup();
    await act(() => result.current.actions.join('e1'));
    expect(toast.success).toHaveBeenCalledWith('Solicitação enviada! Aguarde a aprovação do organizador.');
    await act(() => result.current.actions.leave('e1'));
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro ao cancelar inscrição.' });
  });
});
