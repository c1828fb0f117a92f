export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string, params: Record<string, unknown> = {}) => [...notificationKeys.all, 'list', userId, params] as const,
  unreadCount: (userId: string) => [...notificationKeys.all, 'unread-count', userId] as const,
  /** Where the participation requests of these notifications stand (keys `${event}:${user}`). */
  requests: (userId: string, keys: string[]) => [...notificationKeys.all, 'requests', userId, keys] as const,
  /** Whether this device receives the athlete's pushes (its browser subscription). */
  pushDevice: (userId: string) => [...notificationKeys.all, 'push-device', userId] as const,
};
