import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/data';

const TOAST_ID = 'email-confirmed';

/** Ours: the spec has no text for a used or expired link (GoTrue answers in the URL fragment). */
export const INVALID_LINK_TEXT =
  'Link de confirmação inválido ou expirado. Cadastre-se novamente com o mesmo email para receber outro.';

function linkFailed(): boolean {
  return new URLSearchParams(window.location.hash.slice(1)).has('error_description');
}

/**
 * /login?confirmed=true is where the confirmation e-mail's link lands: one toast, then a clean
 * URL. The link also carries a session (GoTrue's implicit grant), which the client picks up on
 * its own; the spec's flow is "confirm, then log in", so that session is dropped and the athlete
 * signs in with the password. Returns true while this is under way, so the screen waits.
 */
export function useConfirmedLink(): boolean {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('confirmed') === 'true';
  const [handling, setHandling] = useState(fromLink);

  useEffect(() => {
    if (!fromLink) return;
    // A fixed id keeps it to one toast even if the effect runs twice.
    const failed = linkFailed();
    if (failed) toast.error(INVALID_LINK_TEXT, { id: TOAST_ID });
    else toast.success(messages.login.emailConfirmed, { id: TOAST_ID });
    // A refused link brings no session: one that exists is the athlete's own and stays.
    const { status, signOut } = useSession.getState();
    const dropped = status === 'signed-in' && !failed ? signOut() : Promise.resolve();
    void dropped
      .catch((error: unknown) => console.warn('Falha ao encerrar a sessão do link de confirmação', error))
      .finally(() => {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('confirmed');
            return next;
          },
          { replace: true },
        );
        setHandling(false);
      });
  }, [fromLink, setParams]);

  return handling;
}
