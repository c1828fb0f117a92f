export const sportKeys = {
  all: ['sports'] as const,
  list: () => [...sportKeys.all, 'list'] as const,
};
