import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { signOutEverywhere, toast, unsubscribeThisDevice, useGuardedMutation } from '@quadra/data';
import { messages } from '@quadra/domain';

const m = messages.account.signOutEverywhere;

/**
 * 'Sair de todos os aparelhos': every refresh token of the account is revoked (this device's
 * too); this device also stops receiving pushes first, as 'Sair da Conta' does.
 */
export function useSignOutEverywhere() {
  const navigate = useNavigate();
  const leave = useGuardedMutation<void, void>({
    name: 'sign-out-everywhere',
    lockKey: () => 'session',
    // Ends on the login screen ('Entre novamente'): the session store may hear the sign-out before
    // this call returns, and the guard of this login-required screen then leads there itself,
    // unmounting the screen with the mutation's callbacks (hence the toast here, not onSuccess).
    mutationFn: async () => {
      await unsubscribeThisDevice().catch((error: unknown) => console.warn('Falha ao desativar as notificações deste aparelho', error));
      await signOutEverywhere();
      toast.success(m.done.title, { description: m.done.description, id: 'sign-out-everywhere' });
      navigate(paths.login, { replace: true });
    },
    invalidates: () => [],
    onError: () => toast.error(m.failed, { id: 'sign-out-everywhere' }),
  });
  return { run: () => leave.runAsync(undefined), busy: leave.anyPending || leave.isSuccess };
}
