import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { changePassword, toast, useGuardedMutation } from '@quadra/data';
import { mapNewPasswordError, messages, type ChangePasswordForm } from '@quadra/domain';

const m = messages.account;

/** 'Alterar senha': GoTrue checks the current password; a wrong one is said under its field. */
export function useChangePassword() {
  const navigate = useNavigate();
  const change = useGuardedMutation<void, ChangePasswordForm>({
    name: 'change-password',
    lockKey: () => 'change-password',
    mutationFn: ({ currentPassword, password }) => changePassword(currentPassword, password),
    invalidates: () => [],
    onSuccess: () => {
      toast.success(m.changePassword.done.title, { description: m.changePassword.done.description, id: 'change-password' });
      navigate(paths.settings, { replace: true });
    },
  });
  const text = change.error ? (mapNewPasswordError(change.error) ?? m.password.failed) : null;
  return {
    submit: (values: ChangePasswordForm) => change.run(values),
    submitting: change.anyPending || change.isSuccess,
    error: text ? { field: text === m.password.wrongCurrent ? ('current' as const) : ('form' as const), text } : null,
  };
}
