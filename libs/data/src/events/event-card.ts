import {
  EVALUATION_STATUSES,
  EVENT_STATUSES,
  PARTICIPANT_STATUSES,
  type EvaluationStatus,
  type EventStatus,
  type ParticipantStatus,
} from '@quadra/domain';
import type { RpcReturns } from '../rows';
import type { EventCursor } from './list-args';

export { EVENTS_PAGE_SIZE, NO_EVENTS_FILTER, availableEventsArgs, cursorArgs, joinedEventsArgs, type EventCursor, type EventsFilter } from './list-args';

/** A card row as list_available_events / list_joined_events / list_my_events return it (CONTRACT.md). */
export type EventCardRow = RpcReturns<'list_available_events'>[number];

/** The caller's participation summary, named as the domain rules read it (spec section 3). */
export interface ParticipationView {
  status: EventStatus;
  is_participant: boolean;
  user_participation_status: ParticipantStatus | null;
  user_evaluation_status: EvaluationStatus | null;
}

export type EventCard = Omit<EventCardRow, 'status' | 'my_status' | 'my_evaluation_status'> & ParticipationView;

/** A value of one of the domain's enums, or null for anything else (the database checks them too). */
export function enumValue<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return values.find((v) => v === value) ?? null;
}

export function participationView(
  status: string,
  myStatus: string | null | undefined,
  myEvaluation: string | null | undefined,
): ParticipationView {
  const participation = enumValue(PARTICIPANT_STATUSES, myStatus);
  return {
    status: enumValue(EVENT_STATUSES, status) ?? 'active',
    is_participant: participation === 'registered',
    user_participation_status: participation,
    user_evaluation_status: enumValue(EVALUATION_STATUSES, myEvaluation),
  };
}

export function toEventCard(row: EventCardRow): EventCard {
  const { status, my_status, my_evaluation_status, ...rest } = row;
  return { ...rest, ...participationView(status, my_status, my_evaluation_status) };
}

/** The cursor after the last card of a full page; undefined when the page was the last. */
export function nextCursor(page: readonly EventCard[], pageSize: number): EventCursor | undefined {
  const last = page[page.length - 1];
  return page.length < pageSize || !last ? undefined : { starts_at: last.starts_at, id: last.id };
}
