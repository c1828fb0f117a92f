import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { setNewPassword, toast, useGuardedMutation } from '@quadra/data';
import { mapNewPasswordError, messages, type NewPasswordForm } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { linkFragment, linkRefused } from '../../auth/components/link-fragment';

const m = messages.account.reset;

export type ResetState = 'checking' | 'form' | 'invalid';

/**
 * 'Nova senha', where the recovery e-mail's link lands. GoTrue puts either a session (taken in by
 * auth-js, which then clears the fragment) or a refusal in the URL. No refusal and a session: the
 * form. A refusal, no session, or a session GoTrue does not take as a recovery one: the link is
 * no longer valid, and another can be sent.
 */
export function useResetPassword() {
  const navigate = useNavigate();
  const [refusedInUrl] = useState(() => linkRefused(linkFragment()));
  const [sessionGone, setSessionGone] = useState(false);
  const status = useSession((s) => s.status);
  const save = useGuardedMutation<void, string>({
    name: 'set-new-password',
    lockKey: () => 'new-password',
    mutationFn: setNewPassword,
    invalidates: () => [],
    onSuccess: () => {
      toast.success(m.done.title, { description: m.done.description, id: 'new-password' });
      navigate(paths.dashboard, { replace: true });
    },
    onError: (error) => {
      if (mapNewPasswordError(error) === null) setSessionGone(true);
    },
  });

  const state: ResetState =
    refusedInUrl || sessionGone || status === 'signed-out' ? 'invalid' : status === 'loading' ? 'checking' : 'form';
  const text = save.error ? mapNewPasswordError(save.error) : null;

  return {
    state,
    submit: ({ password }: NewPasswordForm) => save.run(password),
    submitting: save.anyPending || save.isSuccess,
    error: text ? { field: 'form' as const, text } : null,
  };
}
