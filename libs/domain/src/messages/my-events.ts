export const myEvents = {
  /** Under a card that stands for a series: the other dates of it in the same list. */
  otherDates: 'Outras datas',
  tabJoined: 'Inscritos',
  tabOrganizing: 'Organizando',
  tabRecommended: 'Indicados',
  noActive: 'Nenhum evento ativo encontrado',
  closed: 'Encerrados',
  noClosed: 'Nenhum evento encerrado',
  // The spec's 'Pausados Cancelados' read as one word pair with no separator (issue 48).
  pausedCancelled: 'Pausados / Cancelados',
  noPausedCancelled: 'Nenhum evento pausado/cancelado',
  noOrganized: 'Nenhum evento organizado encontrado',
  // Organizando's sections: wording ours (the spec has one list, which began with past events).
  organizingUpcoming: 'Próximos',
  noOrganizingUpcoming: 'Nenhum evento futuro organizado',
  organizingPast: 'Anteriores',
  noOrganizingPast: 'Nenhum evento anterior',
  recommendedTag: 'indicou',
  /** The card tag of an invitation: who invited the athlete. */
  recommendedBy: (name: string) => `${name} indicou`,
  // Wording ours: the spec marks the tab as in development.
  noRecommended: 'Nenhum evento indicado para você',
  // Issue 47: my events filtered by one of my clubs (wording ours).
  clubFilter: 'Clube',
  allClubs: 'Todos',
} as const;
