export const guestKeys = {
  all: ['guests'] as const,
  /** The guests the caller may manage (all for the organiser, his own for a participant). */
  event: (eventId: string, userId: string | null) => [...guestKeys.all, 'event', eventId, userId] as const,
  claim: (token: string) => [...guestKeys.all, 'claim', token] as const,
};
