export const common = {
  error: 'Erro',
  validationError: 'Erro de validação',
  /** 'Erro de validação: ' plus the list. */
  validationErrorWith: (list: string) => `Erro de validação: ${list}`,
  inDevelopment: 'Em desenvolvimento',
  comingSoon: 'Em breve',
  back: 'Voltar',
  continue: 'Continuar',
  save: 'Salvar',
  sending: 'Enviando...',
  unauthenticated: 'Usuário não autenticado',
  // Ours: what a failed load says when the database gave no rule of its own (never its raw text).
  tryAgainLater: 'tente novamente mais tarde.',
  // Ours (issue 53): why a call failed when the device has no connection (a write fails at once; only game day queues).
  offline: 'Sem conexão com a internet.',
} as const;
