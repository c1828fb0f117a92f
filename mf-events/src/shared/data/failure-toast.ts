import { messages } from '@quadra/domain';
import { toast } from '@quadra/ui';
import { errorText } from './error-text';

/**
 * Shows a failure with the screen's pt-BR text; when the database refused with a rule of its own
 * (e.g. 'Evento está lotado'), that reason is the description, so both texts are on screen.
 */
export function failureToast(screenText: string, error: unknown): void {
  const reason = errorText(error, '');
  if (reason && reason !== screenText) toast.error(screenText, { description: reason });
  else toast.error(messages.common.error, { description: screenText });
}
