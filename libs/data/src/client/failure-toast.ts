import { toast, type ToastId } from '@quadra/data/singletons';
import { messages } from '@quadra/domain';
import { errorText } from './errors';

/**
 * Shows a failure with the screen's pt-BR text; when the database refused with a rule of its own
 * (e.g. 'Evento está lotado'), that reason is the description, so both texts are on screen.
 * `id` names the action: a later toast with the same id (its success, or a retry's failure)
 * replaces this one instead of stacking.
 */
export function failureToast(screenText: string, error: unknown, id?: ToastId): void {
  const reason = errorText(error, '');
  if (reason && reason !== screenText) toast.error(screenText, { id, description: reason });
  else toast.error(messages.common.error, { id, description: screenText });
}
