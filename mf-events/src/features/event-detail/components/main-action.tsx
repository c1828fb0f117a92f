import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { criteriaQuestion, detailButton, formatCardDate, formatTime, isEventFull, messages, unmetCriteria, withPendingRequest } from '@quadra/domain';
import { Button, ConfirmDialog } from '@quadra/ui';
import { useMyProfile, type EventDetail } from '@quadra/data';
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
  const [outsideCriteria, setOutsideCriteria] = useState(false);
  const navigate = useNavigate();
  // The event's age and gender are the organiser's wish: say so before joining, never block.
  const me = useMyProfile();
  const join = () => {
    if (me.data && unmetCriteria(event, me.data).length > 0) setOutsideCriteria(true);
    else onJoin();
  };
  const possible = withPendingRequest(
    detailButton({
      isOrganizer: event.is_organizer,
      status: event.status,
      isParticipant: event.is_participant,
      isFull: isEventFull(event.participant_count, event.max_participants),
      waitingPosition: event.waiting_position,
      requiresApproval: event.requires_approval,
      evaluationStatus: event.user_evaluation_status,
    }),
    event.user_participation_status,
  );
  // The organiser blocked this athlete: the database refuses the join; say so before, without the word block.
  const button =
    event.join_closed && possible.action === 'join'
      ? { ...possible, disabled: true, reason: messages.safety.cannotJoin }
      : possible;
  // A regular leaving one date stays a regular: the dialog says so (issue 48), never 'cancel my registration'.
  const notThisTime = messages.series.notThisTimeConfirm;
  const confirm = regular
    ? { ...notThisTime, description: notThisTime.description(`${formatCardDate(event.date)} às ${formatTime(event.time)}`) }
    : messages.eventDetail.leaveConfirm;
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
        variant={button.action === 'leave' || button.action === 'leave-waiting-list' || button.action === 'withdraw' ? 'secondary' : 'primary'}
        disabled={button.disabled}
        loading={busy}
        onClick={() => {
          if (button.action === 'join') join();
          else if (button.action === 'leave') setConfirming(true);
          else if (button.action === 'leave-waiting-list') onLeaveWaitingList();
          else if (button.action === 'withdraw') onLeave();
          else if (button.action === 'evaluate') navigate(paths.evaluation(event.id));
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
        open={outsideCriteria}
        title={criteriaQuestion(event)}
        cancelLabel={messages.common.back}
        confirmLabel="Participar mesmo assim"
        onOpenChange={setOutsideCriteria}
        onConfirm={onJoin}
      />
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
