export const searchKeys = {
  all: ['search'] as const,
  results: (params: Record<string, unknown>) => [...searchKeys.all, params] as const,
  events: (query: string) => searchKeys.results({ kind: 'events', query }),
  profiles: (query: string) => searchKeys.results({ kind: 'profiles', query }),
};
