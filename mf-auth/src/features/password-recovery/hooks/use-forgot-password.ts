import { useState } from 'react';
import { paths } from '@quadra/contracts';
import { requestPasswordReset, useGuardedMutation } from '@quadra/data';
import { mapRecoveryError, messages, normalizeEmail, type EmailForm } from '@quadra/domain';

/**
 * 'Enviar link': one neutral answer whatever the address (no account enumeration, see
 * requestPasswordReset); only a refusal that says nothing about the account is shown.
 */
export function useForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useGuardedMutation<void, string>({
    name: 'request-password-reset',
    lockKey: () => 'password-reset',
    mutationFn: (email) => requestPasswordReset(email, `${window.location.origin}${paths.resetPassword}`),
    invalidates: () => [],
    onSuccess: (_, email) => setSentTo(email),
  });

  function submit({ email }: EmailForm) {
    setSentTo(null);
    request.reset();
    request.run(normalizeEmail(email));
  }

  return {
    submit,
    sending: request.anyPending,
    notice: sentTo ? messages.account.forgot.sent : null,
    error: request.error ? mapRecoveryError(request.error) : null,
  };
}
