/** 'a', 'a e b', 'a, b e c': dates as pt-BR lists them. */
const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`);

/** The weekly game (issue 26): series, regulars ('Fixos') and calendars. Wording of the issue. */
export const series = {
  makeRegular: 'Tornar fixo',
  removeRegular: 'Remover dos fixos',
  regularBadge: 'Fixo',
  notThisTime: 'Não vou desta vez',
  onlyThis: 'Só este evento',
  thisAndNext: 'Este e os próximos',
  editScopeTitle: 'Salvar alterações',
  editScopeDescription: 'Este evento faz parte de uma série. Aplicar as alterações a quais eventos?',
  cancelOnlyThis: 'Cancelar só este',
  endSeries: 'Encerrar série',
  endSeriesFromHere: 'Encerrar série a partir desta data',
  /** The end's dialog names what it cancels (issue 48): the dates, and that earlier ones stay. */
  endSeriesConfirm: (dates: string[], earlierKept: boolean) =>
    [
      dates.length === 0
        ? 'Nenhuma data marcada será cancelada.'
        : `${dates.length === 1 ? 'Será cancelada' : 'Serão canceladas'}: ${listOf(dates)}.`,
      earlierKept ? 'As datas anteriores continuam marcadas.' : null,
      'Nenhuma data nova será criada e os participantes serão avisados. Não é possível desfazer.',
    ]
      .filter(Boolean)
      .join(' '),
  cancelOnlyThisConfirm: (date: string) =>
    `Será cancelada só a data de ${date}; as outras datas da série continuam. Os participantes serão avisados. Não é possível desfazer.`,
  thisDate: 'esta data',
  timesUntil: (count: number, last: string | null) => (last ? `${count} vezes, até ${last}` : `${count} vezes`),
  until: (last: string) => `Até ${last}`,
  // 'Não vou desta vez' (issue 48): a regular stays one for the next dates.
  notThisTimeConfirm: {
    title: 'Não vai desta vez?',
    description: (date: string) =>
      `Sua vaga de ${date} fica livre para outra pessoa. Você continua fixo: nas próximas datas da série sua vaga continua garantida.`,
    cancel: 'Voltar',
    confirm: 'Liberar minha vaga',
  },
  notThisTimeDone: 'Vaga liberada. Você continua fixo nas próximas datas.',
  seriesEnded: 'Série encerrada',
  nextDates: 'Próximas datas',
  cancelledDate: 'cancelado',
  regularMarked: 'Participante agora é fixo',
  regularRemoved: 'Participante removido dos fixos',
  regularError: 'Erro ao atualizar os fixos',
  seriesUpdated: 'Série atualizada com sucesso!',
  seriesError: 'Erro ao atualizar a série',
  endSeriesError: 'Erro ao encerrar a série',
  addToCalendar: 'Adicionar à agenda',
  subscribeCalendar: 'Assinar minha agenda',
  subscribeCalendarHint: 'Cole este link no seu aplicativo de agenda: seus próximos jogos aparecem sozinhos.',
  newCalendarLink: 'Gerar novo link',
  newCalendarLinkConfirm: {
    title: 'Gerar novo link?',
    description: 'O link atual para de funcionar: as agendas que já assinaram com ele deixam de receber seus jogos até você colar o novo link nelas.',
    cancel: 'Voltar',
  },
  newCalendarLinkDone: 'Novo link gerado. O link anterior não funciona mais.',
  copyLink: 'Copiar link',
  linkCopied: 'Link copiado',
  calendarError: 'Erro ao gerar o link da agenda',
} as const;
