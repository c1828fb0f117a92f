import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { useJoinEvent, useLeaveEvent, useLeaveWaitingList, toast } from '@quadra/data';
import { messages } from '@quadra/domain';
import { loginReturningTo, useSession } from '@quadra/session';

/**
 * Join and leave (an event, or its waiting list) from a card or the detail. A visitor is sent to /login with the login-required
 * toast (and back to the event afterwards) and nothing is sent; for a user the data layer shows the change at once, acts once per
 * double tap, rolls back on a refusal and reloads what the database holds. `actedOn`: the events joined or left on this screen.
 */
export function useJoinLeave(visitorText: string = messages.auth.loginRequiredToInteract.description) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const joining = useJoinEvent();
  const leaving = useLeaveEvent();
  const leavingLine = useLeaveWaitingList();
  const [actedOn, setActedOn] = useState<ReadonlySet<string>>(() => new Set());

  const guard = useCallback(
    (action: (eventId: string) => boolean) => (eventId: string) => {
      if (!signedIn) {
        toast.error(messages.auth.loginRequired, { description: visitorText });
        // Back on the event once signed in (or signed up and confirmed).
        navigate(loginReturningTo(paths.event(eventId)));
        return;
      }
      setActedOn((ids) => (ids.has(eventId) ? ids : new Set(ids).add(eventId)));
      action(eventId);
    },
    [signedIn, navigate, visitorText],
  );

  return {
    join: guard(joining.run),
    leave: guard(leaving.run),
    leaveWaitingList: guard(leavingLine.run),
    isPending: (eventId: string) => joining.isPending(eventId) || leaving.isPending(eventId) || leavingLine.isPending(eventId),
    actedOn,
  };
}
