import type { ExternalToast, toast as SonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof SonnerToast.success>[0];
type Show = (message: Message, options?: ExternalToast) => void;

/**
 * sonner (~9 KB gzip, and its start-up work) loads with the first toast, not with the page: most
 * visits show none. Calls made while it loads run in order once it arrives, and the toaster
 * (`<Toaster />` of @quadra/ui) mounts then; sonner replays the toasts it holds to a new toaster.
 */
let sonner: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return sonner;
}

/** For `useSyncExternalStore`: sonner once it has loaded (else null), and a way to hear when. */
export const loadedSonner = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): Sonner | null => loaded,
};

function withSonner(use: (toast: Sonner['toast']) => unknown): void {
  void loadSonner().then(({ toast }) => use(toast));
}

/** A text shown again replaces its earlier copy rather than stacking (unless the caller names an id). */
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
  dismiss: (id?: string): void => {
    if (sonner) withSonner((t) => t.dismiss(id));
  },
});

/** The id under which every toast of one action ('join-event', 'save-profile'…) is shown. */
export function actionToastId(action: string): string {
  return `action:${action}`;
}

/**
 * Toasts about one action. They share one slot: each replaces the one before, so the success of a
 * retry takes the place of the error it follows instead of stacking behind it.
 */
export function actionToast(action: string) {
  const id = actionToastId(action);
  return {
    success: (message: Message, options?: ExternalToast) => toast.success(message, { ...options, id }),
    error: (message: Message, options?: ExternalToast) => toast.error(message, { ...options, id }),
    info: (message: Message, options?: ExternalToast) => toast.info(message, { ...options, id }),
    dismiss: () => toast.dismiss(id),
  };
}
