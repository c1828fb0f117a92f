import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { WIDGETS } from '@quadra/contracts';
import { useJoinedThisVisit, useMarkRead } from '@quadra/data';
import { RemoteWidget } from '../remotes/remote-widget';

/** Set by the service worker's notificationclick (shell/public/push-sw.js) on the screen it opens. */
const READ_PARAM = 'notificacao';

/**
 * The notification a tap opened is marked read (then the parameter leaves the address), and after
 * a join mf_notifications may offer push once.
 */
export default function SignedInPushArrivals({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const markRead = useMarkRead(userId);
  const opened = params.get(READ_PARAM);
  const joined = useJoinedThisVisit();
  useEffect(() => {
    if (!opened) return;
    markRead.run(opened);
    setParams(
      (next) => {
        next.delete(READ_PARAM);
        return next;
      },
      { replace: true },
    );
    // markRead changes identity each render; the id alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, userId]);
  return joined ? <RemoteWidget widget={WIDGETS.pushOffer} /> : null;
}
