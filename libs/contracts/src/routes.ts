/**
 * The one route table of the product. The shell builds its router from it and each remote's
 * Rsbuild config derives its `exposes` from it, so no other file repeats a path.
 */
export const REMOTES = {
  mf_auth: { project: 'mf-auth', devPort: 4201 },
  mf_events: { project: 'mf-events', devPort: 4202 },
  mf_create_event: { project: 'mf-create-event', devPort: 4203 },
  mf_profile: { project: 'mf-profile', devPort: 4204 },
  mf_notifications: { project: 'mf-notifications', devPort: 4205 },
} as const;

export type RemoteName = keyof typeof REMOTES;

/**
 * Who may open a route. `auth-wait`: public, but rendered only after the auth check. `needs-user`:
 * a signed-in user, or a sign-up on this device still waiting for its e-mail confirmation.
 */
export type RouteAccess = 'public' | 'auth-wait' | 'guest-only' | 'needs-user' | 'login-required';

interface RouteBase {
  path: string;
  access: RouteAccess;
  /** Full-screen page without the shared header (landing, auth and onboarding screens). */
  bare?: true;
}
/** A route whose screen is an exposed module of a remote (default export, no props). */
export interface RemoteRoute extends RouteBase {
  remote: RemoteName;
  /** Exposed module name, e.g. './EventsPage'. */
  module: `./${string}`;
}
/** A route whose screen belongs to the shell itself. */
export interface ShellRoute extends RouteBase {
  remote: 'shell';
  page: ShellPage;
}
export interface RedirectRoute {
  path: string;
  redirectTo: string;
}
export type ShellPage =
  | 'landing'
  | 'loading'
  | 'settings'
  | 'delete-account'
  | 'collaborate'
  | 'map'
  | 'messages'
  | 'terms'
  | 'privacy'
  | 'not-found';

export type AppRoute = RemoteRoute | ShellRoute;

export const ROUTES = [
  { path: '/', access: 'guest-only', remote: 'shell', page: 'landing', bare: true },
  { path: '/loading', access: 'public', remote: 'shell', page: 'loading', bare: true },
  { path: '/settings', access: 'login-required', remote: 'shell', page: 'settings' },
  { path: '/settings/delete-account', access: 'login-required', remote: 'shell', page: 'delete-account' },
  { path: '/collaborate', access: 'login-required', remote: 'shell', page: 'collaborate' },
  { path: '/map', access: 'login-required', remote: 'shell', page: 'map' },
  { path: '/messages', access: 'login-required', remote: 'shell', page: 'messages' },
  { path: '/terms', access: 'public', remote: 'shell', page: 'terms' },
  { path: '/privacy', access: 'public', remote: 'shell', page: 'privacy' },

  { path: '/signup', access: 'public', remote: 'mf_auth', module: './SignupPage', bare: true },
  { path: '/login', access: 'auth-wait', remote: 'mf_auth', module: './LoginPage', bare: true },
  // Issue 46: the account's way back in (recovery), its security settings and the e-mail change link.
  { path: '/forgot-password', access: 'public', remote: 'mf_auth', module: './ForgotPasswordPage', bare: true },
  { path: '/reset-password', access: 'public', remote: 'mf_auth', module: './ResetPasswordPage', bare: true },
  { path: '/email-change', access: 'public', remote: 'mf_auth', module: './EmailChangeLinkPage', bare: true },
  { path: '/settings/password', access: 'login-required', remote: 'mf_auth', module: './ChangePasswordPage' },
  { path: '/settings/email', access: 'login-required', remote: 'mf_auth', module: './ChangeEmailPage' },
  { path: '/onboarding/step1', access: 'needs-user', remote: 'mf_auth', module: './OnboardingStep1Page', bare: true },
  { path: '/onboarding/step2', access: 'needs-user', remote: 'mf_auth', module: './OnboardingStep2Page', bare: true },
  { path: '/onboarding/step3', access: 'needs-user', remote: 'mf_auth', module: './OnboardingStep3Page', bare: true },

  { path: '/events', access: 'auth-wait', remote: 'mf_events', module: './EventsPage' },
  { path: '/dashboard', access: 'auth-wait', remote: 'mf_events', module: './EventsPage' },
  { path: '/search', access: 'auth-wait', remote: 'mf_events', module: './SearchPage' },
  { path: '/event/:id', access: 'auth-wait', remote: 'mf_events', module: './EventDetailPage' },
  { path: '/event/:id/edit', access: 'login-required', remote: 'mf_events', module: './EditEventPage' },
  { path: '/event/:id/participants', access: 'login-required', remote: 'mf_events', module: './ParticipantsPage' },
  { path: '/event/:id/payments', access: 'login-required', remote: 'mf_events', module: './PaymentsPage' },
  { path: '/my-events', access: 'login-required', remote: 'mf_events', module: './MyEventsPage' },
  { path: '/clubs', access: 'login-required', remote: 'mf_events', module: './ClubsPage' },
  { path: '/clubs/new', access: 'login-required', remote: 'mf_events', module: './CreateClubPage' },
  { path: '/club/:id', access: 'auth-wait', remote: 'mf_events', module: './ClubPage' },
  { path: '/club-invite/:token', access: 'login-required', remote: 'mf_events', module: './ClubInvitePage' },
  // Issue 52: a guest's private link; seen before signing in, claimed once signed in.
  { path: '/guest/:token', access: 'auth-wait', remote: 'mf_events', module: './GuestClaimPage' },

  { path: '/create-event', access: 'login-required', remote: 'mf_create_event', module: './CreateEventStep1Page' },
  { path: '/create-event/step2', access: 'login-required', remote: 'mf_create_event', module: './CreateEventStep2Page' },
  { path: '/create-event/step3', access: 'login-required', remote: 'mf_create_event', module: './CreateEventStep3Page' },
  { path: '/create-event/step4', access: 'login-required', remote: 'mf_create_event', module: './CreateEventStep4Page' },
  { path: '/create-event/step5', access: 'login-required', remote: 'mf_create_event', module: './CreateEventStep5Page' },
  { path: '/event-created', access: 'login-required', remote: 'mf_create_event', module: './EventCreatedPage' },

  // '/profile' without an id is the athlete's own profile, like '/profile/current'.
  { path: '/profile', access: 'login-required', remote: 'mf_profile', module: './ProfilePage' },
  { path: '/profile/current', access: 'login-required', remote: 'mf_profile', module: './ProfilePage' },
  { path: '/profile/edit', access: 'login-required', remote: 'mf_profile', module: './EditProfilePage' },
  { path: '/profile/:id', access: 'auth-wait', remote: 'mf_profile', module: './ProfilePage' },
  { path: '/event-evaluation/:eventId', access: 'login-required', remote: 'mf_profile', module: './EvaluationPage' },

  { path: '/notifications', access: 'login-required', remote: 'mf_notifications', module: './NotificationsPage' },
] as const satisfies readonly AppRoute[];

/** Modules a remote exposes that are not pages (widgets the shell embeds). */
export const WIDGETS = {
  unreadBadge: { remote: 'mf_notifications', module: './UnreadBadge' },
  /** the notification settings block of /settings (issue 29) */
  pushSettings: { remote: 'mf_notifications', module: './PushSettings' },
  /** the one-time 'Receber avisos no celular?' after a join, mounted by the shell's layout */
  pushOffer: { remote: 'mf_notifications', module: './PushOffer' },
  /** the 'Conta e segurança' block of /settings (issue 46) */
  accountSecurity: { remote: 'mf_auth', module: './AccountSecurity' },
} as const satisfies Record<string, { remote: RemoteName; module: `./${string}` }>;

/**
 * The props the shell passes to each widget (`{}`: none). A remote's widget must accept exactly
 * these: `npm run check:contract` compiles its exposes against them.
 */
export interface WidgetProps {
  unreadBadge: Record<string, never>;
  pushSettings: Record<string, never>;
  pushOffer: Record<string, never>;
  accountSecurity: Record<string, never>;
}
// Every widget has its props declared above (a widget added without them fails to compile here).
const _everyWidgetHasProps: Record<keyof typeof WIDGETS, unknown> = {} as WidgetProps;
void _everyWidgetHasProps;

/** Everything a remote must expose: its pages and widgets, de-duplicated. */
export function exposedModules(remote: RemoteName): string[] {
  const pages = ROUTES.filter((r) => r.remote === remote).map((r) => (r as RemoteRoute).module);
  const widgets = Object.values(WIDGETS)
    .filter((w) => w.remote === remote)
    .map((w) => w.module);
  return [...new Set([...pages, ...widgets])];
}

/** The routes whose screens a remote provides. */
export function remoteRoutes(remote: RemoteName): RemoteRoute[] {
  return ROUTES.filter((r): r is Extract<(typeof ROUTES)[number], { remote: RemoteName }> => r.remote === remote);
}

/** The file of an exposed module: './OnboardingStep1Page' -> 'onboarding-step1-page' (in src/exposes/). */
export function exposeFileName(module: string): string {
  return module
    .replace(/^\.\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The route a URL path opens and its params (decoded); a trailing slash is ignored. Null when none. */
export function matchRoute(pathname: string): { route: AppRoute; params: Record<string, string> } | null {
  const got = pathname.split('/').filter(Boolean);
  for (const route of ROUTES as readonly AppRoute[]) {
    const want = route.path.split('/').filter(Boolean);
    if (want.length !== got.length) continue;
    if (!want.every((part, i) => part.startsWith(':') || part === got[i])) continue;
    const params = Object.fromEntries(want.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), safeDecode(got[i]!)]] : [])));
    return { route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Builds a concrete path, e.g. `pathTo('/event/:id', { id })`. */
export function pathTo(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** Named links so screens never spell a path by hand. */
export const paths = {
  landing: '/',
  signup: '/signup',
  login: '/login',
  loginConfirmed: '/login?confirmed=true',
  onboarding: (step: 1 | 2 | 3) => `/onboarding/step${step}`,
  loading: '/loading',
  events: '/events',
  dashboard: '/dashboard',
  search: '/search',
  event: (id: string) => pathTo('/event/:id', { id }),
  editEvent: (id: string) => pathTo('/event/:id/edit', { id }),
  participants: (id: string) => pathTo('/event/:id/participants', { id }),
  payments: (id: string) => pathTo('/event/:id/payments', { id }),
  myEvents: '/my-events',
  createEvent: (step: 1 | 2 | 3 | 4 | 5 = 1) => (step === 1 ? '/create-event' : `/create-event/step${step}`),
  eventCreated: '/event-created',
  profile: (id: string) => pathTo('/profile/:id', { id }),
  currentProfile: '/profile/current',
  editProfile: '/profile/edit',
  evaluation: (eventId: string) => pathTo('/event-evaluation/:eventId', { eventId }),
  notifications: '/notifications',
  settings: '/settings',
  deleteAccount: '/settings/delete-account',
  collaborate: '/collaborate',
  map: '/map',
  messages: '/messages',
  clubs: '/clubs',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  emailChange: '/email-change',
  changePassword: '/settings/password',
  changeEmail: '/settings/email',
  terms: '/terms',
  privacy: '/privacy',
  createClub: '/clubs/new',
  club: (id: string) => pathTo('/club/:id', { id }),
  clubInvite: (token: string) => pathTo('/club-invite/:token', { token }),
  guestClaim: (token: string) => pathTo('/guest/:token', { token }),
} as const;

/**
 * A candidate release served to `percent` of devices (each device assigned once). Past
 * `maxFailureRate` of its loads failing within `windowMinutes` (counted once it has `minLoads`),
 * the shell's server stops serving it and says why in `halted`.
 */
export interface CanaryRelease {
  entry: string;
  percent: number;
  maxFailureRate?: number;
  windowMinutes?: number;
  minLoads?: number;
  /** Set by the shell's server when the canary is no longer served to new loads: the reason. */
  halted?: string;
}

/** A remote's release in `/remotes.json`: its manifest, and maybe a canary. */
export interface RemoteRelease {
  entry: string;
  canary?: CanaryRelease;
}

/** `/remotes.json`, served next to the shell: where each remote's manifest lives right now. */
export type RemotesManifest = Partial<Record<RemoteName, RemoteRelease>>;

/** Which release of a remote a page uses: the stable one, the canary, or a preview forced by URL. */
export type ReleaseChannel = 'stable' | 'canary' | 'preview';
