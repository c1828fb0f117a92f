export const paymentKeys = {
  all: ['payments'] as const,
  /** Everything about one event's payments: invalidated after each change of its cost or shares. */
  event: (eventId: string) => [...paymentKeys.all, eventId] as const,
  mine: (eventId: string, userId: string) => [...paymentKeys.event(eventId), 'mine', userId] as const,
  ledger: (eventId: string) => [...paymentKeys.event(eventId), 'ledger'] as const,
  cost: (eventId: string) => [...paymentKeys.event(eventId), 'cost'] as const,
  splitPreview: (eventId: string, includeOrganiser: boolean) => [...paymentKeys.event(eventId), 'split-preview', includeOrganiser] as const,
};
