export const safetyKeys = {
  all: ['safety'] as const,
  /** Whom the signed-in athlete blocked ('Pessoas bloqueadas' in settings). */
  blocked: (userId: string) => [...safetyKeys.all, 'blocked', userId] as const,
};
