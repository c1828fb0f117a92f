/**
 * Report, block and remove (issue 46, point 5). The reasons and the refusals are the and the
 * database's texts, verbatim; the rest is ours.
 */
export const safety = {
  report: 'Denunciar',
  reportComment: 'Denunciar comentário',
  reportProfile: 'Denunciar perfil',
  cancel: 'Cancelar',
  reportDescription: 'A pessoa não saberá quem denunciou.',
  reasonLabel: 'Motivo',
  detailsLabel: 'Descreva o motivo',
  sendReport: 'Enviar denúncia',
  reportSent: 'Denúncia enviada. Obrigado por ajudar a manter a comunidade segura.',
  reportError: 'Não foi possível enviar a denúncia',
  block: 'Bloquear',
  blockTitle: (name: string) => `Bloquear ${name}?`,
  blockDescription:
    'Você deixará de ver os comentários desta pessoa. Ela não poderá convidar você, comentar nos seus eventos nem participar dos eventos que você organiza. Ela não será avisada.',
  blocked: (name: string) => `${name} foi bloqueado(a).`,
  blockError: 'Não foi possível bloquear',
  unblock: 'Desbloquear',
  unblocked: (name: string) => `${name} foi desbloqueado(a).`,
  unblockError: 'Não foi possível desbloquear',
  blockedPeople: 'Pessoas bloqueadas',
  blockedPeopleEmpty: 'Você não bloqueou ninguém.',
  blockedPeopleError: 'Não foi possível carregar as pessoas bloqueadas',
  removeComment: 'Remover comentário',
  removeCommentTitle: 'Remover este comentário?',
  removeCommentDescription: 'O comentário some do mural para todos. Não é possível desfazer.',
  commentRemoved: 'Comentário removido.',
  removeCommentError: 'Não foi possível remover o comentário',
  /** The author's own comment, hidden from the others after 3 reports. */
  hiddenForOthers: 'Oculto para os outros até ser analisado',
  /** The neutral full stop a blocked athlete reads (the database's refusal, verbatim). */
  cannotJoin: 'Não é possível participar deste evento',
} as const;

/** The five reasons of a report (issue 46), keyed as the database stores them. */
export const REPORT_REASONS = [
  { value: 'offensive', label: 'Ofensivo ou discriminatório' },
  { value: 'harassment', label: 'Assédio' },
  { value: 'spam', label: 'Spam' },
  { value: 'inappropriate', label: 'Conteúdo impróprio' },
  { value: 'other', label: 'Outro' },
] as const;
