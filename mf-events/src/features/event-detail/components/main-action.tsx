import { useId, useState } from 'react';
import { detailButton, isEventFull, messages, withPendingRequest } from '@quadra/domain';
import { Button, ConfirmDialog } from '@quadra/ui';
import type { EventDetail } from '@quadra/data';
import styles from './event-detail.module.css';

export interface MainActionProps {
  event: EventDetail;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
  onLeaveWaitingList: () => void;
  /** A regular of the series ('Fixo'): leaving this occurrence is 'Não vou desta vez'. */
  regular?: boolean;
}

/**
 * The detail's main button (labels of spec section 4; 'Entrar na lista de espera' on a full event);
 * leaving asks for confirmation first. In the waiting list, the athlete's place shows above it.
 */
export function MainAction({ event, busy, onJoin, onLeave, onLeaveWaitingList, regular = false }: MainActionProps) {
  const [confirming, setConfirming] = useState(false);
  const button = withPendingRequest(
    detailButton({
      isOrganizer: event.is_organizer,
      status: event.status,
      isParticipant: event.is_participant,
      isFull: isEventFull(event.participant_count, event.max_participants),
      waitingPosition: event.waiting_position,
    }),
    event.user_participation_status,
  );
  const confirm = messages.eventDetail.leaveConfirm;
  const line = messages.waitingList;
  const reasonId = useId();

  return (
    <>
      {button.action === 'leave-waiting-list' && event.waiting_position && (
        <div className={styles.waiting} role="status">
          <p className={styles.waitingPlace}>{line.position(event.waiting_position)}</p>
          <p className={styles.waitingHint}>{event.requires_approval ? line.hintApproval : line.hint}</p>
        </div>
      )}
      <Button
        aria-describedby={button.reason ? reasonId : undefined}
        fullWidth
        size="lg"
        variant={button.action === 'leave' || button.action === 'leave-waiting-list' ? 'secondary' : 'primary'}
        disabled={button.disabled}
        loading={busy}
        onClick={() => {
          if (button.action === 'join') onJoin();
          else if (button.action === 'leave') setConfirming(true);
          else if (button.action === 'leave-waiting-list') onLeaveWaitingList();
        }}
      >
        {regular && button.action === 'leave' ? messages.series.notThisTime : button.label}
      </Button>
      {button.reason && (
        <p id={reasonId} className={styles.reason}>
          {button.reason}
        </p>
      )}
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
