export const termsKeys = {
  all: ['terms'] as const,
  /** Whether the caller accepted the current version: one answer per athlete. */
  status: (userId: string) => [...termsKeys.all, 'status', userId] as const,
};
