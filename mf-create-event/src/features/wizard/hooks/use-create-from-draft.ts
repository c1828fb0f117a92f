import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { errorText, useCreateEvent, toast } from '@quadra/data';
import { messages, missingEventFieldsMessage } from '@quadra/domain';
import { draftToEvent } from '../data/draft-to-event';
import { useDraft } from '../store/draft-store';

/** What the created page reads from the router state (a reload keeps it; a direct visit has none). */
export interface CreatedEventState {
  eventId: string;
  title: string;
}

/**
 * 'Criar evento': the draft becomes one create_event call (event + invitations, all or nothing).
 * Success: 'Evento criado com sucesso!', the draft is cleared, /event-created with the new id.
 * Failure: 'Erro ao criar evento: ...' with the database's reason; the draft stays as it was.
 */
export function useCreateFromDraft() {
  const navigate = useNavigate();
  const draft = useDraft();
  const mutation = useCreateEvent({
    onSuccess: (eventId, vars) => {
      toast.success(messages.wizard.created, { id: 'create-event' });
      draft.clear();
      const state: CreatedEventState = { eventId, title: vars.event.title };
      void navigate(paths.eventCreated, { state });
    },
    onError: (error) => {
      console.error(error);
      toast.error(messages.wizard.createErrorWith(errorText(error, messages.wizard.createUnexpected)), { id: 'create-event' });
    },
  });

  function create() {
    const missing = missingEventFieldsMessage({ ...draft, sport: draft.sport || draft.customSportName });
    if (missing) return void toast.error(messages.wizard.createErrorWith(missing), { id: 'create-event' });
    mutation.run(draftToEvent(draft));
  }

  return { create, creating: mutation.anyPending };
}
