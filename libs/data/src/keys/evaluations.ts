export const evaluationKeys = {
  all: ['evaluations'] as const,
  /** What the reviewer may evaluate at an event (depends on who asks). */
  detail: (eventId: string, userId: string) => [...evaluationKeys.all, eventId, userId] as const,
};
