import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '@quadra/domain';
import { toast } from '@quadra/ui';

const TOAST_ID = 'email-confirmed';

/** /login?confirmed=true (the confirmation e-mail's link): one toast, then a clean URL. */
export function useConfirmedToast() {
  const [params, setParams] = useSearchParams();
  const confirmed = params.get('confirmed') === 'true';

  useEffect(() => {
    if (!confirmed) return;
    // A fixed id keeps it to one toast even if the effect runs twice.
    toast.success(messages.login.emailConfirmed, { id: TOAST_ID });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('confirmed');
        return next;
      },
      { replace: true },
    );
  }, [confirmed, setParams]);
}
