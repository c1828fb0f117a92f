import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { useSession } from '@quadra/session';
import { JOIN_REQUEST_TEXTS, messages } from '@quadra/domain';
import { toast } from '@quadra/ui';
import { joinEvent, leaveEvent } from '../data/events-api';
import { failureToast } from '../data/failure-toast';

/**
 * Join and leave with one request in flight per event: a double tap never joins twice. `onSettled`
 * runs after success and after failure, so the screen reloads what the database holds.
 */
export function useJoinLeave(onSettled: () => void, visitorText: string = messages.auth.loginRequiredToInteract.description) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const inFlight = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async (eventId: string, action: () => Promise<void>) => {
      if (!signedIn) {
        toast.error(messages.auth.loginRequired, { description: visitorText });
        navigate(paths.login);
        return;
      }
      if (inFlight.current.has(eventId)) return;
      inFlight.current.add(eventId);
      setPending(new Set(inFlight.current));
      try {
        await action();
      } finally {
        inFlight.current.delete(eventId);
        setPending(new Set(inFlight.current));
        onSettled();
      }
    },
    [signedIn, navigate, onSettled, visitorText],
  );

  const join = useCallback(
    (eventId: string) =>
      run(eventId, async () => {
        try {
          const result = await joinEvent(eventId);
          if (result.status === 'pending') toast.success(JOIN_REQUEST_TEXTS.sent);
          else toast.success(messages.events.joinSuccess);
        } catch (error) {
          failureToast(messages.eventDetail.joinError, error);
        }
      }),
    [run],
  );

  const leave = useCallback(
    (eventId: string) =>
      run(eventId, async () => {
        try {
          await leaveEvent(eventId);
          toast.success(messages.events.leaveSuccess);
        } catch (error) {
          failureToast(messages.eventDetail.leaveError, error);
        }
      }),
    [run],
  );

  return { join, leave, isPending: (eventId: string) => pending.has(eventId) };
}
