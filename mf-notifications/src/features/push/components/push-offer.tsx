import { pushSupport, useEnablePush, useJoinedThisVisit, useMyProfile, usePushDevice, useSetPushPreferences } from '@quadra/data';
import { messages } from '@quadra/domain';
import { ConfirmDialog } from '@quadra/ui';

const m = messages.push.offer;

/**
 * Offered once, after a join: never on a visit without one, never again once answered (either
 * button, or closing it, marks profiles.push_offer_answered), never when this device already
 * receives pushes or the browser already decided.
 */
export function PushOffer() {
  const joined = useJoinedThisVisit();
  const profile = useMyProfile();
  const device = usePushDevice();
  const answer = useSetPushPreferences();
  const enable = useEnablePush();
  const due =
    joined &&
    profile.data?.push_offer_answered === false &&
    pushSupport() === 'supported' &&
    Notification.permission === 'default' &&
    device.data === false;
  return (
    <ConfirmDialog
      open={due && !answer.anyPending}
      onOpenChange={(open) => {
        if (!open) answer.run({ push_offer_answered: true });
      }}
      title={m.title}
      description={m.description}
      confirmLabel={m.accept}
      cancelLabel={m.decline}
      onConfirm={() => {
        enable.run();
      }}
    />
  );
}
