import { matchRoute, type ROUTES } from './routes';

/**
 * Each screen's name in its document title (see pageTitle): pt-BR, one per screen (an alias such
 * as '/dashboard' names the same screen). A page that shows its own data names itself once read
 * ('{evento} · Quadra', 'Notificações (3) · Quadra'); this is its title until then and on the
 * server. A module of its own, keyed by the route table's paths (a route without a title does
 * not compile): the shell's first load, which holds routes.ts, does not carry it.
 */
export const ROUTE_TITLES: Record<(typeof ROUTES)[number]['path'], string> = {
  '/': 'Tecnologia a favor do esporte',
  '/loading': 'Carregando',
  '/settings': 'Configurações',
  '/collaborate': 'Colabore',
  '/map': 'Mapa',
  '/messages': 'Mensagens',
  '/clubs': 'Clubes',
  '/terms': 'Termos de uso',
  '/privacy': 'Política de privacidade',
  '/signup': 'Criar conta',
  '/login': 'Entrar',
  '/forgot-password': 'Esqueceu a senha?',
  '/reset-password': 'Nova senha',
  '/email-change': 'Confirmação de e-mail',
  '/settings/password': 'Alterar senha',
  '/settings/email': 'Alterar e-mail',
  '/settings/delete-account': 'Excluir minha conta',
  '/onboarding/step1': 'Cadastro (1 de 3)',
  '/onboarding/step2': 'Cadastro (2 de 3)',
  '/onboarding/step3': 'Cadastro (3 de 3)',
  '/events': 'Eventos',
  '/dashboard': 'Eventos',
  '/search': 'Buscar eventos',
  '/event/:id': 'Evento',
  '/event/:id/edit': 'Editar evento',
  '/event/:id/participants': 'Participantes',
  '/event/:id/payments': 'Pagamentos',
  '/my-events': 'Meus eventos',
  '/clubs/new': 'Criar clube',
  '/club/:id': 'Clube',
  '/club-invite/:token': 'Convite para clube',
  '/guest/:token': 'Convite de convidado',
  '/create-event': 'Criar evento (1 de 5)',
  '/create-event/step2': 'Criar evento (2 de 5)',
  '/create-event/step3': 'Criar evento (3 de 5)',
  '/create-event/step4': 'Criar evento (4 de 5)',
  '/create-event/step5': 'Criar evento (5 de 5)',
  '/event-created': 'Evento criado',
  '/profile': 'Meu perfil',
  '/profile/current': 'Meu perfil',
  '/profile/edit': 'Editar perfil',
  '/profile/:id': 'Perfil',
  '/event-evaluation/:eventId': 'Avaliar evento',
  '/notifications': 'Notificações',
};

/** The title of a path no route serves. */
export const NOT_FOUND_TITLE = 'Página não encontrada';

/** A document title: 'Eventos · Quadra'; 'Quadra' alone without a name. */
export function pageTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} · Quadra` : 'Quadra';
}

/** The document title of a path as its route names it (before a page names itself). */
export function routeTitle(pathname: string): string {
  const match = matchRoute(pathname);
  return pageTitle(match ? ROUTE_TITLES[match.route.path as keyof typeof ROUTE_TITLES] : NOT_FOUND_TITLE);
}
