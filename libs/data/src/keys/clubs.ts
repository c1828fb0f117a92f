export const clubKeys = {
  all: ['clubs'] as const,
  /** 'Clubes': my clubs first, then public ones; the order depends on who asks. */
  search: (query: string, userId: string | null) => [...clubKeys.all, 'search', query, userId] as const,
  club: (clubId: string, userId: string | null) => [...clubKeys.all, 'club', clubId, userId] as const,
  invite: (clubId: string) => [...clubKeys.all, 'invite', clubId] as const,
  invitePreview: (token: string) => [...clubKeys.all, 'invite-preview', token] as const,
  ofProfile: (userId: string, viewerId: string | null) => [...clubKeys.all, 'profile', userId, viewerId] as const,
  /** The clubs the caller runs (the wizard's 'Clube' choice). */
  adminOf: (userId: string | null) => [...clubKeys.all, 'admin-of', userId] as const,
};
