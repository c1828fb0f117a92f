import type { ExternalToast, toast as SonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof SonnerToast.success>[0];

/**
 * The slot a toast shows in, one per action: a later toast of the same action (its success, or a
 * retry's failure) replaces the earlier one instead of stacking. Named here, once, so two screens
 * never share a slot by accident and a misspelt id cannot open a new one. A toast without an id
 * gets its text as id: the same text shown twice is one toast.
 */
export type ToastId =
  // mf-auth
  | 'signup'
  | 'login'
  | 'email-confirmed'
  | 'onboarding-step'
  | 'sports-load'
  // mf-create-event
  | 'create-event'
  | 'copy-link'
  | 'instagram'
  // mf-events
  | 'create-club'
  | 'update-club'
  | 'club-invite'
  | 'join-club'
  | 'club-request'
  | 'club-member'
  | 'leave-club'
  | 'club-notice'
  | 'search-error'
  | 'join-event'
  | 'leave-event'
  | 'leave-waiting-list'
  | 'add-comment'
  | 'comment-validation'
  | 'update-event'
  | 'event-status'
  | 'remove-participant'
  | `decide-${string}`
  | `regular-${string}`
  | 'end-series'
  | 'game-day'
  | 'event-cost'
  | 'report-payment'
  | 'confirm-payment'
  | 'pix-copy'
  | `caixa-${'settings' | 'movement' | 'reverse' | 'confirm' | 'report' | 'statement'}`
  | 'event-list'
  | 'add-guest'
  | 'remove-guest'
  | 'guest-link'
  | 'guest-allowance'
  | 'claim-guest'
  // mf-profile
  | 'evaluation-access'
  | 'evaluation-limit'
  | 'evaluation-submit'
  | 'save-profile'
  | 'profile-validation'
  | 'user-sport'
  // mf-notifications, shell
  | 'mark-all'
  | 'push-preferences'
  | 'push-device'
  | 'calendar-feed'
  | 'landing-redirect'
  // the account (issue 46): mf-auth, the shell's terms notice
  | 'new-password'
  | 'change-password'
  | 'sign-out-everywhere'
  | 'terms'
  // report, block and remove (mf-events, mf-profile, shell)
  | 'send-report'
  | 'block-user'
  | 'unblock-user'
  | 'remove-comment'
  | 'export-my-data';

export type ToastOptions = Omit<ExternalToast, 'id'> & { id?: ToastId };
type Show = (message: Message, options?: ToastOptions) => void;

/**
 * sonner (~9 KB gzip, and its start-up work) loads with the first toast, not with the page: most
 * visits show none. Calls made while it loads run in order once it arrives, and the toaster
 * (`<Toaster />` of @quadra/ui/toaster) mounts then; sonner replays the toasts it holds to a new toaster.
 */
let sonner: Promise<Sonner> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    loaded = true;
    for (const listener of listeners) listener();
    return module;
  });
  return sonner;
}

/** For `useSyncExternalStore` (`useToastsShown`): whether sonner has loaded, and a way to hear when. */
export const sonnerLoaded = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): boolean => loaded,
};

function withSonner(use: (toast: Sonner['toast']) => unknown): void {
  void loadSonner().then(({ toast }) => use(toast));
}

function showing(kind: 'message' | 'success' | 'error' | 'info' | 'warning'): Show {
  return (message, options) =>
    withSonner((toast) => toast[kind](message, typeof message === 'string' ? { id: `text:${message}`, ...options } : options));
}

/** The app's toasts: sonner's calls, loaded on first use, with repeated texts folded into one. */
export const toast = Object.assign(showing('message'), {
  success: showing('success'),
  error: showing('error'),
  info: showing('info'),
  warning: showing('warning'),
  /** Closes one toast, or all; nothing to close before the first toast. */
  dismiss: (id?: ToastId): void => {
    if (sonner) withSonner((t) => t.dismiss(id));
  },
});
