import * as messages from '../messages';

export interface NotificationLike {
  type: string;
  read: boolean;
  data?: { event_id?: string | null } | null;
}

export type NotificationTarget =
  | { kind: 'event'; eventId: string }
  | { kind: 'evaluation'; eventId: string }
  | { kind: 'own-profile' }
  | null;

/**
 * Where tapping a notification goes: the own profile for new_review, the evaluation for 'Avalie o
 * evento' (the finished event's own screen has nothing left to do), else its event (if any).
 */
export function notificationTarget(notification: NotificationLike): NotificationTarget {
  if (notification.type === 'new_review') return { kind: 'own-profile' };
  const eventId = notification.data?.event_id;
  if (!eventId) return null;
  return notification.type === 'evaluation_reminder' ? { kind: 'evaluation', eventId } : { kind: 'event', eventId };
}

/** participation_request notifications carry 'Aceitar' and 'Recusar'. */
export function hasParticipationActions(notification: NotificationLike): boolean {
  return notification.type === 'participation_request';
}

export function countUnread(notifications: readonly NotificationLike[]): number {
  return notifications.filter((notification) => !notification.read).length;
}

/** The label of a notification's type (every type the database writes has one). */
export function notificationTypeLabel(type: string): string {
  return messages.notifications.types[type] ?? messages.notifications.typeFallback;
}
