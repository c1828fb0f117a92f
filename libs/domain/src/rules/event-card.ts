import { LIMITS, type EvaluationStatus } from '../constants';
import * as messages from '../messages';
import { isEventFull } from './event-detail';
import { JOIN_REQUEST_TEXTS } from './join-request-texts';

export type CardStatus = 'cancelado' | 'encerrado' | 'pausado' | 'inscrito' | null;

/** The event fields the card rules read (names as loaded, spec section 3). */
export interface CardEvent {
  status: string | null;
  is_participant?: boolean | null;
  user_evaluation_status?: EvaluationStatus | string | null;
  participant_count?: number;
  max_participants?: number | null;
  /** Approval-only: joining asks the organiser ('Pedir para participar'). */
  requires_approval?: boolean | null;
}

/**
 * cancelled -> 'cancelado', completed -> 'encerrado', paused -> 'pausado',
 * a participant of an active event -> 'inscrito', otherwise null.
 */
export function cardStatus(event: CardEvent): CardStatus {
  switch (event.status) {
    case 'cancelled':
      return 'cancelado';
    case 'completed':
      return 'encerrado';
    case 'paused':
      return 'pausado';
    default:
      return event.is_participant ? 'inscrito' : null;
  }
}

export type CardAction =
  | { kind: 'join'; label: string; disabled: false }
  | { kind: 'leave'; label: string; disabled: false }
  | { kind: 'evaluate'; label: string; disabled: false }
  | { kind: 'evaluated'; label: string; disabled: true };

/** Section 4 'Card actions'; null means no action. */
export function cardAction(event: CardEvent): CardAction | null {
  const status = cardStatus(event);
  if (status === null) {
    // Joining a full event lines the athlete up (the database's waiting list): say so on the button.
    const full = event.participant_count !== undefined && isEventFull(event.participant_count, event.max_participants);
    const label = full ? messages.cardActions.joinWaitingList : event.requires_approval ? JOIN_REQUEST_TEXTS.ask : messages.cardActions.join;
    return { kind: 'join', label, disabled: false };
  }
  if (status === 'inscrito') return { kind: 'leave', label: messages.cardActions.leave, disabled: false };
  if (status === 'encerrado') {
    if (event.user_evaluation_status === 'evaluation_available') {
      return { kind: 'evaluate', label: messages.cardActions.evaluate, disabled: false };
    }
    if (event.user_evaluation_status === 'evaluated' || event.user_evaluation_status === 'completed') {
      return { kind: 'evaluated', label: messages.cardActions.evaluated, disabled: true };
    }
  }
  return null;
}

/** A 'see all' link when a list has more than 3 events. */
export function showSeeAll(count: number): boolean {
  return count > LIMITS.seeAllThreshold;
}
