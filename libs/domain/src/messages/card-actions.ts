export const cardActions = {
  join: 'Me inscrever',
  joinWaitingList: 'Lista de espera',
  leave: 'Cancelar',
  evaluate: 'Avaliar',
  evaluated: 'Avaliado',
} as const;
