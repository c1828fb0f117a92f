import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@quadra/data';
import { VISIBLE_TOASTS } from '@quadra/ui/toaster';
import { AppToaster } from './app-toaster';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

const shown = () => [...document.querySelectorAll('[data-sonner-toast]')];
const visible = () => shown().filter((t) => t.getAttribute('data-visible') === 'true');

describe('AppToaster', () => {
  it('mounts nothing before the first toast', () => {
    render(<AppToaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
  });

  it("shows toasts at the top, under the header, away from the screen's main button (issue 48)", async () => {
    render(<AppToaster />);
    act(() => void toast('Em breve'));
    await screen.findByText('Em breve');
    expect(shown()[0]!.getAttribute('data-y-position')).toBe('top');
  });

  it('keeps at most a few in sight', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 6; i += 1) toast.error(`Erro ${i}`);
    });
    await screen.findByText('Erro 6');
    expect(visible()).toHaveLength(VISIBLE_TOASTS);
    expect(VISIBLE_TOASTS).toBeLessThanOrEqual(3);
  });

  it("lets an action's success replace its error", async () => {
    render(<AppToaster />);
    act(() => void toast.error('Erro ao se inscrever no evento.', { id: 'join-event' }));
    await screen.findByText('Erro ao se inscrever no evento.');
    act(() => void toast.success('Inscrição realizada com sucesso!', { id: 'join-event' }));
    await screen.findByText('Inscrição realizada com sucesso!');
    expect(screen.queryByText('Erro ao se inscrever no evento.')).toBeNull();
    expect(shown()).toHaveLength(1);
  });

  it('folds the same text shown twice into one toast', async () => {
    render(<AppToaster />);
    act(() => {
      toast.error('Erro ao carregar eventos');
      toast.error('Erro ao carregar eventos');
    });
    await screen.findByText('Erro ao carregar eventos');
    expect(shown()).toHaveLength(1);
  });
});
