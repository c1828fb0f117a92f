export const eventStatus = {
  active: 'Aberto',
  completed: 'Encerrado',
  cancelled: 'Cancelado',
  paused: 'Pausado',
} as const;
