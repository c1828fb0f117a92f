// Issue 49: every rule the database enforces, each with the tests that cover it at each edge. The
// check in catalogue.test.ts (run by `npm test`) fails when a test named here no longer exists,
// when the database raises a refusal not listed here, and when a listed refusal is no longer raised.
// Columns and who may read them are in privacy.ts.
//
// A test is named 'path from the repository root › its exact title' (the `it`/`test` title, not
// the describe's). Rename a test? Rename it here too.

export type TestRef = string;

/** Each kind of person a read or write rule must be tested for (a rule may say one does not apply). */
export const PEOPLE = ['visitor', 'stranger', 'requester', 'waiting', 'registered', 'organiser', 'club admin', 'club member'] as const;
export type Person = (typeof PEOPLE)[number];
/** 'n/a: why' where a kind of person cannot be in the rule's situation (a club role on a game outside clubs). */
export type NotApplicable = `n/a: ${string}`;

/** The payment states every money total is tested in. */
export const MONEY_STATES = ['pending', 'reported', 'confirmed', 'un-confirmed', 'a devolver', 'split changed'] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

/** The edges of a time rule: one step before the boundary, at it, one step after it. */
export const TIME_EDGES = ['one step before', 'at', 'one step after'] as const;
export type TimeEdge = (typeof TIME_EDGES)[number];

export type Rule =
  /** A pt-BR refusal the database raises ('%' where it puts a value); each test names the message. */
  | { kind: 'refusal'; id: string; message: string; raisedBy: string; tests: TestRef[] }
  /** A time boundary ('from 22:00', '48 h after the close'), each edge tested; `zones` the event zones tested. */
  | { kind: 'time'; id: string; rule: string; edges: Record<TimeEdge, TestRef>; zones: string[] }
  /** A money total, tested in each payment state. */
  | { kind: 'money'; id: string; rule: string; states: Record<MoneyState, TestRef> }
  /** Who may read or change something, tested for each kind of person. */
  | { kind: 'policy'; id: string; rule: string; people: Record<Person, TestRef | NotApplicable> };

const slug = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

function refusal(message: string, raisedBy: string, tests: TestRef[]): Rule {
  return { kind: 'refusal', id: `refusal:${slug(message)}`, message, raisedBy, tests };
}

// ---------------------------------------------------------------------------------------------
// Refusals: every pt-BR message a function or trigger of schema public raises (catalogue.test.ts
// reads them from the live database). Each test listed must contain the message (or a constant
// holding it).
// ---------------------------------------------------------------------------------------------
const REFUSALS: Rule[] = [
  refusal('A data do evento não pode estar no passado', 'check_event_start', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
    'supabase/tests/holes.test.ts › the organiser can neither close an event early, nor reopen a closed one, nor move it into the past',
  ]),
  refusal('A data do evento não pode passar de 2 anos a partir de hoje', 'check_event_start, create_event', [
    'supabase/tests/series.test.ts › create_event refuses a bad repetition with its reason',
    'supabase/tests/time-zone.test.ts › a date more than two years ahead is refused on create and on edit; two years less a day is accepted',
  ]),
  refusal('A descrição deve ter no máximo 500 caracteres', 'report_details', [
    'supabase/tests/report-block.test.ts › refuses a missing reason, an unknown one, \'Outro\' without a text, a long text, my own comment, a missing comment, and twice',
  ]),
  refusal('A série deve terminar depois do primeiro evento', 'create_event', [
    'supabase/tests/series.test.ts › create_event refuses a bad repetition with its reason',
  ]),
  refusal('Acesso Negado', 'create_event_with_cost, evaluation_access, event_attendance_before_write, game_day_event, get_event_payments, get_team_strengths, invite_to_event, lock_own_event, organised_event_for_payments, own_series_of, remove_comment, require_club_admin, transfer_club_ownership', [
    'supabase/tests/clubs.test.ts › a link switched off or renewed lets nobody in; a removed member cannot follow his old link',
  ]),
  refusal('As inscrições deste evento estão pausadas', 'join_event_now', [
    'supabase/tests/rules.test.ts › a past event cannot be joined and a paused one is closed to new athletes',
  ]),
  refusal('Avaliação Não Disponível', 'evaluation_access', [
    'supabase/tests/evaluation.test.ts › before 3 hours after the start it is not available, whatever the stored status says',
    'supabase/tests/evaluation.test.ts › a second submission is refused and adds nothing',
  ]),
  refusal('Aviso não encontrado', 'pin_club_notice', [
    'supabase/tests/rules/refusals.test.ts › pinning a notice of a club one is not in: \'Aviso não encontrado\'',
  ]),
  refusal('Campos obrigatórios faltando: %', 'create_event', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
    'supabase/tests/series.test.ts › \'Este e os próximos\' checks the series\' template as an event\'s, even when no occurrence is left to change (issue 56)',
  ]),
  refusal('Campos obrigatórios faltando: local', 'event_template_error', [
    'supabase/tests/series.test.ts › \'Este e os próximos\' checks the series\' template as an event\'s, even when no occurrence is left to change (issue 56)',
  ]),
  refusal('Celular inválido: use +55, DDD e o número', 'pix_key_error', [
    'supabase/tests/payments.test.ts › validates each kind of Pix key by its own rule, with its reason',
  ]),
  refusal('Chave aleatória inválida', 'pix_key_error', [
    'supabase/tests/payments.test.ts › validates each kind of Pix key by its own rule, with its reason',
  ]),
  refusal('Cidade: de 1 a 15 caracteres', 'set_event_cost', [
    'supabase/tests/payments.test.ts › refuses amounts that are not whole cents from R$ 0,01 to R$ 10.000,00, and a missing name or city',
  ]),
  refusal('Clube não encontrado', 'create_event_with_cost, request_to_join_club, require_club_admin', [
    'supabase/tests/clubs.test.ts › a non-member reads nothing of it through REST, RPC or realtime',
  ]),
  refusal('CNPJ inválido', 'pix_key_error', [
    'supabase/tests/payments.test.ts › validates each kind of Pix key by its own rule, with its reason',
  ]),
  refusal('Comentário não encontrado', 'remove_comment, report_comment', [
    'supabase/tests/report-block.test.ts › refuses a missing reason, an unknown one, \'Outro\' without a text, a long text, my own comment, a missing comment, and twice',
    'supabase/tests/report-block.test.ts › a comment reported by 3 different athletes is hidden from everyone but its author',
  ]),
  refusal('Comentário original não encontrado', 'event_comments_before_insert', [
    'supabase/tests/rules/refusals.test.ts › comments: \'Não é possível comentar em um evento cancelado\'; a reply needs its comment in the same event',
  ]),
  refusal('Conta não encontrada', 'delete_account', [
    'supabase/tests/rules/refusals.test.ts › delete_account of an account that does not exist: \'Conta não encontrada\'',
  ]),
  refusal('Convidado não encontrado', 'add_event_invitations', [
    'supabase/tests/create-event.test.ts › a bad invitee rolls the whole event back',
  ]),
  refusal('Convite inválido', 'get_club_invite_preview, join_club_by_invite', [
    'supabase/tests/rules/refusals.test.ts › an invite link that never existed: \'Convite inválido\', to the preview and to joining',
  ]),
  refusal('CPF inválido', 'pix_key_error', [
    'supabase/tests/payments.test.ts › validates each kind of Pix key by its own rule, with its reason',
  ]),
  refusal('Dados do clube inválidos', 'create_club, update_club', [
    'supabase/tests/rules/refusals.test.ts › a club name: 80 characters accepted, 81 refused; bad data refused as a whole',
  ]),
  refusal('Dados do evento inválidos', 'create_event, event_template_error, update_series_from', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
    'supabase/tests/series.test.ts › each refusal with its reason',
  ]),
  refusal('Descreva o motivo da denúncia', 'report_details', [
    'supabase/tests/report-block.test.ts › refuses a missing reason, an unknown one, \'Outro\' without a text, a long text, my own comment, a missing comment, and twice',
    'supabase/tests/report-block.test.ts › reports a profile once, never my own nor nobody',
  ]),
  refusal('Digite uma modalidade para sugerir', 'suggest_sport', [
    'supabase/tests/rules.test.ts › deduplicate case-insensitively with the pending/approved outcomes',
  ]),
  refusal('E-mail inválido', 'pix_key_error', [
    'supabase/tests/payments.test.ts › validates each kind of Pix key by its own rule, with its reason',
    'supabase/tests/payments.test.ts › the wizard creates the event and its cost in one transaction: a refused cost leaves no event',
  ]),
  refusal('Alteração inválida', 'apply_game_day_change, game_day_apply_mark, game_day_apply_score, game_day_apply_teams', [
    'supabase/tests/game-day-offline.test.ts › the day closed meanwhile, or a participant marking others: refused, each for its reason',
  ]),
  refusal('Alterações inválidas', 'apply_game_day_changes', [
    'supabase/tests/game-day-offline.test.ts › a visitor cannot send changes at all; a call that is not a list of changes is refused whole',
  ]),
  refusal('Elogio inválido', 'submit_evaluation', [
    'supabase/tests/rules.test.ts › accepts at most 3 praised players, never oneself, once per event, and notifies them',
  ]),
  refusal('Escolha de 2 a 4 times', 'save_teams', [
    'supabase/tests/game-day.test.ts › refuses, each for its reason, and keeps the saved draw',
  ]),
  refusal('Escolha dois times diferentes do sorteio', 'event_matches_before_write', [
    'supabase/tests/game-day.test.ts › refuses, each for its reason',
  ]),
  refusal('Escolha entre 2 e 52 vezes', 'create_event', [
    'supabase/tests/series.test.ts › create_event refuses a bad repetition with its reason',
  ]),
  refusal('Escolha o motivo da denúncia', 'report_details', [
    'supabase/tests/report-block.test.ts › refuses a missing reason, an unknown one, \'Outro\' without a text, a long text, my own comment, a missing comment, and twice',
  ]),
  refusal('Escolha outro membro do clube', 'transfer_club_ownership', [
    'supabase/tests/rules/refusals.test.ts › leaving or handing over: \'Você não é membro deste clube\', \'Escolha outro membro do clube\'',
  ]),
  refusal('Escolha quando a série termina', 'create_event', [
    'supabase/tests/series.test.ts › create_event refuses a bad repetition with its reason',
  ]),
  refusal('Escreva o aviso', 'post_club_notice', [
    'supabase/tests/rules/refusals.test.ts › a notice: \'Escreva o aviso\' when blank, 2000 characters accepted, 2001 refused',
  ]),
  refusal('Esta não é a versão atual dos termos. Recarregue a página para ler a versão atual.', 'accept_terms', [
    'supabase/tests/rules/refusals.test.ts › accept_terms: a visitor is told to sign in (42501); an old version is refused',
    'supabase/tests/terms.test.ts › any other version is refused with its reason, and nothing is written',
  ]),
  refusal('Esta pessoa não está bloqueada', 'unblock_user', [
    'supabase/tests/report-block.test.ts › refuses oneself, nobody, and twice; unblocking someone not blocked; lists whom I blocked, newest first',
  ]),
  refusal('Esta pessoa não está inscrita neste evento', 'event_attendance_before_write', [
    'supabase/tests/game-day.test.ts › the organiser cannot mark before the window, nor someone not registered, nor on a cancelled event',
  ]),
  refusal('Este convite foi desativado', 'join_club_by_invite', [
    'supabase/tests/clubs.test.ts › a link switched off or renewed lets nobody in; a removed member cannot follow his old link',
  ]),
  refusal('Este convite foi renovado', 'join_club_by_invite', [
    'supabase/tests/clubs.test.ts › a link switched off or renewed lets nobody in; a removed member cannot follow his old link',
  ]),
  refusal('Este evento já aconteceu', 'events_resume_before_start, invite_to_event, join_event_now', [
    'supabase/tests/rules.test.ts › a past event cannot be joined and a paused one is closed to new athletes',
    'supabase/tests/ux-rules.test.ts › does not reopen a paused game that has started',
  ]),
  refusal('Este evento não faz parte de uma série', 'own_series_of', [
    'supabase/tests/rules/refusals.test.ts › a series action on a single event: \'Este evento não faz parte de uma série\'',
  ]),
  refusal('Este jogo é dos membros do clube até %', 'join_event', [
    'supabase/tests/clubs.test.ts › mensalistas are registered; avulsos wait in line in request order until the moment, exact to the second, in the event zone',
  ]),
  refusal('Este serviço de notificações não é aceito', 'save_push_subscription', [
    'supabase/tests/push.test.ts › refuses an endpoint off the known push services, and never connects to it',
  ]),
  refusal('Evento cancelado', 'approve_participant, event_attendance_before_write, game_day_event, invite_to_event, join_event_now, set_event_cost', [
    'supabase/tests/account-data.test.ts › cancels his future games, frees his places, keeps what others need and leaves no row that names him',
    'supabase/tests/game-day.test.ts › the organiser cannot mark before the window, nor someone not registered, nor on a cancelled event',
  ]),
  refusal('Evento encerrado', 'event_participants_before_delete, events_before_write, invite_to_event, join_event_now', [
    'supabase/tests/holes.test.ts › the organiser can neither close an event early, nor reopen a closed one, nor move it into the past',
  ]),
  refusal('Evento está lotado', 'approve_participant', [
    'supabase/server/rest/rest.test.ts › maps database errors to PostgREST statuses',
    'supabase/server/rest/rest.test.ts › never answers under a previous request\'s role or claims on a pooled connection',
  ]),
  refusal('Evento não encontrado', 'evaluation_access, game_day_event, get_event_list, get_event_payments, invite_to_event, join_event, join_event_now, leave_event, lock_event_for_payments, lock_own_event, own_series_of', [
    'supabase/tests/clubs.test.ts › a non-member reads nothing of it through REST, RPC or realtime',
    'supabase/tests/evaluation.test.ts › gives the event and the other registered participants, and answers the expected refusals as data',
  ]),
  refusal('Eventos cancelados não podem ser editados', 'events_before_write', [
    'supabase/tests/rules.test.ts › pause, edit and cancel notify participants; a cancelled event cannot be edited',
  ]),
  refusal('Faça login para aceitar os termos.', 'accept_terms', [
    'supabase/tests/rules/refusals.test.ts › accept_terms: a visitor is told to sign in (42501); an old version is refused',
  ]),
  refusal('Fuso horário inválido', 'create_event', [
    'supabase/tests/time-zone.test.ts › a zone outside Brazil is refused, by the function and by the table',
  ]),
  refusal('ID do evento inválido', 'parse_event_id', [
    'supabase/tests/evaluation.test.ts › gives the event and the other registered participants, and answers the expected refusals as data',
    'supabase/tests/event-detail.test.ts › answers null for no such event, and a clear error for what is not an id',
  ]),
  refusal('Informações do evento muito longas (máximo 2000 caracteres)', 'create_event, event_template_error', [
    'supabase/tests/series.test.ts › \'Este e os próximos\' checks the series\' template as an event\'s, even when no occurrence is left to change (issue 56)',
  ]),
  refusal('Informe o nome do clube', 'check_club_name', [
    'supabase/tests/clubs.test.ts › refuses an empty or duplicate name and writes nothing',
  ]),
  refusal('Informe o valor total ou o valor por pessoa', 'set_event_cost', [
    'supabase/tests/payments.test.ts › refuses amounts that are not whole cents from R$ 0,01 to R$ 10.000,00, and a missing name or city',
  ]),
  refusal('Inscrição de notificações inválida', 'save_push_subscription', [
    'supabase/tests/push.test.ts › refuses an endpoint off the known push services, and never connects to it',
  ]),
  refusal('Já existe um clube com este nome', 'check_club_name', [
    'supabase/tests/clubs.test.ts › refuses an empty or duplicate name and writes nothing',
  ]),
  refusal('Limite atingido', 'submit_evaluation', [
    'supabase/tests/evaluation.test.ts › a fourth praised player gets Limite atingido, even after three valid praises in the same call',
    'supabase/tests/rules.test.ts › accepts at most 3 praised players, never oneself, once per event, and notifies them',
  ]),
  refusal('Limite de convites atingido', 'add_event_invitations', [
    'supabase/tests/rules/refusals.test.ts › invitations: 50 per event accepted, the 51st refused with its reason',
  ]),
  refusal('Limite de fixos atingido', 'set_series_regular', [
    'supabase/tests/series.test.ts › \'Não vou desta vez\' frees a regular\'s place; \'Limite de fixos atingido\' when regulars would outnumber the places',
  ]),
  refusal('Lista de versões inválida.', 'register_remote_releases', [
    'supabase/tests/rules/refusals.test.ts › remote releases: a list of 200 accepted, 201 or no list refused (\'Lista de versões inválida.\'); a report that is no report refused',
  ]),
  refusal('Local muito longo (máximo 200 caracteres)', 'create_event, event_template_error', [
    'supabase/tests/series.test.ts › \'Este e os próximos\' checks the series\' template as an event\'s, even when no occurrence is left to change (issue 56)',
  ]),
  refusal('Membro não encontrado', 'remove_club_member, set_club_member', [
    'supabase/tests/rules/refusals.test.ts › members: \'Membro não encontrado\', \'Papel inválido\', \'Tipo de membro inválido\', the owner keeps his role and his place',
  ]),
  refusal('Não é possível comentar em um evento cancelado', 'event_comments_before_insert', [
    'supabase/tests/rules/refusals.test.ts › comments: \'Não é possível comentar em um evento cancelado\'; a reply needs its comment in the same event',
  ]),
  refusal('Não é possível comentar neste evento', 'refuse_blocked_by_organiser', [
    'supabase/tests/report-block.test.ts › a blocked athlete cannot comment on the blocker\'s events, through REST as the app does',
  ]),
  refusal('Não é possível convidar esta pessoa', 'refuse_blocked_invitation', [
    'supabase/tests/report-block.test.ts › a blocked athlete cannot invite the blocker, later or at creation; the blocker still can invite him',
  ]),
  refusal('Não é possível participar deste evento', 'refuse_blocked_by_organiser', [
    'supabase/tests/report-block.test.ts › a blocked athlete cannot join, ask to join or queue for the blocker\'s events; others still can',
  ]),
  refusal('Nível de habilidade inválido', 'create_event, event_template_error', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
    'supabase/tests/series.test.ts › \'Este e os próximos\' checks the series\' template as an event\'s, even when no occurrence is left to change (issue 56)',
  ]),
  refusal('Nome da modalidade muito longo', 'create_event, event_template_error, suggest_sport', [
    'supabase/tests/rules/refusals.test.ts › a sport\'s name: 100 characters accepted, 101 refused, on a suggestion and on an event',
  ]),
  refusal('Nome de quem recebe: de 1 a 25 caracteres', 'set_event_cost', [
    'supabase/tests/payments.test.ts › refuses amounts that are not whole cents from R$ 0,01 to R$ 10.000,00, and a missing name or city',
  ]),
  refusal('Nome do evento contém conteúdo não permitido', 'create_event, event_texts_error', [
    'supabase/tests/calendar.test.ts › the database refuses control characters in titles and the other single-line texts',
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
  ]),
  refusal('Nome do evento deve ter pelo menos 3 caracteres', 'create_event, event_template_error', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
  ]),
  refusal('Nome do evento muito longo (máximo 100 caracteres)', 'create_event, event_template_error', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
  ]),
  refusal('Nome do time inválido', 'save_teams', [
    'supabase/tests/game-day.test.ts › refuses, each for its reason, and keeps the saved draw',
  ]),
  refusal('O aviso pode ter até 2000 caracteres', 'post_club_notice', [
    'supabase/tests/rules/refusals.test.ts › a notice: \'Escreva o aviso\' when blank, 2000 characters accepted, 2001 refused',
  ]),
  refusal('O clube precisa de pelo menos um administrador', 'set_club_member', [
    'supabase/tests/rules/refusals.test.ts › \'O clube precisa de pelo menos um administrador\': the last admin (no owner left to lead) cannot step down',
  ]),
  refusal('O Dia do jogo abre 2 h antes do início', 'event_attendance_before_write, game_day_event', [
    'supabase/tests/game-day.test.ts › the organiser cannot mark before the window, nor someone not registered, nor on a cancelled event',
    'supabase/tests/game-day.test.ts › \'Cheguei\' only inside the window (2 h before to 12 h after the start), only if registered, not when cancelled',
  ]),
  refusal('O Dia do jogo deste evento já foi encerrado', 'game_day_event', [
    'supabase/tests/game-day.test.ts › after the event closes the organiser corrects for 48 h, then attendance is final',
  ]),
  refusal('O Dia do jogo já terminou', 'event_attendance_before_write', [
    'supabase/tests/game-day.test.ts › \'Cheguei\' only inside the window (2 h before to 12 h after the start), only if registered, not when cancelled',
    'supabase/tests/game-day.test.ts › after the event closes the organiser corrects for 48 h, then attendance is final',
  ]),
  refusal('O dono do clube não pode mudar de papel', 'set_club_member', [
    'supabase/tests/rules/refusals.test.ts › members: \'Membro não encontrado\', \'Papel inválido\', \'Tipo de membro inválido\', the owner keeps his role and his place',
  ]),
  refusal('O dono não pode ser removido do clube', 'remove_club_member', [
    'supabase/tests/rules/refusals.test.ts › members: \'Membro não encontrado\', \'Papel inválido\', \'Tipo de membro inválido\', the owner keeps his role and his place',
  ]),
  refusal('O evento só pode ser encerrado depois de acontecer', 'events_before_write', [
    'supabase/tests/holes.test.ts › the organiser can neither close an event early, nor reopen a closed one, nor move it into the past',
  ]),
  refusal('O histórico de pagamentos não pode ser alterado', 'event_payment_history_append_only', [
    'supabase/tests/payments.test.ts › records who did what and when, and nobody rewrites it — not even the database owner',
  ]),
  refusal('O máximo de jogadores não pode ser menor que o mínimo (%).', 'events_check_player_limits', [
    'supabase/tests/sports-and-ages.test.ts › say why a maximum below the minimum is refused',
  ]),
  refusal('O mínimo de jogadores não pode ser maior que o máximo.', 'create_event, event_template_error', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
    'supabase/tests/series.test.ts › \'Este e os próximos\' checks the series\' template as an event\'s, even when no occurrence is left to change (issue 56)',
  ]),
  refusal('O nome do clube pode ter até 80 caracteres', 'check_club_name', [
    'supabase/tests/rules/refusals.test.ts › a club name: 80 characters accepted, 81 refused; bad data refused as a whole',
  ]),
  refusal('O número de jogadores deve ser pelo menos 1.', 'create_event, event_template_error', [
    'supabase/tests/create-event.test.ts › refuses what the wizard refuses, with the pt-BR texts, writing nothing',
    'supabase/tests/series.test.ts › \'Este e os próximos\' checks the series\' template as an event\'s, even when no occurrence is left to change (issue 56)',
  ]),
  refusal('O número máximo de participantes não pode ser menor que o número de inscritos', 'events_before_write', [
    'supabase/tests/rules.test.ts › limits: title 3-100, min not above max, max not below the registered count',
  ]),
  refusal('O valor deve ser de R$ 0,01 a R$ 10.000,00', 'set_event_cost, set_club_caixa', [
    'supabase/tests/payments.test.ts › refuses amounts that are not whole cents from R$ 0,01 to R$ 10.000,00, and a missing name or city',
    "supabase/tests/caixa.test.ts › the caixa's settings: due day 1 and 28 accepted, 0 and 29 refused; R$ 10.000,00 accepted, 1000001 cents refused; a value of the wrong kind refused as a whole",
  ]),
  refusal('Pagamento já confirmado pelo organizador', 'report_payment', [
    'supabase/tests/concurrency.test.ts › 20 \'Já paguei\' with 20 \'Confirmar recebimento\' at once: no 500, every share confirmed once',
    'supabase/tests/payments.test.ts › \'Já paguei\' marks only the caller\'s own share; a confirmed one cannot be undone by the player',
  ]),
  refusal('Pagamento não encontrado', 'confirm_payment', [
    'supabase/tests/payments.test.ts › \'Já paguei\' marks only the caller\'s own share; a confirmed one cannot be undone by the player',
  ]),
  refusal('Papel inválido', 'set_club_member', [
    'supabase/tests/rules/refusals.test.ts › members: \'Membro não encontrado\', \'Papel inválido\', \'Tipo de membro inválido\', the owner keeps his role and his place',
  ]),
  refusal('Para sair, use "Sair do clube"', 'remove_club_member', [
    'supabase/tests/rules/refusals.test.ts › members: \'Membro não encontrado\', \'Papel inválido\', \'Tipo de membro inválido\', the owner keeps his role and his place',
  ]),
  refusal('Partida inválida', 'event_matches_before_write', [
    'supabase/tests/rules/refusals.test.ts › a match moved to another event: \'Partida inválida\', even where no column grant stops it first',
  ]),
  refusal('Passe a posse do clube antes de sair', 'leave_club', [
    'supabase/tests/clubs.test.ts › the owner cannot leave without handing over; after handing over he can',
  ]),
  refusal('Placar inválido', 'event_matches_before_write', [
    'supabase/tests/game-day.test.ts › refuses, each for its reason',
  ]),
  refusal('Relatório inválido.', 'report_remote_event', [
    'supabase/tests/rules/refusals.test.ts › remote releases: a list of 200 accepted, 201 or no list refused (\'Lista de versões inválida.\'); a report that is no report refused',
  ]),
  refusal('Repetição inválida', 'create_event', [
    'supabase/tests/series.test.ts › create_event refuses a bad repetition with its reason',
  ]),
  refusal('Só é possível elogiar jogadores que participaram do evento', 'submit_evaluation', [
    'supabase/tests/game-day.test.ts › the closing opens it for who came, not for who missed; a correction to \'Presente\' opens it; an absent player cannot be praised',
    'supabase/tests/holes.test.ts › nobody can praise at an event they did not attend, nor praise someone who was not there',
  ]),
  refusal('Só participantes inscritos podem entrar nos times', 'save_teams', [
    'supabase/tests/game-day.test.ts › refuses, each for its reason, and keeps the saved draw',
  ]),
  refusal('Só quem participa do evento pode copiar a lista.', 'get_event_list', [
    'supabase/tests/event-preview-and-list.test.ts › someone in line, an outsider or a visitor cannot copy the list',
    'supabase/tests/rules/refusals.test.ts › \'Só quem participa do evento pode copiar a lista.\': a stranger is refused, a registered participant copies it',
  ]),
  refusal('Só um participante inscrito pode ser fixo', 'set_series_regular', [
    'supabase/tests/series.test.ts › regulars are registered on each new occurrence and told; never more regulars than places',
  ]),
  refusal('Solicitação não encontrada', 'answer_club_request, approve_participant, reject_participant', [
    'supabase/tests/report-block.test.ts › blocking takes the person out of the line and the pending requests of my upcoming events, not out of a confirmed place',
    'supabase/tests/rules.test.ts › approval-only events: pending, request notified, approval respects capacity, rejection deletes',
  ]),
  refusal('Sua presença já foi marcada', 'event_attendance_before_write', [
    'supabase/tests/game-day.test.ts › a participant only checks himself in as present (\'Cheguei\'), once',
    'supabase/tests/game-day.test.ts › a participant cannot overturn or remove the organiser\'s mark',
  ]),
  refusal('Sua solicitação já está aguardando aprovação', 'join_event_now, request_to_join_club', [
    'supabase/tests/rules.test.ts › approval-only events: pending, request notified, approval respects capacity, rejection deletes',
  ]),
  refusal('Tipo de chave Pix inválido', 'pix_key_error', [
    'supabase/tests/payments.test.ts › validates each kind of Pix key by its own rule, with its reason',
  ]),
  refusal('Tipo de membro inválido', 'set_club_member', [
    'supabase/tests/rules/refusals.test.ts › members: \'Membro não encontrado\', \'Papel inválido\', \'Tipo de membro inválido\', the owner keeps his role and his place',
  ]),
  refusal('Um jogador não pode estar em dois times', 'save_teams', [
    'supabase/tests/game-day.test.ts › refuses, each for its reason, and keeps the saved draw',
  ]),
  refusal('Usuário não autenticado', 'require_user', [
    'supabase/tests/rules/refusals.test.ts › \'Usuário não autenticado\' for a call with no athlete behind it, where no grant stops it first',
  ]),
  refusal('Usuário não encontrado', 'block_user, report_profile', [
    'supabase/tests/report-block.test.ts › refuses oneself, nobody, and twice; unblocking someone not blocked; lists whom I blocked, newest first',
    'supabase/tests/report-block.test.ts › reports a profile once, never my own nor nobody',
  ]),
  refusal('Você é o organizador deste evento', 'join_event_now', [
    'supabase/tests/permissions.test.ts › only the organiser approves or rejects; the organiser cannot join their own event',
    'supabase/tests/rules.test.ts › gives the spec messages for bad ids, missing, cancelled, own and already-joined events',
  ]),
  refusal('Você foi removido deste clube', 'join_club_by_invite', [
    'supabase/tests/clubs.test.ts › a link switched off or renewed lets nobody in; a removed member cannot follow his old link',
  ]),
  refusal('Você já bloqueou esta pessoa', 'block_user', [
    'supabase/tests/report-block.test.ts › refuses oneself, nobody, and twice; unblocking someone not blocked; lists whom I blocked, newest first',
  ]),
  refusal('Você já denunciou este comentário', 'report_comment', [
    'supabase/tests/report-block.test.ts › refuses a missing reason, an unknown one, \'Outro\' without a text, a long text, my own comment, a missing comment, and twice',
  ]),
  refusal('Você já denunciou este perfil', 'report_profile', [
    'supabase/tests/report-block.test.ts › reports a profile once, never my own nor nobody',
  ]),
  refusal('Você já é membro deste clube', 'join_club_by_invite, request_to_join_club', [
    'supabase/tests/clubs.test.ts › a link switched off or renewed lets nobody in; a removed member cannot follow his old link',
  ]),
  refusal('Você já está inscrito neste evento', 'event_waiting_list_before_insert, join_event_now', [
    'supabase/tests/concurrency.test.ts › the same athlete joining twice at once gets one place and one "already registered"',
    'supabase/tests/rules.test.ts › gives the spec messages for bad ids, missing, cancelled, own and already-joined events',
  ]),
  refusal('Você já está na lista de espera', 'join_event, join_event_now', [
    'supabase/tests/waiting-list.test.ts › a full event lines people up: each sees only their own place, the organiser the whole line; leaving the line closes the gap',
  ]),
  refusal('Você não é membro deste clube', 'leave_club', [
    'supabase/tests/rules/refusals.test.ts › leaving or handing over: \'Você não é membro deste clube\', \'Escolha outro membro do clube\'',
  ]),
  refusal('Você não está inscrito neste evento', 'event_attendance_before_write, leave_event', [
    'supabase/tests/game-day.test.ts › \'Cheguei\' only inside the window (2 h before to 12 h after the start), only if registered, not when cancelled',
    'supabase/tests/rules.test.ts › gives the spec messages for bad ids, missing, cancelled, own and already-joined events',
  ]),
  refusal('Você não está na lista de espera', 'leave_waiting_list', [
    'supabase/tests/waiting-list.test.ts › a full event lines people up: each sees only their own place, the organiser the whole line; leaving the line closes the gap',
  ]),
  refusal('Você não pode bloquear a si mesmo', 'block_user', [
    'supabase/tests/report-block.test.ts › refuses oneself, nobody, and twice; unblocking someone not blocked; lists whom I blocked, newest first',
  ]),
  refusal('Você não pode convidar a si mesmo', 'add_event_invitations', [
    'supabase/tests/create-event.test.ts › a bad invitee rolls the whole event back',
  ]),
  refusal('Você não pode denunciar a si mesmo', 'report_comment, report_profile', [
    'supabase/tests/report-block.test.ts › refuses a missing reason, an unknown one, \'Outro\' without a text, a long text, my own comment, a missing comment, and twice',
    'supabase/tests/report-block.test.ts › reports a profile once, never my own nor nobody',
  ]),
  refusal('Você não pode elogiar a si mesmo', 'submit_evaluation', [
    'supabase/tests/evaluation.test.ts › a praise of oneself is refused, with the valid praise before it rolled back',
    'supabase/tests/rules.test.ts › accepts at most 3 praised players, never oneself, once per event, and notifies them',
  ]),
  refusal('Você não tem pagamento neste evento', 'report_payment', [
    'supabase/tests/payments.test.ts › \'Já paguei\' marks only the caller\'s own share; a confirmed one cannot be undone by the player',
    'supabase/tests/payments.test.ts › point 8: \'Já paguei\' and then leaving (or being removed) no longer reads the share or the Pix key',
  ]),
  // Guests (issue 52)
  refusal('Escolha de 0 a 10 convidados por participante', 'set_guest_allowance', [
    'supabase/tests/guests.test.ts › refuses each bad input for its reason and writes nothing',
  ]),
  refusal('Este convidado foi removido do evento', 'claim_guest_place', [
    'supabase/tests/guests.test.ts › refuses a claim by someone already in the event, an unknown link and a removed guest\'s link',
  ]),
  refusal('Este convidado já assumiu a vaga com a própria conta', 'remove_guest', [
    'supabase/tests/rules/refusals.test.ts › a guest who claimed his place with his own account cannot be removed as a guest',
  ]),
  refusal('Este convidado já foi removido', 'remove_guest', [
    'supabase/tests/guests.test.ts › refuses a claim by someone already in the event, an unknown link and a removed guest\'s link',
  ]),
  refusal('Este link já foi usado: a vaga já foi assumida', 'claim_guest_place', [
    'supabase/tests/guests.test.ts › claiming keeps the place, the game-day mark, the team and the share, in one go; the link works once',
  ]),
  refusal('Informe o nome do convidado', 'guest_name_error', [
    'supabase/tests/guests.test.ts › refuses each bad input for its reason and writes nothing',
  ]),
  refusal('Link de convidado inválido', 'guest_by_token', [
    'supabase/tests/guests.test.ts › refuses a claim by someone already in the event, an unknown link and a removed guest\'s link',
  ]),
  refusal('O nome do convidado não pode ter < ou >', 'guest_name_error', [
    'supabase/tests/guests.test.ts › refuses each bad input for its reason and writes nothing',
  ]),
  refusal('O nome do convidado não pode ter quebras de linha nem caracteres de controle', 'guest_name_error', [
    'supabase/tests/guests.test.ts › refuses each bad input for its reason and writes nothing',
  ]),
  refusal('O nome do convidado pode ter até 50 caracteres', 'guest_name_error', [
    'supabase/tests/guests.test.ts › refuses each bad input for its reason and writes nothing',
  ]),
  refusal('O organizador não liberou convidados neste evento', 'add_guest', [
    'supabase/tests/guests.test.ts › a participant brings up to the allowance; approval and the waiting list hold for guests',
  ]),
  refusal('Só quem está confirmado no evento pode trazer convidados', 'add_guest', [
    'supabase/tests/guests.test.ts › refuses each bad input for its reason and writes nothing',
  ]),
  refusal('Você já trouxe % neste evento, o máximo que o organizador liberou', 'add_guest', [
    'supabase/tests/guests.test.ts › a participant brings up to the allowance; approval and the waiting list hold for guests',
  ]),
  // Clubs' fields (issue 47, check_club_fields)
  refusal('A cidade pode ter até 100 caracteres', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  refusal('A descrição pode ter até 1000 caracteres', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  refusal('Avulsos confirmam a partir de: escolha de 0 a 336 horas antes do jogo', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  refusal('Escolha até 5 esportes', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  refusal('Escolha como se entra no clube', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  refusal('Escolha os esportes da lista', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  refusal('Escolha se o clube é Público ou Privado', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  refusal('Foto do clube inválida', 'check_club_fields', [
    'supabase/tests/clubs-more.test.ts › refuses each bad field with its reason and writes nothing',
  ]),
  // The club's caixa (issue 51): supabase/tests/caixa.test.ts.
  refusal('A data não pode estar no futuro', 'add_club_movement', [
    "supabase/tests/caixa.test.ts › only admins write 'Saída' and 'Entrada', each refusal for its reason",
    "supabase/tests/caixa.test.ts › a movement: R$ 0,01 and R$ 1.000.000,00 accepted, 0 and 100000001 cents refused; 120 characters of description accepted, 121 refused; today on the club's clock accepted, tomorrow refused",
  ]),
  refusal('A descrição pode ter até 120 caracteres', 'add_club_movement', [
    "supabase/tests/caixa.test.ts › a movement: R$ 0,01 and R$ 1.000.000,00 accepted, 0 and 100000001 cents refused; 120 characters of description accepted, 121 refused; today on the club's clock accepted, tomorrow refused",
  ]),
  refusal('Crédito sem cobrança', 'record_statement_credits', [
    "supabase/tests/caixa.test.ts › a statement: 1000 credits at once accepted, 1001 refused; a credit that names no charge: 'Crédito sem cobrança', nothing recorded",
  ]),
  refusal('Dados do caixa inválidos', 'set_club_caixa', [
    "supabase/tests/caixa.test.ts › the caixa's settings: due day 1 and 28 accepted, 0 and 29 refused; R$ 10.000,00 accepted, 1000001 cents refused; a value of the wrong kind refused as a whole",
  ]),
  refusal('Escolha Entrada ou Saída', 'add_club_movement', [
    "supabase/tests/caixa.test.ts › only admins write 'Saída' and 'Entrada', each refusal for its reason",
  ]),
  refusal('Esta cobrança já foi paga', 'club_ledger_before_insert', [
    "supabase/tests/caixa.test.ts › a member sees what he owes with one Pix code, says 'Já paguei', an admin confirms: 'Em dia'",
  ]),
  refusal('Estas cobranças não estão mais em aberto', 'record_club_payment', [
    "supabase/tests/caixa.test.ts › a payment of nothing: 'Nada em aberto para pagar'; of a charge already paid: 'Estas cobranças não estão mais em aberto'; reversing no line: 'Lançamento não encontrado'; a charge of nobody: 'Informe o membro'",
  ]),
  refusal('Este lançamento já foi estornado', 'club_ledger_before_insert', [
    'supabase/tests/caixa.test.ts › no line is ever updated or deleted, not even by the owner of the table: a reversal corrects it',
  ]),
  refusal('Este membro está em dia', 'confirm_club_payment', [
    "supabase/tests/caixa.test.ts › a member sees what he owes with one Pix code, says 'Já paguei', an admin confirms: 'Em dia'",
  ]),
  refusal('Extrato grande demais: até 1000 créditos por vez', 'record_statement_credits', [
    "supabase/tests/caixa.test.ts › a statement: 1000 credits at once accepted, 1001 refused; a credit that names no charge: 'Crédito sem cobrança', nothing recorded",
  ]),
  refusal('Extrato inválido', 'record_statement_credits', [
    "supabase/tests/caixa.test.ts › the statement's credits: a txid pays its code's charges, once by bank id; a credit whose charges were paid is left alone; bad input writes nothing",
  ]),
  refusal('Informe a descrição', 'add_club_movement', [
    "supabase/tests/caixa.test.ts › only admins write 'Saída' and 'Entrada', each refusal for its reason",
  ]),
  refusal('Informe o membro', 'club_ledger_before_insert', [
    "supabase/tests/caixa.test.ts › a payment of nothing: 'Nada em aberto para pagar'; of a charge already paid: 'Estas cobranças não estão mais em aberto'; reversing no line: 'Lançamento não encontrado'; a charge of nobody: 'Informe o membro'",
  ]),
  refusal('Lançamento não encontrado', 'club_ledger_before_insert, reverse_club_entry', [
    "supabase/tests/caixa.test.ts › a payment of nothing: 'Nada em aberto para pagar'; of a charge already paid: 'Estas cobranças não estão mais em aberto'; reversing no line: 'Lançamento não encontrado'; a charge of nobody: 'Informe o membro'",
  ]),
  refusal('Nada em aberto para pagar', 'record_club_payment', [
    "supabase/tests/caixa.test.ts › a payment of nothing: 'Nada em aberto para pagar'; of a charge already paid: 'Estas cobranças não estão mais em aberto'; reversing no line: 'Lançamento não encontrado'; a charge of nobody: 'Informe o membro'",
  ]),
  refusal('O caixa não fecha', 'club_ledger_adds_up', [
    'supabase/tests/caixa.test.ts › the running balances are checked against the sum of the lines',
  ]),
  refusal('O caixa não pode ser alterado', 'club_ledger_append_only', [
    'supabase/tests/caixa.test.ts › no line is ever updated or deleted, not even by the owner of the table: a reversal corrects it',
  ]),
  refusal('O valor deve ser de R$ 0,01 a R$ 1.000.000,00', 'add_club_movement', [
    "supabase/tests/caixa.test.ts › only admins write 'Saída' and 'Entrada', each refusal for its reason",
    "supabase/tests/caixa.test.ts › a movement: R$ 0,01 and R$ 1.000.000,00 accepted, 0 and 100000001 cents refused; 120 characters of description accepted, 121 refused; today on the club's clock accepted, tomorrow refused",
  ]),
  refusal('O valor não confere com as cobranças', 'record_club_payment', [
    "supabase/tests/caixa.test.ts › the statement's credits: a txid pays its code's charges, once by bank id; a credit whose charges were paid is left alone; bad input writes nothing",
  ]),
  refusal('O vencimento deve ser um dia de 1 a 28', 'set_club_caixa', [
    'supabase/tests/caixa.test.ts › only admins set them, each bad value refused for its reason, nothing written',
    "supabase/tests/caixa.test.ts › the caixa's settings: due day 1 and 28 accepted, 0 and 29 refused; R$ 10.000,00 accepted, 1000001 cents refused; a value of the wrong kind refused as a whole",
  ]),
  refusal('Só joga quem está em dia', 'club_debt_refusal', [
    "supabase/tests/caixa.test.ts › 'Só joga quem está em dia': who owes more than one month is kept out of new games, told what pays it all",
  ]),
  refusal('Um estorno não pode ser estornado', 'club_ledger_before_insert', [
    'supabase/tests/caixa.test.ts › no line is ever updated or deleted, not even by the owner of the table: a reversal corrects it',
  ]),
  refusal('Você está em dia', 'report_club_payment', [
    "supabase/tests/caixa.test.ts › a member sees what he owes with one Pix code, says 'Já paguei', an admin confirms: 'Em dia'",
  ]),
];

// Time boundaries: each edge tested, in zones other than São Paulo's where the rule reads a clock.
const TIME_RULES: Rule[] = [
  {
    kind: 'time', id: 'time:cheguei-opens-2h-before', zones: ['America/Rio_Branco'],
    rule: 'Game day opens 2 h before the start (game_day_opens_at), for the participant\'s \'Cheguei\' and the organiser\'s marks.',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › \'Cheguei\' opens exactly 2 h before the start: a microsecond sooner it is refused',
      at: 'supabase/tests/rules/time-edges.test.ts › \'Cheguei\' opens exactly 2 h before the start: a microsecond sooner it is refused',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › \'Cheguei\' opens exactly 2 h before the start: a microsecond sooner it is refused',
    },
  },
  {
    kind: 'time', id: 'time:cheguei-closes-12h-after', zones: ['America/Rio_Branco'],
    rule: 'A participant\'s \'Cheguei\' until 12 h after the start (game_day_closes_at).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › \'Cheguei\' closes exactly 12 h after the start: a microsecond later it is refused',
      at: 'supabase/tests/rules/time-edges.test.ts › \'Cheguei\' closes exactly 12 h after the start: a microsecond later it is refused',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › \'Cheguei\' closes exactly 12 h after the start: a microsecond later it is refused',
    },
  },
  {
    kind: 'time', id: 'time:game-day-final-48h-after-close', zones: ['America/Rio_Branco'],
    rule: 'The organiser corrects attendance, teams and scores until 48 h after the close (start + 3 h + 48 h, game_day_final_at).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › the organiser corrects until exactly 48 h after the close (start + 3 h): a microsecond later attendance is final',
      at: 'supabase/tests/rules/time-edges.test.ts › the organiser corrects until exactly 48 h after the close (start + 3 h): a microsecond later attendance is final',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › the organiser corrects until exactly 48 h after the close (start + 3 h): a microsecond later attendance is final',
    },
  },
  {
    kind: 'time', id: 'time:event-start-not-past', zones: ['America/Rio_Branco'],
    rule: 'An event\'s start (on its own clock) must be after now, when created or moved (check_event_start).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › a start exactly now is already past; a microsecond later is accepted',
      at: 'supabase/tests/rules/time-edges.test.ts › a start exactly now is already past; a microsecond later is accepted',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › a start exactly now is already past; a microsecond later is accepted',
    },
  },
  {
    kind: 'time', id: 'time:event-start-within-2-years', zones: ['America/Rio_Branco'],
    rule: 'An event\'s start at most two years ahead (event_start_horizon).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › a start exactly two years ahead is accepted; a microsecond later is refused',
      at: 'supabase/tests/rules/time-edges.test.ts › a start exactly two years ahead is accepted; a microsecond later is refused',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › a start exactly two years ahead is accepted; a microsecond later is refused',
    },
  },
  {
    kind: 'time', id: 'time:reminders-24h-and-2h', zones: ['America/Manaus', 'America/Sao_Paulo'],
    rule: 'The 24 h reminder from 24 h before the start until the 2 h one is due; the 2 h one from 2 h before (event_reminders_due).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › the 24 h reminder is due from exactly 24 h before until a microsecond before the 2 h one; then only the 2 h one',
      at: 'supabase/tests/scheduler.test.ts › sends the 24 h reminder from 24 h before the start and the 2 h one from 2 h before, each exactly once',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › the 24 h reminder is due from exactly 24 h before until a microsecond before the 2 h one; then only the 2 h one',
    },
  },
  {
    kind: 'time', id: 'time:event-closes-3h-after-start', zones: ['America/Sao_Paulo'],
    rule: 'An event closes (completed, evaluations open) 3 h after its start.',
    edges: {
      'one step before': 'supabase/tests/scheduler.test.ts › closes an event 3 h after its start, not a minute sooner, with one evaluation_reminder each',
      at: 'supabase/tests/scheduler.test.ts › closes an event 3 h after its start, not a minute sooner, with one evaluation_reminder each',
      'one step after': 'supabase/tests/scheduler.test.ts › closes an event 3 h after its start, not a minute sooner, with one evaluation_reminder each',
    },
  },
  {
    kind: 'time', id: 'time:late-cancellation-2h', zones: ['any (instants)'],
    rule: 'A place freed less than 2 h before the start is a late cancellation (is_late_cancellation).',
    edges: {
      'one step before': 'supabase/tests/game-day.test.ts › the rule at its boundary: freed 2 h before the start or earlier is in time, any later is late',
      at: 'supabase/tests/game-day.test.ts › the rule at its boundary: freed 2 h before the start or earlier is in time, any later is late',
      'one step after': 'supabase/tests/game-day.test.ts › the rule at its boundary: freed 2 h before the start or earlier is in time, any later is late',
    },
  },
  {
    kind: 'time', id: 'time:payment-reminder-day-after-10h-manaus', zones: ['America/Manaus'],
    rule: '\'Pagamento pendente\' the day after the game at 10:00 on the event\'s clock, not São Paulo\'s (payment_reminders_due).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › the day after, at 10:00 in America/Manaus: not at 10:00 in São Paulo, nor a microsecond before 10:00 there',
      at: 'supabase/tests/rules/time-edges.test.ts › the day after, at 10:00 in America/Manaus: not at 10:00 in São Paulo, nor a microsecond before 10:00 there',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › the day after, at 10:00 in America/Manaus: not at 10:00 in São Paulo, nor a microsecond before 10:00 there',
    },
  },
  {
    kind: 'time', id: 'time:payment-reminder-day-after-10h-rio-branco', zones: ['America/Rio_Branco'],
    rule: '\'Pagamento pendente\' the day after the game at 10:00 on the event\'s clock, not São Paulo\'s (payment_reminders_due).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › the day after, at 10:00 in America/Rio_Branco: not at 10:00 in São Paulo, nor a microsecond before 10:00 there',
      at: 'supabase/tests/rules/time-edges.test.ts › the day after, at 10:00 in America/Rio_Branco: not at 10:00 in São Paulo, nor a microsecond before 10:00 there',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › the day after, at 10:00 in America/Rio_Branco: not at 10:00 in São Paulo, nor a microsecond before 10:00 there',
    },
  },
  {
    kind: 'time', id: 'time:payment-reminder-day-after-window', zones: ['America/Rio_Branco'],
    rule: 'The day-after reminder is due until day 4 at 10:00, when the three-days-later one takes over.',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › the day-after reminder is due until a microsecond before day 4 at 10:00 (Rio Branco), when the second one takes over',
      at: 'supabase/tests/rules/time-edges.test.ts › the day-after reminder is due until a microsecond before day 4 at 10:00 (Rio Branco), when the second one takes over',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › the day-after reminder is due until a microsecond before day 4 at 10:00 (Rio Branco), when the second one takes over',
    },
  },
  {
    kind: 'time', id: 'time:payment-reminder-three-days-later-window', zones: ['America/Manaus'],
    rule: 'The three-days-later reminder is due until day 7 at 10:00; then none.',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › the three-days-later reminder is due until a microsecond before day 7 at 10:00 (Manaus); at 10:00 no reminder is left',
      at: 'supabase/tests/rules/time-edges.test.ts › the three-days-later reminder is due until a microsecond before day 7 at 10:00 (Manaus); at 10:00 no reminder is left',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › the three-days-later reminder is due until a microsecond before day 7 at 10:00 (Manaus); at 10:00 no reminder is left',
    },
  },
  {
    kind: 'time', id: 'time:quiet-hours-from-22h', zones: ['America/Rio_Branco', 'America/Sao_Paulo'],
    rule: 'Quiet hours start at 22:00 on the athlete\'s clock (quiet_hours_end).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › in Rio Branco: 21:59:59.999999 goes at once; from 22:00 it waits for 07:00 the next day',
      at: 'supabase/tests/rules/time-edges.test.ts › in Rio Branco: 21:59:59.999999 goes at once; from 22:00 it waits for 07:00 the next day',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › in Rio Branco: 21:59:59.999999 goes at once; from 22:00 it waits for 07:00 the next day',
    },
  },
  {
    kind: 'time', id: 'time:quiet-hours-until-07h', zones: ['America/Manaus'],
    rule: 'Quiet hours end at 07:00 on the athlete\'s clock (quiet_hours_end).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › in Manaus: 06:59:59.999999 waits for 07:00; from 07:00 it goes at once',
      at: 'supabase/tests/rules/time-edges.test.ts › in Manaus: 06:59:59.999999 waits for 07:00; from 07:00 it goes at once',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › in Manaus: 06:59:59.999999 waits for 07:00; from 07:00 it goes at once',
    },
  },
  {
    kind: 'time', id: 'time:quiet-hours-athletes-own-clock', zones: ['America/Rio_Branco'],
    rule: 'Quiet hours are the athlete\'s own clock: 22:00 in São Paulo is 20:00 in Rio Branco.',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › 22:00 in São Paulo is 20:00 in Rio Branco: an athlete there is not in his quiet hours',
      at: 'supabase/tests/rules/time-edges.test.ts › 22:00 in São Paulo is 20:00 in Rio Branco: an athlete there is not in his quiet hours',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › 22:00 in São Paulo is 20:00 in Rio Branco: an athlete there is not in his quiet hours',
    },
  },
  {
    kind: 'time', id: 'time:series-last-5-games', zones: ['America/Manaus'],
    rule: 'A regular with 2 no-shows in the last 5 games of the series is not registered (series_recent_no_shows).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › a no-show in the 5th game back counts; in the 6th it does not; a cancelled game is no game',
      at: 'supabase/tests/rules/time-edges.test.ts › a no-show in the 5th game back counts; in the 6th it does not; a cancelled game is no game',
      'one step after': 'supabase/tests/series.test.ts › a regular with 2 no-shows in the last 5 games is not registered on the next one, and the organiser is told',
    },
  },
  {
    kind: 'time', id: 'time:series-game-counts-once-started', zones: ['America/Manaus'],
    rule: 'A series game is one of the last 5 once it has started.',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › a game that starts exactly now is not yet one of the last 5; a microsecond ago it is',
      at: 'supabase/tests/rules/time-edges.test.ts › a game that starts exactly now is not yet one of the last 5; a microsecond ago it is',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › a game that starts exactly now is not yet one of the last 5; a microsecond ago it is',
    },
  },
  {
    kind: 'time', id: 'time:series-until-last-date', zones: ['America/Rio_Branco'],
    rule: 'A series with \'Termina em\' has an occurrence on its last date and none after.',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › an occurrence on the last date is created; with the last date a day sooner it is not',
      at: 'supabase/tests/rules/time-edges.test.ts › an occurrence on the last date is created; with the last date a day sooner it is not',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › an occurrence on the last date is created; with the last date a day sooner it is not',
    },
  },
  {
    kind: 'time', id: 'time:club-avulsos-from', zones: ['America/Sao_Paulo'],
    rule: 'A club game\'s avulsos are served from \'Avulsos confirmam a partir de\', exact to the second, in the event zone.',
    edges: {
      'one step before': 'supabase/tests/clubs.test.ts › mensalistas are registered; avulsos wait in line in request order until the moment, exact to the second, in the event zone',
      at: 'supabase/tests/clubs.test.ts › mensalistas are registered; avulsos wait in line in request order until the moment, exact to the second, in the event zone',
      'one step after': 'supabase/tests/clubs.test.ts › mensalistas are registered; avulsos wait in line in request order until the moment, exact to the second, in the event zone',
    },
  },
  {
    kind: 'time', id: 'time:caixa-dues-from-due-day-midnight', zones: ['America/Manaus'],
    rule: 'A month\'s dues are charged from 00:00 of the due day on the club\'s clock (charge_club_dues): 23:59:59 of the day before charges nothing.',
    edges: {
      'one step before': 'supabase/tests/caixa.test.ts › each month\'s dues on the due day of the club\'s clock, to each mensalista, once under concurrent runs',
      at: 'supabase/tests/caixa.test.ts › each month\'s dues on the due day of the club\'s clock, to each mensalista, once under concurrent runs',
      'one step after': 'supabase/tests/caixa.test.ts › each month\'s dues on the due day of the club\'s clock, to each mensalista, once under concurrent runs',
    },
  },
  {
    kind: 'time', id: 'time:caixa-reminders-10h-day-0-3-7', zones: ['America/Manaus'],
    rule: 'A charge\'s reminders go at 10:00 on the club\'s clock on its due day, 3 and 7 days after (09:59:59 sends none), at most three (none on day 8 or 20).',
    edges: {
      'one step before': 'supabase/tests/caixa.test.ts › at most three per charge: the due day, 3 and 7 days after, at 10:00 on the club\'s clock, under concurrent runs, within push preferences',
      at: 'supabase/tests/caixa.test.ts › at most three per charge: the due day, 3 and 7 days after, at 10:00 on the club\'s clock, under concurrent runs, within push preferences',
      'one step after': 'supabase/tests/caixa.test.ts › at most three per charge: the due day, 3 and 7 days after, at 10:00 on the club\'s clock, under concurrent runs, within push preferences',
    },
  },
  {
    kind: 'time', id: 'time:caixa-only-paid-up-more-than-one-month', zones: ['America/Manaus'],
    rule: '\'Só joga quem está em dia\': charges open from one month let a member join; from two months (more than one) he is refused.',
    edges: {
      'one step before': 'supabase/tests/caixa.test.ts › \'Só joga quem está em dia\': who owes more than one month is kept out of new games, told what pays it all',
      at: 'supabase/tests/caixa.test.ts › \'Só joga quem está em dia\': who owes more than one month is kept out of new games, told what pays it all',
      'one step after': 'supabase/tests/caixa.test.ts › \'Só joga quem está em dia\': who owes more than one month is kept out of new games, told what pays it all',
    },
  },
  {
    kind: 'time', id: 'time:canary-health-window', zones: ['any (instants)'],
    rule: 'A canary\'s health counts the reports of the last N minutes (remote_health), strictly younger than N minutes.',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › a report exactly 10 min old is out of a 10-minute window; a microsecond younger is in',
      at: 'supabase/tests/rules/time-edges.test.ts › a report exactly 10 min old is out of a 10-minute window; a microsecond younger is in',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › a report exactly 10 min old is out of a 10-minute window; a microsecond younger is in',
    },
  },
  {
    kind: 'time', id: 'time:calendar-feed-until-3h-after-start', zones: ['America/Manaus'],
    rule: 'The private calendar feed keeps a game until 3 h after its start (calendar_feed).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › the calendar feed keeps a game until 3 h after its start: at exactly 3 h it is gone',
      at: 'supabase/tests/rules/time-edges.test.ts › the calendar feed keeps a game until 3 h after its start: at exactly 3 h it is gone',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › the calendar feed keeps a game until 3 h after its start: at exactly 3 h it is gone',
    },
  },
  {
    kind: 'time', id: 'time:available-until-start', zones: ['America/Rio_Branco'],
    rule: '\'Eventos Disponíveis\' lists a game until it starts (list_available_events).',
    edges: {
      'one step before': 'supabase/tests/rules/time-edges.test.ts › \'Eventos Disponíveis\' lists a game until it starts: at its start it is gone',
      at: 'supabase/tests/rules/time-edges.test.ts › \'Eventos Disponíveis\' lists a game until it starts: at its start it is gone',
      'one step after': 'supabase/tests/rules/time-edges.test.ts › \'Eventos Disponíveis\' lists a game until it starts: at its start it is gone',
    },
  },
];

// Money totals, in integer cents, in every payment state.
const MONEY_RULES: Rule[] = [
  {
    kind: 'money', id: 'money:organiser-totals',
    rule: 'The organiser\'s totals (get_event_payments): due, shares, paid, received and to give back (\'A devolver\'), in cents.',
    states: {
      'pending': 'supabase/tests/rules/money-and-pix.test.ts › pending: everything is owed, nothing paid, received or to give back',
      'reported': 'supabase/tests/rules/money-and-pix.test.ts › reported (\'Já paguei\'): counted as paid, not yet as received; the player owes nothing',
      'confirmed': 'supabase/tests/rules/money-and-pix.test.ts › confirmed (\'Confirmar recebimento\'): received as well as paid',
      'un-confirmed': 'supabase/tests/rules/money-and-pix.test.ts › un-confirmed (\'Marcar como não recebido\'): back to owed, out of paid and received',
      'a devolver': 'supabase/tests/rules/money-and-pix.test.ts › \'A devolver\': a fourth player joins after Ana paid R$ 33,34; her share is R$ 25,00 and R$ 8,34 go back to her',
      'split changed': 'supabase/tests/rules/money-and-pix.test.ts › split changed: a new total or a price per person recomputes every share; what was paid stays paid',
    },
  },
  {
    kind: 'money', id: 'money:player-owed',
    rule: 'A player\'s own share (get_my_payment): amount, paid and owed, in cents.',
    states: {
      'pending': 'supabase/tests/rules/money-and-pix.test.ts › pending: everything is owed, nothing paid, received or to give back',
      'reported': 'supabase/tests/rules/money-and-pix.test.ts › reported (\'Já paguei\'): counted as paid, not yet as received; the player owes nothing',
      'confirmed': 'supabase/tests/rules/money-and-pix.test.ts › confirmed (\'Confirmar recebimento\'): received as well as paid',
      'un-confirmed': 'supabase/tests/rules/money-and-pix.test.ts › un-confirmed (\'Marcar como não recebido\'): back to owed, out of paid and received',
      'a devolver': 'supabase/tests/rules/money-and-pix.test.ts › \'A devolver\': a fourth player joins after Ana paid R$ 33,34; her share is R$ 25,00 and R$ 8,34 go back to her',
      'split changed': 'supabase/tests/rules/money-and-pix.test.ts › split changed: a new total or a price per person recomputes every share; what was paid stays paid',
    },
  },
  {
    kind: 'money', id: 'money:caixa-balances',
    rule: 'The caixa (issue 51): \'Saldo do caixa\' (get_club_caixa) and each member\'s \'Saldo\' (get_my_club_account), in cents, computed from the ledger. The caixa has no \'A devolver\': its nearest state is a charge reversed (nothing owed, nothing to give back); \'split changed\' is a new price, which charges the next month and leaves the charged ones.',
    states: {
      'pending': 'supabase/tests/caixa.test.ts › \'Saldo do caixa\' and the member\'s \'Saldo\' in each state: charged, \'Já paguei\', confirmed, un-confirmed (payment reversed), charge reversed, price changed',
      'reported': 'supabase/tests/caixa.test.ts › \'Saldo do caixa\' and the member\'s \'Saldo\' in each state: charged, \'Já paguei\', confirmed, un-confirmed (payment reversed), charge reversed, price changed',
      'confirmed': 'supabase/tests/caixa.test.ts › \'Saldo do caixa\' and the member\'s \'Saldo\' in each state: charged, \'Já paguei\', confirmed, un-confirmed (payment reversed), charge reversed, price changed',
      'un-confirmed': 'supabase/tests/caixa.test.ts › \'Saldo do caixa\' and the member\'s \'Saldo\' in each state: charged, \'Já paguei\', confirmed, un-confirmed (payment reversed), charge reversed, price changed',
      'a devolver': 'supabase/tests/caixa.test.ts › \'Saldo do caixa\' and the member\'s \'Saldo\' in each state: charged, \'Já paguei\', confirmed, un-confirmed (payment reversed), charge reversed, price changed',
      'split changed': 'supabase/tests/caixa.test.ts › \'Saldo do caixa\' and the member\'s \'Saldo\' in each state: charged, \'Já paguei\', confirmed, un-confirmed (payment reversed), charge reversed, price changed',
    },
  },
];
// Who reads what, for each kind of person (columns: privacy.ts).
const POLICY_RULES: Rule[] = [
  {
    kind: 'policy', id: 'policy:pix-key-readers',
    rule: 'The Pix key (event_costs, get_my_payment) is read by the event\'s organisers (a club\'s admins for its games) and its registered participants only.',
    people: {
      visitor: 'supabase/tests/rules/money-and-pix.test.ts › a visitor reads no Pix key and no share: no privilege on the tables, no payment',
      stranger: 'supabase/tests/rules/money-and-pix.test.ts › a stranger (signed in, no part in the event) reads no Pix key and no share',
      requester: 'supabase/tests/rules/money-and-pix.test.ts › a requester awaiting approval reads no Pix key and no share, until approved: then his own share',
      waiting: 'supabase/tests/rules/money-and-pix.test.ts › an athlete on the waiting list reads no Pix key and no share, until a place is his',
      registered: 'supabase/tests/rules/money-and-pix.test.ts › a registered participant reads the key on the table and in his payment, and his own share only',
      organiser: 'supabase/tests/rules/money-and-pix.test.ts › the organiser reads the key and every share (he is no payer: no payment of his own)',
      'club admin': 'supabase/tests/rules/money-and-pix.test.ts › a club\'s admin reads the key and the shares of the club\'s game; a member who is not playing does not',
      'club member': 'supabase/tests/rules/money-and-pix.test.ts › a club\'s admin reads the key and the shares of the club\'s game; a member who is not playing does not',
    },
  },
  {
    kind: 'policy', id: 'policy:payment-share-readers',
    rule: 'Payment shares (event_payment_shares) are read by the event\'s organisers (all) and each registered player (his own) only.',
    people: {
      visitor: 'supabase/tests/rules/money-and-pix.test.ts › a visitor reads no Pix key and no share: no privilege on the tables, no payment',
      stranger: 'supabase/tests/rules/money-and-pix.test.ts › a stranger (signed in, no part in the event) reads no Pix key and no share',
      requester: 'supabase/tests/rules/money-and-pix.test.ts › a requester awaiting approval reads no Pix key and no share, until approved: then his own share',
      waiting: 'supabase/tests/rules/money-and-pix.test.ts › an athlete on the waiting list reads no Pix key and no share, until a place is his',
      registered: 'supabase/tests/rules/money-and-pix.test.ts › a registered participant reads the key on the table and in his payment, and his own share only',
      organiser: 'supabase/tests/rules/money-and-pix.test.ts › the organiser reads the key and every share (he is no payer: no payment of his own)',
      'club admin': 'supabase/tests/rules/money-and-pix.test.ts › a club\'s admin reads the key and the shares of the club\'s game; a member who is not playing does not',
      'club member': 'supabase/tests/rules/money-and-pix.test.ts › a club\'s admin reads the key and the shares of the club\'s game; a member who is not playing does not',
    },
  },
  {
    kind: 'policy', id: 'policy:game-day-readers',
    rule: 'Teams and scores (event_teams, event_matches) are read by the event\'s organisers and registered participants; attendance by the organisers and each athlete (his own).',
    people: {
      visitor: 'supabase/tests/rules/game-day-readers.test.ts › a visitor reads no team, score or attendance (no privilege)',
      stranger: 'supabase/tests/rules/game-day-readers.test.ts › a stranger reads nothing of any game day',
      requester: 'supabase/tests/rules/game-day-readers.test.ts › a requester awaiting approval reads nothing of the game day',
      waiting: 'supabase/tests/rules/game-day-readers.test.ts › an athlete on the waiting list reads nothing of the game day',
      registered: 'supabase/tests/rules/game-day-readers.test.ts › a registered participant reads the teams and the score, and only his own attendance',
      organiser: 'supabase/tests/rules/game-day-readers.test.ts › the organiser reads the teams, the score and everyone’s attendance',
      'club admin': 'supabase/tests/rules/game-day-readers.test.ts › a club\'s admin reads the club game\'s game day; a member who is not playing reads nothing of it',
      'club member': 'supabase/tests/rules/game-day-readers.test.ts › a club\'s admin reads the club game\'s game day; a member who is not playing reads nothing of it',
    },
  },
];

export const RULES: Rule[] = [...REFUSALS, ...TIME_RULES, ...MONEY_RULES, ...POLICY_RULES];
