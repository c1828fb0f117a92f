export const calendarKeys = {
  all: ['calendar'] as const,
  feed: ['calendar', 'feed'] as const,
};
