export const participants = {
  title: 'Jogadores',
  pending: (n: number) => `Solicitações Pendentes (${n})`,
  none: 'Nenhum participante inscrito ainda',
  beFirst: 'Seja o primeiro a se inscrever!',
  noneApproved: 'Nenhum participante aprovado ainda',
  approved: 'Participação aprovada',
  rejected: 'Participação rejeitada',
  loadError: 'Não foi possível carregar os participantes.',
  loadDataError: 'Não foi possível carregar os dados dos participantes.',
  unexpected: 'Erro inesperado ao carregar participantes.',
  approveError: 'Não foi possível aprovar a participação.',
  rejectError: 'Não foi possível rejeitar a participação.',
} as const;
