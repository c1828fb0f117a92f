import type { InfiniteData } from '@tanstack/react-query';
import { isEventFull, JOIN_REQUEST_TEXTS, messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys } from '../keys';
import type { EventCard } from './event-card';
import type { EventDetail } from './event-detail';

/** The database checks capacity, approval, double join, organiser, pause and cancellation. */
export async function joinEvent(eventId: string) {
  return unwrap(await supabase.rpc('join_event', { p_event_id: eventId }));
}

export async function leaveEvent(eventId: string) {
  return unwrap(await supabase.rpc('leave_event', { p_event_id: eventId }));
}

type Participation = Pick<EventCard, 'participant_count' | 'is_participant' | 'user_participation_status' | 'requires_approval'>;

/** What join_event answers: status 'waiting' = put in the event's waiting list, at waiting_position. */
export type JoinResult = Awaited<ReturnType<typeof joinEvent>>;

export async function leaveWaitingList(eventId: string) {
  return unwrap(await supabase.rpc('leave_waiting_list', { p_event_id: eventId }));
}

/**
 * The caller's participation after joining (a request, for approval-only events) or leaving. Joining
 * a full event lines the caller up instead: nothing changes until the database gives the place.
 */
function withParticipation<T extends Participation & { max_participants: number | null }>(event: T, joining: boolean): T {
  if (joining && isEventFull(event.participant_count, event.max_participants)) return event;
  if (!joining) {
    const counted = event.is_participant ? 1 : 0;
    return { ...event, is_participant: false, user_participation_status: null, participant_count: Math.max(0, event.participant_count - counted) };
  }
  if (event.requires_approval) return { ...event, user_participation_status: 'pending' };
  return { ...event, is_participant: true, user_participation_status: 'registered', participant_count: event.participant_count + 1 };
}

/** The immediate change of spec section 4 in every card list and in the event's detail. */
function participationChanges(joining: boolean) {
  return [
    optimistic<InfiniteData<EventCard[]>, string>(
      () => eventKeys.lists(),
      (old, eventId) => ({ ...old, pages: old.pages.map((page) => page.map((card) => (card.id === eventId ? withParticipation(card, joining) : card))) }),
    ),
    optimistic<EventDetail | null, string>(
      (eventId) => eventKeys.detail(eventId),
      (old) => (old ? withParticipation(old, joining) : old),
    ),
  ];
}

const reloads = (eventId: string) => [eventKeys.detail(eventId), eventKeys.participants(eventId), eventKeys.lists()];

/** Join with the card/detail changed at once, rolled back and reloaded if the database refuses. */
export function useJoinEvent() {
  return useGuardedMutation({
    name: 'join-event',
    mutationFn: joinEvent,
    optimistic: participationChanges(true),
    invalidates: reloads,
    onSuccess: (result) =>
      toast.success(
        result.status === 'waiting'
          ? messages.waitingList.joined
          : result.status === 'pending'
            ? JOIN_REQUEST_TEXTS.sent
            : messages.events.joinSuccess,
        { id: 'join-event' },
      ),
    onError: (error) => failureToast(messages.eventDetail.joinError, error, 'join-event'),
  });
}

export function useLeaveEvent() {
  return useGuardedMutation({
    name: 'leave-event',
    mutationFn: leaveEvent,
    optimistic: participationChanges(false),
    invalidates: reloads,
    onSuccess: () => toast.success(messages.events.leaveSuccess, { id: 'leave-event' }),
    onError: (error) => failureToast(messages.eventDetail.leaveError, error, 'leave-event'),
  });
}

/** Leave the event's waiting list (the detail reloads with the caller's place gone). */
export function useLeaveWaitingList() {
  return useGuardedMutation({
    name: 'leave-waiting-list',
    mutationFn: leaveWaitingList,
    optimistic: [
      optimistic<EventDetail | null, string>(
        (eventId) => eventKeys.detail(eventId),
        (old) => (old ? { ...old, waiting_position: null } : old),
      ),
    ],
    invalidates: reloads,
    onSuccess: () => toast.success(messages.waitingList.left, { id: 'leave-waiting-list' }),
    onError: (error) => failureToast(messages.waitingList.leaveError, error, 'leave-waiting-list'),
  });
}
