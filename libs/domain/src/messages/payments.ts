/** Issue 28: the cost of an event, its split and Pix payments. */
export const payments = {
  costTitle: 'Custo do evento',
  costTab: 'Custo',
  costHint: 'Opcional: o valor da quadra dividido entre os jogadores, pago por Pix direto a você.',
  chargeCost: 'Cobrar o custo do evento',
  modeTotal: 'Valor total',
  modePerPerson: 'Valor por pessoa',
  totalLabel: 'Valor total (R$)',
  perPersonLabel: 'Valor por pessoa (R$)',
  amountPlaceholder: 'R$ 120,00',
  includeOrganiser: 'Incluir organizador na divisão',
  pixKeyType: 'Tipo de chave',
  pixKey: 'Chave Pix',
  recipientName: 'Nome de quem recebe',
  recipientCity: 'Cidade de quem recebe',
  keyTypes: { cpf: 'CPF', cnpj: 'CNPJ', email: 'E-mail', phone: 'Celular', random: 'Chave aleatória' },
  keyPlaceholders: {
    cpf: '000.000.000-00',
    cnpj: '00.000.000/0000-00',
    email: 'voce@exemplo.com',
    phone: '+55 11 98765-4321',
    random: '123e4567-e89b-42d3-a456-426614174000',
  },
  /** The preview of a total's split, by whom the app charges now (issue 48); `canGrow`: more may join. */
  splitPreview: (players: number, from: string, to: string, canGrow: boolean) => {
    const price = from === to ? `${from} por pessoa` : `de ${from} a ${to} por pessoa`;
    if (players === 0) return 'Ninguém para dividir ainda: o valor é dividido entre quem participar.';
    return canGrow
      ? `Dividido entre quem participa: ${price}, com ${players} ${players === 1 ? 'jogador' : 'jogadores'} até agora; o valor muda se mais gente entrar.`
      : `Dividido entre ${players} ${players === 1 ? 'jogador' : 'jogadores'}: ${price}.`;
  },
  /** The wizard's preview: nobody joined yet, so the price of a full event, and that fewer pay more. */
  fullSplitPreview: (players: number, from: string, to: string) =>
    `Dividido entre quem participar: ${from === to ? from : `de ${from} a ${to}`} por pessoa se o evento lotar (${players} jogadores); com menos gente, cada um paga mais.`,
  extraCentRule: 'Quando a divisão não é exata, quem se inscreveu primeiro paga o centavo a mais.',
  saveCost: 'Salvar custo',
  removeCost: 'Remover custo',
  costSaved: 'Custo do evento salvo!',
  costRemoved: 'Custo do evento removido',
  // validation (the database says the same: set_event_cost)
  amountRequired: 'Informe o valor',
  amountRange: 'O valor deve ser de R$ 0,01 a R$ 10.000,00',
  invalidKey: {
    cpf: 'CPF inválido',
    cnpj: 'CNPJ inválido',
    email: 'E-mail inválido',
    phone: 'Celular inválido: use +55, DDD e o número',
    random: 'Chave aleatória inválida',
  },
  recipientNameLength: 'Nome de quem recebe: de 1 a 25 caracteres',
  recipientCityLength: 'Cidade: de 1 a 15 caracteres',
  // paying
  payWithPix: (amount: string) => `Pagar ${amount} com Pix`,
  copyPaste: 'Pix Copia e Cola',
  copyCode: 'Copiar código',
  codeCopied: 'Código Pix copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie.',
  directToOrganiser: 'O pagamento vai direto para a chave Pix do organizador.',
  paid: 'Já paguei',
  reportedNote: 'Você informou o pagamento. Aguardando a confirmação do organizador.',
  confirmedNote: 'Pagamento confirmado pelo organizador.',
  nothingToPay: 'Nada a pagar neste evento.',
  paidBefore: (paid: string, owed: string) => `Você já informou ${paid}. A divisão mudou: falta ${owed}.`,
  qrAlt: (amount: string) => `QR Code do Pix de ${amount}`,
  // the organiser
  paymentsTitle: 'Pagamentos',
  openPayments: 'Pagamentos',
  status: { pending: 'Pendente', reported: 'Informado', confirmed: 'Confirmado' },
  confirm: 'Confirmar recebimento',
  unconfirm: 'Marcar como não recebido',
  received: (received: string, due: string) => `Recebido ${received} de ${due}`,
  debt: (amount: string) => `Falta cobrir: ${amount} (ninguém na divisão)`,
  refund: (amount: string) => `A devolver: ${amount} (pago a mais do que a divisão atual pede)`,
  sharePaid: (paid: string) => `Pago ${paid}`,
  organiserShare: 'Organizador',
  exportCsv: 'Exportar CSV',
  noCost: 'Este evento não tem custo definido.',
  setCost: 'Definir custo',
  organiserOnly: 'Apenas o organizador pode ver os pagamentos.',
  noShares: 'Ninguém para dividir ainda.',
  csvHeader: ['Jogador', 'Valor (R$)', 'Pago (R$)', 'Situação', 'Informado em', 'Confirmado em', 'Identificador Pix'],
  csvFileName: (title: string) => `pagamentos-${title}.csv`,
} as const;
