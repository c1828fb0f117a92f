// Waiting list of full events (issue 12; the spec has no wording for it: ours).
export const waitingList = {
  join: 'Entrar na lista de espera',
  leave: 'Sair da lista de espera',
  joined: 'Você entrou na lista de espera.',
  left: 'Você saiu da lista de espera.',
  leaveError: 'Erro ao sair da lista de espera.',
  position: (n: number) => `Você é o ${n}º da lista de espera`,
  hint: 'Se uma vaga abrir, você entra automaticamente, na ordem da lista.',
  hintApproval: 'Se uma vaga abrir, sua solicitação vai para o organizador, na ordem da lista.',
  title: (n: number) => `Lista de espera (${n})`,
  place: (n: number) => `${n}º`,
} as const;
