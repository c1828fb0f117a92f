export const editEvent = {
  tabSettings: 'Configurações',
  tabParticipants: 'Participantes',
  save: 'Salvar',
  pause: 'Pausar evento',
  // Resuming a paused event: wording ours (the spec only pauses).
  resume: 'Retomar evento',
  resumed: 'Evento retomado',
  resumeError: 'Erro ao retomar evento.',
  cancel: 'Cancelar evento',
  alreadyCancelled: 'Evento já cancelado',
  cancelledNotice: 'Este evento foi cancelado e não pode ser editado.',
  // Confirmation wording ours: the spec gives only their meaning.
  pauseConfirm: {
    title: 'Pausar evento?',
    description: 'Os participantes serão notificados sobre a pausa do evento.',
    confirm: 'Sim, pausar evento',
    cancel: 'Voltar',
  },
  cancelConfirm: {
    title: 'Cancelar evento?',
    /** Names what it cancels (issue 48): the event, its date, and how many are told. */
    description: (event: string, when: string, participants: number) =>
      `"${event}" de ${when} será cancelado${participants > 0 ? ` e ${participants === 1 ? 'o participante avisado' : `os ${participants} participantes avisados`}` : ''}. Esta ação não pode ser desfeita.`,
    confirm: 'Sim, cancelar evento',
    cancel: 'Voltar',
  },
  removeConfirm: {
    title: 'Remover participante?',
    description: (name: string, event: string) => `${name} será removido de "${event}" e avisado.`,
    confirm: 'Remover',
    cancel: 'Voltar',
  },
  noParticipants: 'Nenhum participante inscrito ainda',
  updated: 'Evento atualizado com sucesso.',
  paused: 'Evento pausado',
  cancelledToast: 'Evento cancelado',
  participantRemoved: 'Participante removido',
  uploadError: 'Erro ao fazer upload da imagem.',
  updateError: 'Erro ao atualizar evento.',
  pauseError: 'Erro ao pausar evento.',
  cancelError: 'Erro ao cancelar evento.',
  removeError: 'Erro ao remover participante.',
  // Ours, the same words the database gives (events_check_player_limits).
  maxBelowMin: (min: number) => `O máximo de jogadores não pode ser menor que o mínimo (${min}).`,
} as const;
