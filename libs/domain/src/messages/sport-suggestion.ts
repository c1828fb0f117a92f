import { t } from '../titled-message';

export const sportSuggestion = {
  empty: t('Campo vazio', 'Digite uma modalidade para sugerir'),
  needsLogin: 'Você precisa estar logado para enviar sugestões',
  pendingDuplicate: t('Sugestão já existe', 'Esta modalidade já foi sugerida e está em análise.'),
  approvedDuplicate: t('Modalidade aprovada', 'Esta modalidade já foi aprovada e está disponível na lista!'),
  /** Wizard: the sport is added to the draft as a custom sport. */
  sent: 'Sugestão enviada!',
  sendFailed: 'Não foi possível enviar a sugestão. Tente novamente.',
} as const;
