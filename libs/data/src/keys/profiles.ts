export const profileKeys = {
  all: ['profiles'] as const,
  public: (userId: string) => [...profileKeys.all, 'public', userId] as const,
  mine: (userId: string) => [...profileKeys.all, 'mine', userId] as const,
  sports: (userId: string) => [...profileKeys.all, 'sports', userId] as const,
  praises: (userId: string) => [...profileKeys.all, 'praises', userId] as const,
};
