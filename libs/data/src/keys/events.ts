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
  /** A section of my events, of one club when `clubId` is given (the unfiltered key is the page's first read). */
  mySection: (userId: string, section: string, clubId: string | null = null) =>
    eventKeys.list({ kind: 'mine', userId, section, ...(clubId ? { clubId } : {}) }),
  /** The event as the caller sees it (their own participation included). */
  detailFor: (eventId: string, userId: string | null) => [...eventKeys.detail(eventId), userId] as const,
  participantsFor: (eventId: string, userId: string | null) => [...eventKeys.participants(eventId), userId] as const,
  dueEvaluations: (userId: string) => [...eventKeys.mine(userId), 'due-evaluations'] as const,
};
