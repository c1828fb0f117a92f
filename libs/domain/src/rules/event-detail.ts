import * as messages from '../messages';
import { JOIN_REQUEST_TEXTS } from './join-request-texts';

export interface DetailButtonInput {
  isOrganizer: boolean;
  status: string | null;
  isParticipant: boolean;
  isFull: boolean;
  /** The caller's place in the waiting list (1 = first), null when not in it. */
  waitingPosition?: number | null;
  /** Approval-only: joining sends a request ('Pedir para participar'). */
  requiresApproval?: boolean;
  /** The caller's evaluation of this (finished) event: 'evaluation_available' offers it. */
  evaluationStatus?: string | null;
}

export interface DetailButton {
  label: string;
  disabled: boolean;
  /**
   * What tapping does: 'leave' opens the confirm dialog first; 'leave-waiting-list' leaves the line;
   * 'withdraw' takes back a pending request; 'evaluate' opens the evaluation.
   */
  action: 'none' | 'join' | 'leave' | 'leave-waiting-list' | 'withdraw' | 'evaluate';
  /** Why a disabled button cannot be used, when its label alone does not say it. */
  reason?: string;
}

/** The detail screen's main button (section 4), checked in the spec's order. */
export function detailButton(input: DetailButtonInput): DetailButton {
  const m = messages.eventDetail;
  if (input.isOrganizer) return { label: m.organizer, disabled: true, action: 'none' };
  if (input.status === 'completed') {
    // The evaluation of a finished game is the one thing left to do there (as my events offers it).
    if (input.isParticipant && input.evaluationStatus === 'evaluation_available') {
      return { label: m.evaluate, disabled: false, action: 'evaluate' };
    }
    return { label: m.completed, disabled: true, action: 'none' };
  }
  if (input.status === 'cancelled') return { label: m.cancelled, disabled: true, action: 'none' };
  if (input.isParticipant) return { label: m.leave, disabled: false, action: 'leave' };
  if (input.waitingPosition) return { label: messages.waitingList.leave, disabled: false, action: 'leave-waiting-list' };
  // The database refuses joining a paused event: say so instead of offering it.
  if (input.status === 'paused') return { label: m.paused, disabled: true, action: 'none', reason: m.pausedReason };
  // A full event lines the athlete up (the database decides: join_event answers status 'waiting').
  if (input.isFull) return { label: messages.waitingList.join, disabled: false, action: 'join' };
  if (input.requiresApproval) return { label: JOIN_REQUEST_TEXTS.ask, disabled: false, action: 'join' };
  return { label: m.join, disabled: false, action: 'join' };
}

export interface CommentWallState {
  /** Whether the comment box is offered. */
  canPost: boolean;
  /** Shown instead of the box when it is not offered. */
  notice: string | null;
  /** Shown when there is no comment: a closed wall does not ask for the first question. */
  empty: string;
}

/**
 * The comment wall: a cancelled event's wall is read-only (the database refuses new comments),
 * a visitor is asked to log in; everyone else gets the box.
 */
export function commentWallState(status: string | null | undefined, signedIn: boolean): CommentWallState {
  const c = messages.comments;
  if (status === 'cancelled') return { canPost: false, notice: c.cancelledReadOnly, empty: c.emptyClosed };
  if (!signedIn) return { canPost: false, notice: c.loginToParticipate, empty: c.empty };
  return { canPost: true, notice: null, empty: c.empty };
}

/** Full when a maximum exists and the count reached it. */
export function isEventFull(participantCount: number, maxParticipants: number | null | undefined): boolean {
  return maxParticipants !== null && maxParticipants !== undefined && participantCount >= maxParticipants;
}

/** Detail badge: 'Aberto', 'Encerrado', 'Cancelado' (and 'Pausado' for a paused event). */
export function eventStatusBadge(status: string | null | undefined): string {
  switch (status) {
    case 'completed':
      return messages.eventStatus.completed;
    case 'cancelled':
      return messages.eventStatus.cancelled;
    case 'paused':
      return messages.eventStatus.paused;
    default:
      return messages.eventStatus.active;
  }
}

/** Organiser's cancel button: disabled (label 'Evento já cancelado') for cancelled or completed events. */
export function canCancelEvent(status: string | null | undefined): boolean {
  return status !== 'cancelled' && status !== 'completed';
}

/** The organiser's 'Editar' button shows unless the event is cancelled. */
export function canEditEvent(isOrganizer: boolean, status: string | null | undefined): boolean {
  return isOrganizer && status !== 'cancelled';
}
