export const gameDayKeys = {
  all: ['game-day'] as const,
  event: (eventId: string) => [...gameDayKeys.all, 'event', eventId] as const,
  /** Marks are private: what the caller sees depends on who asks. */
  eventFor: (eventId: string, userId: string) => [...gameDayKeys.event(eventId), userId] as const,
  strengths: (eventId: string) => [...gameDayKeys.all, 'strengths', eventId] as const,
  record: (userId: string) => [...gameDayKeys.all, 'record', userId] as const,
};
