import { useState } from 'react';
import { detailButton, isEventFull, messages, withPendingRequest } from '@quadra/domain';
import { Button, ConfirmDialog } from '@quadra/ui';
import type { EventDetail } from '@quadra/data';

export interface MainActionProps {
  event: EventDetail;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
}

/** The detail's main button (labels of spec section 4); leaving asks for confirmation first. */
export function MainAction({ event, busy, onJoin, onLeave }: MainActionProps) {
  const [confirming, setConfirming] = useState(false);
  const button = withPendingRequest(
    detailButton({
      isOrganizer: event.is_organizer,
      status: event.status,
      isParticipant: event.is_participant,
      isFull: isEventFull(event.participant_count, event.max_participants),
    }),
    event.user_participation_status,
  );
  const confirm = messages.eventDetail.leaveConfirm;

  return (
    <>
      <Button
        fullWidth
        size="lg"
        variant={button.action === 'leave' ? 'secondary' : 'primary'}
        disabled={button.disabled}
        loading={busy}
        onClick={() => {
          if (button.action === 'join') onJoin();
          else if (button.action === 'leave') setConfirming(true);
        }}
      >
        {button.label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={confirm.title}
        description={confirm.description}
        cancelLabel={confirm.cancel}
        confirmLabel={confirm.confirm}
        danger
        onOpenChange={setConfirming}
        onConfirm={onLeave}
      />
    </>
  );
}
