import { t } from '../titled-message';

/** Issue 46, 'Baixar meus dados' and 'Excluir minha conta' (LGPD art. 18: a copy and the deletion). */
export const accountData = {
  sectionTitle: 'Seus dados',
  exportData: 'Baixar meus dados',
  exportHint: 'Um arquivo JSON com tudo o que o Quadra guarda sobre você.',
  exportReady: 'Seus dados foram baixados',
  exportError: 'Não foi possível baixar seus dados',
  deleteAccount: 'Excluir minha conta',
  deleteTitle: 'Excluir minha conta',
  deleteIntro: 'A exclusão é definitiva e não pode ser desfeita. Antes, se quiser, baixe uma cópia dos seus dados.',
  deleteWhatHappens: 'O que acontece:',
  deleteConsequences: [
    'Seus eventos futuros são cancelados e os participantes são avisados.',
    'Suas vagas e seus lugares na lista de espera são liberados para os próximos da fila.',
    "Seus comentários continuam nos murais, mas aparecem como 'Conta excluída', sem nome nem foto.",
    'Os elogios e avaliações que você deu continuam contando para os outros atletas, sem apontar para você.',
    'Os pagamentos de que os organizadores precisam ficam registrados, sem seu nome.',
    'Seu perfil, suas fotos, notificações e aparelhos são apagados, e você sai de todos os aparelhos.',
  ],
  passwordLabel: 'Sua senha',
  confirmationLabel: 'Digite EXCLUIR para confirmar',
  confirmationMismatch: 'Digite EXCLUIR, em letras maiúsculas',
  passwordRequired: 'Digite sua senha',
  deleteSubmit: 'Excluir minha conta para sempre',
  deleteCancel: 'Cancelar',
  deleteError: 'Não foi possível excluir sua conta. Nada foi apagado; tente de novo.',
  deleted: t('Conta excluída', 'Sua conta e seus dados foram excluídos.'),
  deletedAuthor: 'Conta excluída',
} as const;
