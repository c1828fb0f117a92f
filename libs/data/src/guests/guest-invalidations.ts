import type { QueryKey } from '@tanstack/react-query';
import { eventKeys, gameDayKeys, paymentKeys } from '../keys';
import { guestKeys } from '../keys/guests';

/** A guest added, removed or claimed changes the event's places, lists, game day and shares. */
export const guestChanges = (eventId: string): QueryKey[] => [
  guestKeys.all, eventKeys.participants(eventId), eventKeys.detail(eventId), eventKeys.lists(),
  gameDayKeys.event(eventId), paymentKeys.all,
];
