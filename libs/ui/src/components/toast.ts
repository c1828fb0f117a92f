import { toast as sonner, type ExternalToast } from 'sonner';

type Message = Parameters<typeof sonner.success>[0];

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
    success: (message: Message, options?: ExternalToast) => sonner.success(message, { ...options, id }),
    error: (message: Message, options?: ExternalToast) => sonner.error(message, { ...options, id }),
    info: (message: Message, options?: ExternalToast) => sonner.info(message, { ...options, id }),
    dismiss: () => sonner.dismiss(id),
  };
}

/** A text shown again replaces its earlier copy rather than stacking (unless the caller names an id). */
function once<F extends (message: Message, options?: ExternalToast) => string | number>(show: F): F {
  return ((message: Message, options?: ExternalToast) =>
    show(message, typeof message === 'string' ? { id: `text:${message}`, ...options } : options)) as F;
}

/** sonner's `toast`, with repeated texts folded into one toast. Prefer `actionToast` for an action's outcome. */
export const toast: typeof sonner = Object.assign(once(sonner), {
  ...sonner,
  success: once(sonner.success),
  error: once(sonner.error),
  info: once(sonner.info),
  warning: once(sonner.warning),
  message: once(sonner.message),
});
