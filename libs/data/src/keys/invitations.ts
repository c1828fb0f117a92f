export const invitationKeys = {
  all: ['invitations'] as const,
  sportAthletes: (sport: string, query: string) => [...invitationKeys.all, 'sport-athletes', sport, query] as const,
  byName: (query: string) => [...invitationKeys.all, 'by-name', query] as const,
  invitedEvents: (userId: string) => [...invitationKeys.all, 'invited-events', userId] as const,
};
