/**
 * The pt-BR message catalogue of the spec (sections 2, 4, 5, 6 and 8), verbatim.
 * A toast with a title is `{ title, description }`; texts built from values are functions.
 * One export per area, imported as the `messages` namespace: a bundle keeps only the areas its
 * code reads (an app that never opens the wizard does not carry its texts).
 */

import { t } from './titled-message';

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
} as const;

/** A remote's section of the shell while its code arrives, or when it cannot. */
export const section = {
  loading: 'Carregando',
  // Ours: a slow network is not a failure.
  stillLoading: 'Ainda carregando…',
  failed: 'Não foi possível carregar esta seção.',
  retry: 'Tentar novamente',
  retrying: 'Tentando de novo automaticamente…',
} as const;

export const landing = {
  tagline: 'Tecnologia a favor do esporte',
  logoAlt: 'Sports Technology Platform Logo',
  createAccount: 'Criar uma conta',
  signIn: 'Iniciar sessão',
  redirectingToSignup: 'Redirecionando para criação de conta...',
  redirectingToLogin: 'Redirecionando para login...',
  failure: 'Erro ao processar solicitação',
} as const;

export const signup = {
  /** Followed by the product's name. */
  titlePrefix: 'Boas-vindas à ',
  subtitle: 'Como você gostaria de se cadastrar?',
  submit: 'Aceitar e cadastrar',
  haveAccount: 'Já tem uma conta? Faça login',
  alreadyRegistered: 'Este email já está cadastrado. Por favor, faça login ou use outro email.',
  otherError: (message: string) => `Erro no cadastro: ${message}`,
  unexpected: 'Erro ao criar usuário. Tente novamente.',
  // The spec names the success toasts ("user created, confirmation e-mail sent, may confirm
  // later") without their wording; the texts are ours.
  created: 'Conta criada com sucesso!',
  confirmationSent: (email: string) => `Enviamos um email de confirmação para ${email}.`,
  confirmLater: 'Você pode confirmar seu email depois.',
  confirmThenLogin: 'Confirme seu email e faça login para continuar o cadastro.',
  resent: (email: string) => `Este email ainda não foi confirmado. Enviamos o email de confirmação novamente para ${email}.`,
  weakPassword: (list: string) => `Senha fraca: ${list}`,
  rateLimited: 'Muitas tentativas de cadastro. Tente novamente em 1 hora.',
} as const;

export const login = {
  title: 'Bem-vindo de volta.',
  subtitle: 'Entre, e jogue o que quiser.',
  submit: 'Entrar',
  noAccount: 'Não possui uma conta?',
  emailConfirmed: 'Email confirmado com sucesso! Agora você pode fazer login.',
  invalidCredentials: 'Email ou senha incorretos. Verifique suas credenciais.',
  emailNotConfirmed: 'Confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
  otherError: (message: string) => `Erro ao fazer login: ${message}`,
  unexpected: 'Erro ao fazer login',
  success: 'Login realizado com sucesso!',
  rateLimited: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
} as const;

export const auth = {
  loginRequired: 'Login necessário',
  loginRequiredToInteract: t('Login necessário', 'Você precisa estar logado para interagir com eventos.'),
  loginRequiredToCreate: t('Login necessário', 'Você precisa estar logado para criar eventos.'),
  loginRequiredToJoin: 'Você precisa estar logado para se inscrever em eventos.',
} as const;

export const header = {
  tabMap: 'Mapa',
  tabSearch: 'Buscar',
  tabEvents: 'Eventos',
  // Wording ours: the spec only says the map of nearby events will be available soon.
  mapSoon: 'O mapa de eventos próximos estará disponível em breve.',
  logoMenu: 'Menu',
  menu: {
    notifications: 'Notificações',
    myEvents: 'Meus eventos',
    createEvent: 'Criar evento',
    profile: 'Seu perfil',
    clubs: 'Clubes',
    collaborate: 'Colaborar',
    settings: 'Configurações',
  },
} as const;

export const search = {
  placeholder: 'Buscar eventos, esportistas...',
  tabAll: 'Todos',
  tabAthletes: 'Esportistas',
  tabEvents: 'Eventos',
  searching: 'Buscando...',
  error: 'Erro ao realizar busca',
  errorToast: 'Erro ao realizar busca. Tente novamente.',
  noResults: 'Nenhum resultado encontrado',
  noResultsHint: 'Tente usar palavras-chave diferentes',
  idle: 'Digite para buscar',
  idleHint: 'Encontre eventos e esportistas',
} as const;

export const onboarding = {
  continue: 'Continuar',
  finish: 'Finalizar cadastro',
  goToLogin: 'Ir para Login',
  requiredFields: 'Por favor, preencha todos os campos obrigatórios',
  inappropriateName: 'O nome contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.',
  emptyName: 'O nome não pode estar vazio.',
  selectGender: 'Por favor, selecione seu gênero',
  selectSport: 'Selecione ao menos 1 esporte para continuar',
  emptySuggestion: 'Digite uma modalidade para sugerir',
  unauthenticated: 'Usuário não autenticado. Faça login novamente.',
  photoUploadError: 'Erro ao fazer upload da foto',
  photoTooLarge: 'Arquivo muito grande. Máximo 5MB.',
  saveProfileError: 'Erro ao salvar dados do perfil',
  saveError: 'Erro ao salvar dados',
  loadSportsError: 'Erro ao buscar esportes',
  saveSportsError: 'Erro ao salvar esportes',
  finishError: 'Erro ao finalizar cadastro',
  suggestionError: 'Erro ao enviar sugestão. Tente novamente.',
  suggestionUnexpected: 'Erro inesperado ao enviar sugestão',
  suggestionNeedsLogin: 'Você precisa estar logado para enviar sugestões',
  saved: 'Dados salvos! Prosseguindo para próxima etapa...',
  completed: 'Perfil completo! Redirecionando...',
  suggestionSent: 'Sugestão enviada! Nossa equipe irá analisá-la em breve.',
  // Ours: the spec lets the athlete go on before confirming; these say where the answers are.
  keptOnDevice: 'Respostas guardadas neste aparelho.',
  confirmReminder: (email: string) =>
    `Confirme seu email (${email}) pelo link que enviamos. Suas respostas ficam guardadas neste aparelho e serão salvas no seu primeiro login.`,
  finishAfterConfirm: 'Cadastro guardado! Confirme seu email e faça login para salvá-lo.',
  suggestionAfterConfirm: 'Confirme seu email para sugerir uma modalidade.',
} as const;

export const loading = {
  title: 'Aguarde um instante!',
  // Wording ours: the spec only says it is personalising the experience.
  subtitle: 'Estamos personalizando sua experiência...',
} as const;

export const sportSuggestion = {
  empty: t('Campo vazio', 'Digite uma modalidade para sugerir'),
  needsLogin: 'Você precisa estar logado para enviar sugestões',
  pendingDuplicate: t('Sugestão já existe', 'Esta modalidade já foi sugerida e está em análise.'),
  approvedDuplicate: t('Modalidade aprovada', 'Esta modalidade já foi aprovada e está disponível na lista!'),
  /** Wizard: the sport is added to the draft as a custom sport. */
  sent: 'Sugestão enviada!',
  sendFailed: 'Não foi possível enviar a sugestão. Tente novamente.',
} as const;

export const events = {
  available: 'Eventos Disponíveis',
  joined: 'Eventos Inscritos',
  empty: 'Nenhum evento ainda',
  createFirst: 'Criar o primeiro evento!',
  invalidId: 'ID do evento inválido',
  notFound: 'Evento não encontrado',
  alreadyJoined: 'Você já está inscrito neste evento',
  full: 'Evento está lotado',
  loadError: 'Erro ao carregar eventos',
  loadErrorInline: (detail: string) => `Erro ao carregar eventos: ${detail}`,
  joinError: 'Erro ao se inscrever no evento',
  leaveError: 'Erro ao cancelar inscrição',
  sportCheckError: 'Erro ao verificar esporte',
  createError: (detail: string) => `Erro ao criar evento: ${detail}`,
  createUnexpected: 'Erro inesperado ao criar evento',
  joinSuccess: 'Você se inscreveu no evento.',
  leaveSuccess: 'Inscrição cancelada.',
  created: 'Sucesso!',
  defaultSkillLevel: 'Iniciante/Diversão',
} as const;

export const cardActions = {
  join: 'Me inscrever',
  joinWaitingList: 'Lista de espera',
  leave: 'Cancelar',
  evaluate: 'Avaliar',
  evaluated: 'Avaliado',
} as const;

export const eventStatus = {
  active: 'Aberto',
  completed: 'Encerrado',
  cancelled: 'Cancelado',
  paused: 'Pausado',
} as const;

export const eventDetail = {
  noDescription: 'Sem descrição disponível.',
  levelTagFallback: 'Diversos níveis',
  levelFallback: 'Iniciante/Diversão',
  genderFallback: 'Todos',
  ageFallback: 'Todas',
  seeAll: 'ver todos',
  noParticipants: 'Nenhum participante ainda',
  edit: 'Editar',
  notFound: 'Evento não encontrado',
  back: 'Voltar',
  organizer: 'Você é o organizador',
  completed: 'Evento encerrado',
  cancelled: 'Evento cancelado',
  leave: 'Cancelar inscrição',
  join: 'Participar',
  // Ours: the spec only has the database's refusal, which is the reason shown.
  paused: 'Inscrições pausadas',
  pausedReason: 'As inscrições deste evento estão pausadas',
  leaveConfirm: {
    title: 'Cancelar inscrição?',
    description: 'Tem certeza que quer cancelar sua inscrição neste evento?',
    cancel: 'Não, manter inscrição',
    confirm: 'Sim, cancelar inscrição',
  },
  loadError: 'Erro ao carregar evento',
  joinError: 'Erro ao se inscrever no evento.',
  leaveError: 'Erro ao cancelar inscrição.',
} as const;

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

export const comments = {
  title: 'Mural de Comentários',
  send: 'Enviar',
  sending: 'Enviando...',
  empty: 'Nenhum comentário ainda. Seja o primeiro a fazer uma pergunta!',
  loginToParticipate: 'Faça login para participar da conversa',
  // Ours: the database refuses comments on a cancelled event ('Não é possível comentar…').
  cancelledReadOnly: 'Este evento foi cancelado: o mural está fechado para novos comentários.',
  invalidAfterSanitize: 'Comentário inválido após sanitização',
  loadError: 'Não foi possível carregar os comentários',
  postError: 'Não foi possível postar o comentário',
  added: 'Comentário adicionado com sucesso!',
} as const;

export const wizard = {
  header: 'Crie seu evento',
  continue: 'Continuar',
  noPlayerLimit: 'Sem limite de jogadores',
  anyoneCanJoin: 'Qualquer pessoa pode participar',
  hasPcdStructure: 'Tem estrutura para PCDs',
  manualApproval: 'Aprovar inscrições manualmente',
  inviteTitle: 'Convidar pessoas',
  suggestions: 'Sugestões',
  create: 'Criar evento',
  created: 'Evento criado com sucesso!',
  invalidEventName: 'Nome do evento inválido',
  missingFields: (fields: string) => `Campos obrigatórios faltando: ${fields}`,
  createError: 'Erro ao criar evento',
  /** 'Erro ao criar evento: ...' with the database's reason (or the unexpected text). */
  createErrorWith: (reason: string) => `Erro ao criar evento: ${reason}`,
  createUnexpected: 'Erro inesperado ao criar evento',
  interestedPeopleError: 'Erro ao buscar pessoas interessadas no esporte',
  imageUploadError: 'Erro ao fazer upload da imagem.',
  // The spec gives no texts for these; wording ours.
  stepOf: (step: number) => `Etapa ${step} de 5`,
  locationRequired: 'Informe o local do evento',
  locationTooLong: 'Local muito longo (máximo 200 caracteres)',
  dateRequired: 'Escolha a data do evento',
  timeRequired: 'Escolha o horário de início',
  sportRequired: 'Informe o esporte',
  sportTooLong: 'Nome da modalidade muito longo',
  playersRequired: 'Informe o número de jogadores',
  eventInfoTooLong: 'Informações do evento muito longas (máximo 2000 caracteres)',
  mapInDevelopment: 'Em desenvolvimento',
  suggestSport: 'Sugerir novo esporte',
  selectedCount: (n: number) => (n === 1 ? '1 pessoa selecionada' : `${n} pessoas selecionadas`),
  inviteLimit: (max: number) => `Você pode convidar até ${max} pessoas.`,
  noAthletes: 'Nenhum atleta encontrado',
  loadMore: 'Carregar mais',
} as const;

export const eventCreated = {
  title: 'Evento criada.',
  copyLink: 'Copiar link do evento',
  linkCopied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar o link.',
  /** WhatsApp carries an invitation text with the link (wording ours). */
  whatsappText: (title: string, link: string) => `Participe do meu evento "${title}" no Quadra: ${link}`,
  share: 'Compartilhar',
  close: 'Fechar',
  viewEvent: 'Ver evento',
} as const;

export const editEvent = {
  tabSettings: 'Configurações',
  tabParticipants: 'Participantes',
  save: 'Salvar',
  pause: 'Pausar evento',
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
    description: 'Esta ação não pode ser desfeita. Os participantes serão notificados.',
    confirm: 'Sim, cancelar evento',
    cancel: 'Voltar',
  },
  removeConfirm: {
    title: 'Remover participante?',
    description: 'O participante será removido deste evento.',
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

export const profile = {
  addSportTitle: 'Adicionar Esporte',
  allSportsAdded: 'Você já adicionou todos os esportes disponíveis!',
  ownerNoSports: 'Adicione esportes aos seus interesses',
  noSports: 'Nenhum esporte cadastrado',
  participated: 'Participou',
  organized: 'Organizou',
  notFound: 'Perfil não encontrado',
  loadUserError: 'Erro ao carregar perfil do usuário',
  sportAdded: 'Esporte adicionado',
  sportRemoved: 'Esporte removido',
  addSportError: 'Não foi possível adicionar o esporte.',
  removeSportError: 'Não foi possível remover o esporte.',
  loadError: 'Não foi possível carregar o perfil',
  updateError: 'Não foi possível atualizar o perfil',
  updated: 'Perfil atualizado com sucesso',
  saveError: t('Erro ao salvar', 'Não foi possível atualizar o perfil. Tente novamente.'),
  saveUnexpected: t('Erro ao salvar', 'Ocorreu um erro inesperado. Tente novamente.'),
  // Screen texts the spec describes without wording (ours).
  title: 'Perfil',
  editTitle: 'Editar perfil',
  editButton: 'Editar perfil',
  sendMessage: 'Enviar mensagem',
  memberSince: (since: string) => `Membro desde ${since}`,
  interests: 'Interesses',
  addSport: (name: string) => `Adicionar ${name}`,
  praiseCounters: 'Elogios recebidos',
  praiseTotal: 'Elogios',
  praiseCommunication: 'Comunicação',
  praiseTeamwork: 'Trabalho em equipe',
  accessibilityNote: (needs: string) => `Necessidades de acessibilidade: ${needs}`,
  photo: 'Foto de perfil',
  choosePhoto: 'Adicionar foto de perfil',
  changePhoto: 'Trocar foto de perfil',
  fullName: 'Nome completo',
  phone: 'Telefone',
  city: 'Cidade',
  birthDate: 'Data de nascimento',
  gender: 'Gênero',
  genderPlaceholder: 'Selecione',
  /** Profile update validation: 'Nome: ...' / 'Telefone: ...' under 'Erro de validação'. */
  nameError: (detail: string) => `Nome: ${detail}`,
  phoneError: (detail: string) => `Telefone: ${detail}`,
} as const;

export const myEvents = {
  tabJoined: 'Inscritos',
  tabOrganizing: 'Organizando',
  tabRecommended: 'Indicados',
  noActive: 'Nenhum evento ativo encontrado',
  closed: 'Encerrados',
  noClosed: 'Nenhum evento encerrado',
  pausedCancelled: 'Pausados Cancelados',
  noPausedCancelled: 'Nenhum evento pausado/cancelado',
  noOrganized: 'Nenhum evento organizado encontrado',
  evaluate: 'Avaliar Evento e Jogadores',
  recommendedTag: 'indicou',
  /** The card tag of an invitation: who invited the athlete. */
  recommendedBy: (name: string) => `${name} indicou`,
  // Wording ours: the spec marks the tab as in development.
  noRecommended: 'Nenhum evento indicado para você',
} as const;

export const evaluation = {
  header: 'Avalie seu último jogo',
  tabPlayers: 'Esportistas',
  tabEvent: 'Evento',
  tabPlace: 'Local',
  placeInDevelopment: 'Avaliação do local em desenvolvimento',
  canPraise: 'Você pode avaliar até 3 jogadores',
  praise: 'Elogiar',
  praiseModalTitle: 'Fazer um elogio?',
  confirmPraise: 'Confirmar Elogio',
  eventPrompt: 'Como foi sua experiência no evento?',
  submit: 'Enviar comentário',
  sending: 'Enviando...',
  limitReached: t('Limite atingido', 'Você pode selecionar até 3 jogadores para elogiar.'),
  missingEventId: 'ID do evento não encontrado.',
  authError: t('Erro de Autenticação', 'Usuário não autenticado.'),
  accessDenied: t('Acesso Negado', 'Você só pode avaliar eventos dos quais participou.'),
  notAvailable: t(
    'Avaliação Não Disponível',
    'A avaliação para este evento ainda não foi liberada ou já foi concluída.',
  ),
  permissionError: 'Erro ao verificar permissões de avaliação.',
  participantsError: 'Erro ao carregar participantes do evento.',
  praiseError: 'Erro ao enviar elogio. Tente novamente.',
  submitError: 'Erro ao enviar avaliação. Tente novamente.',
  praiseSent: 'Elogio enviado!',
  thanks: 'Obrigado pelo seu feedback!',
  // Screen texts the spec describes without wording (ours).
  selectPlayer: (name: string) => `Selecionar ${name}`,
  praisePlayer: (name: string) => `Elogiar ${name}`,
  praiseFor: (name: string) => `Escolha um elogio para ${name}.`,
  praiseMissing: 'Escolha um elogio para cada jogador selecionado.',
  noPlayers: 'Nenhum outro jogador participou deste evento.',
  backToMyEvents: 'Voltar para Meus eventos',
} as const;

export const notifications = {
  all: 'Tudo',
  unread: (n: number) => `Não lidas (${n})`,
  markAll: 'Marcar todas',
  empty: 'Nenhuma notificação ainda',
  emptyUnread: 'Nenhuma notificação não lida',
  loadErrorInline: (detail: string) => `Erro ao carregar notificações: ${detail}`,
  loadErrorToast: 'Erro',
  markAllSuccess: 'Todas as notificações foram marcadas como lidas',
  markAllError: 'Erro ao marcar notificações como lidas',
  unauthenticated: 'Usuário não autenticado',
  justNow: 'Agora mesmo',
  hoursAgo: (h: number) => `${h}h atrás`,
  yesterday: 'Ontem',
  accept: 'Aceitar',
  decline: 'Recusar',
  // Issue 12 (ours): a request's outcome replaces its buttons; one label per notification type.
  requestAccepted: 'Solicitação aceita',
  requestRejected: 'Solicitação recusada',
  requestGone: 'Esta solicitação já foi respondida',
  types: {
    event_join: 'Inscrição',
    event_reminder: 'Lembrete',
    event_update: 'Atualização do evento',
    event_cancelled: 'Evento cancelado',
    new_review: 'Elogio',
    evaluation_reminder: 'Avaliação',
    new_comment: 'Comentário',
    spots_available: 'Vaga disponível',
    participation_request: 'Solicitação de participação',
    event_invite: 'Convite',
  } as Record<string, string>,
  typeFallback: 'Notificação',
  /** event_invite, as the database writes it (create_event / invite_to_event); opens the event. */
  invite: {
    title: 'Convite para evento',
    message: (inviter: string, eventTitle: string) => `${inviter} convidou você para o evento "${eventTitle}".`,
  },
} as const;

export const settings = {
  editProfile: 'Editar Perfil',
  appSettings: 'Configurações do App',
  signOut: 'Sair da Conta',
  signedOut: t('Logout realizado', 'Você foi desconectado com sucesso!'),
  // Issue 12 (ours): the scheduler's event reminders can be turned off.
  reminders: 'Lembretes de eventos',
  remindersDescription: 'Avisos 24 horas e 2 horas antes dos eventos em que você está inscrito.',
  remindersError: 'Erro ao salvar a preferência de lembretes',
} as const;

export const placeholders = {
  map: 'Mapa de Eventos',
  messages: 'Mensagens',
  clubs: 'Clubes',
} as const;

export const notFound = {
  title: 'Oops! Page not found',
} as const;

export const validation = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Formato de email inválido',
  emailTooLong: 'Email muito longo',
  passwordRequired: 'Senha é obrigatória',
  passwordTooShort: 'Senha deve ter pelo menos 8 caracteres',
  passwordTooLong: 'Senha muito longa (máximo 128 caracteres)',
  passwordLowercase: 'Senha deve conter pelo menos uma letra minúscula',
  passwordUppercase: 'Senha deve conter pelo menos uma letra maiúscula',
  passwordDigit: 'Senha deve conter pelo menos um número',
  passwordCommon: 'Senha muito comum. Escolha uma senha mais segura',
  passwordMismatch: 'As senhas não coincidem',
  // The spec gives only the two-words text; the other full-name texts are ours.
  fullNameRequired: 'Nome é obrigatório',
  fullNameTooShort: 'Nome deve ter pelo menos 2 caracteres',
  fullNameTooLong: 'Nome muito longo (máximo 100 caracteres)',
  fullNameTwoWords: 'Por favor, insira seu nome completo',
  fullNameCharacters: 'Nome deve conter apenas letras, espaços, hífens e apóstrofos',
  // The spec gives only the script-like text; the other event-name texts are ours.
  eventNameRequired: 'Nome do evento é obrigatório',
  eventNameTooShort: 'Nome do evento deve ter pelo menos 3 caracteres',
  eventNameTooLong: 'Nome do evento muito longo (máximo 100 caracteres)',
  eventNameForbidden: 'Nome do evento contém conteúdo não permitido',
  eventLocationRequired: 'Informe o endereço do evento',
  eventDateRequired: 'Informe a data do evento',
  eventTimeRequired: 'Informe o horário do evento',
  eventDescriptionTooLong: 'Descrição muito longa (máximo 2000 caracteres)',
  commentRequired: 'Comentário não pode estar vazio',
  commentTooLong: 'Comentário muito longo (máximo 2000 caracteres)',
  commentSpam: 'Conteúdo parece ser spam',
  phoneCharacters: 'Telefone deve conter apenas números',
  phoneDigits: 'Telefone deve ter 10 ou 11 dígitos',
  phoneMobile: 'Número de celular inválido',
  imageTooLarge: 'Arquivo muito grande. Máximo 5MB.',
  imageType: 'Formato de arquivo não permitido. Use JPG, PNG ou WebP.',
  imageExecutable: 'Tipo de arquivo não permitido por segurança.',
  cityTooLong: 'Cidade muito longa (máximo 100 caracteres)',
  genderInvalid: 'Selecione um gênero da lista',
  birthDateInvalid: 'Data de nascimento inválida',
  birthDateFuture: 'A data de nascimento não pode estar no futuro.',
  birthDateTooOld: 'A data de nascimento não pode ser anterior a 01/01/1900.',
  eventDatePast: 'A data do evento não pode estar no passado.',
  playersMin: 'O número de jogadores deve ser pelo menos 1.',
  playersOrder: 'O mínimo de jogadores não pode ser maior que o máximo.',
} as const;
