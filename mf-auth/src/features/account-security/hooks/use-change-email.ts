import { useState } from 'react';
import { paths } from '@quadra/contracts';
import { changeEmail, useGuardedMutation } from '@quadra/data';
import { mapEmailChangeError, messages, normalizeEmail, type EmailForm } from '@quadra/domain';
import { useSession } from '@quadra/session';

const m = messages.account.changeEmail;

/**
 * 'Alterar e-mail', hosted's secure change: a link to each address, both land on /email-change,
 * and the account keeps its address until both are followed.
 */
export function useChangeEmail() {
  const current = useSession((s) => s.user?.email ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useGuardedMutation<void, string>({
    name: 'change-email',
    lockKey: () => 'change-email',
    mutationFn: (email) => changeEmail(email, `${window.location.origin}${paths.emailChange}`),
    invalidates: () => [],
    onSuccess: (_, email) => setSentTo(email),
  });

  function submit({ email }: EmailForm) {
    const next = normalizeEmail(email);
    setSentTo(null);
    change.reset();
    if (next === current.toLowerCase()) return setRefusal(m.sameEmail);
    setRefusal(null);
    change.run(next);
  }

  return {
    current,
    submit,
    submitting: change.anyPending,
    notice: sentTo ? m.sent(current, sentTo) : null,
    error: refusal ?? (change.error ? mapEmailChangeError(change.error) : null),
  };
}
