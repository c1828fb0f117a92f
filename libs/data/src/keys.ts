/**
 * Query-key factories, one per entity. Every key starts with its entity, so invalidating
 * `eventKeys.all` reloads everything about events; keys of answers that depend on the caller
 * carry the user id (null for a visitor). Endpoints add their keys here, never inline.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...eventKeys.lists(), params] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
  participants: (eventId: string) => [...eventKeys.all, 'participants', eventId] as const,
  comments: (eventId: string) => [...eventKeys.all, 'comments', eventId] as const,
  mine: (userId: string) => [...eventKeys.all, 'mine', userId] as const,
  /** Paged card lists: all live under lists(), so one invalidation (or optimistic change) reaches them all. */
  available: (userId: string | null, filter: Record<string, unknown>) => eventKeys.list({ kind: 'available', userId, ...filter }),
  joined: (userId: string) => eventKeys.list({ kind: 'joined', userId }),
  mySection: (userId: string, section: string) => eventKeys.list({ kind: 'mine', userId, section }),
  /** The event as the caller sees it (their own participation included). */
  detailFor: (eventId: string, userId: string | null) => [...eventKeys.detail(eventId), userId] as const,
  participantsFor: (eventId: string, userId: string | null) => [...eventKeys.participants(eventId), userId] as const,
  dueEvaluations: (userId: string) => [...eventKeys.mine(userId), 'due-evaluations'] as const,
};

export const calendarKeys = {
  all: ['calendar'] as const,
  feed: ['calendar', 'feed'] as const,
};

export const profileKeys = {
  all: ['profiles'] as const,
  public: (userId: string) => [...profileKeys.all, 'public', userId] as const,
  mine: (userId: string) => [...profileKeys.all, 'mine', userId] as const,
  sports: (userId: string) => [...profileKeys.all, 'sports', userId] as const,
};

export const sportKeys = {
  all: ['sports'] as const,
  list: () => [...sportKeys.all, 'list'] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  results: (params: Record<string, unknown>) => [...searchKeys.all, params] as const,
  events: (query: string) => searchKeys.results({ kind: 'events', query }),
  profiles: (query: string) => searchKeys.results({ kind: 'profiles', query }),
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string, params: Record<string, unknown> = {}) => [...notificationKeys.all, 'list', userId, params] as const,
  unreadCount: (userId: string) => [...notificationKeys.all, 'unread-count', userId] as const,
  /** Where the participation requests of these notifications stand (keys `${event}:${user}`). */
  requests: (userId: string, keys: string[]) => [...notificationKeys.all, 'requests', userId, keys] as const,
  /** Whether this device receives the athlete's pushes (its browser subscription). */
  pushDevice: (userId: string) => [...notificationKeys.all, 'push-device', userId] as const,
};

export const evaluationKeys = {
  all: ['evaluations'] as const,
  /** What the reviewer may evaluate at an event (depends on who asks). */
  detail: (eventId: string, userId: string) => [...evaluationKeys.all, eventId, userId] as const,
};

export const invitationKeys = {
  all: ['invitations'] as const,
  sportAthletes: (sport: string, query: string) => [...invitationKeys.all, 'sport-athletes', sport, query] as const,
  byName: (query: string) => [...invitationKeys.all, 'by-name', query] as const,
  invitedEvents: (userId: string) => [...invitationKeys.all, 'invited-events', userId] as const,
};

export const gameDayKeys = {
  all: ['game-day'] as const,
  event: (eventId: string) => [...gameDayKeys.all, 'event', eventId] as const,
  /** Marks are private: what the caller sees depends on who asks. */
  eventFor: (eventId: string, userId: string) => [...gameDayKeys.event(eventId), userId] as const,
  strengths: (eventId: string) => [...gameDayKeys.all, 'strengths', eventId] as const,
  record: (userId: string) => [...gameDayKeys.all, 'record', userId] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  /** Everything about one event's payments: invalidated after each change of its cost or shares. */
  event: (eventId: string) => [...paymentKeys.all, eventId] as const,
  mine: (eventId: string, userId: string) => [...paymentKeys.event(eventId), 'mine', userId] as const,
  ledger: (eventId: string) => [...paymentKeys.event(eventId), 'ledger'] as const,
  cost: (eventId: string) => [...paymentKeys.event(eventId), 'cost'] as const,
};
