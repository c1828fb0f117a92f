export const comments = {
  title: 'Mural de Comentários',
  fieldLabel: 'Seu comentário',
  fieldPlaceholder: 'Escreva um comentário ou faça uma pergunta...',
  send: 'Enviar',
  sending: 'Enviando...',
  empty: 'Nenhum comentário ainda. Seja o primeiro a fazer uma pergunta!',
  loginToParticipate: 'Faça login para participar da conversa',
  // Ours: the database refuses comments on a cancelled event ('Não é possível comentar…').
  // A closed wall invites no question (ours).
  emptyClosed: 'Nenhum comentário.',
  cancelledReadOnly: 'Este evento foi cancelado: o mural está fechado para novos comentários.',
  invalidAfterSanitize: 'Comentário inválido após sanitização',
  loadError: 'Não foi possível carregar os comentários',
  postError: 'Não foi possível postar o comentário',
  added: 'Comentário adicionado com sucesso!',
} as const;
