import { useCallback, useEffect, useState } from 'react';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';
import { errorText } from '../../../shared/data/error-text';
import { fetchEventParticipants, type Participant } from '../../../shared/data/participants-api';
import { fetchEventDetail, type EventDetail } from '../data/event-detail-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EventDetailState {
  event: EventDetail | null;
  participants: Participant[];
  loading: boolean;
  /** Text shown instead of the screen: the load error or 'Evento não encontrado'. */
  error: string | null;
  reload: () => void;
}

/** The event and its registered participants; `reload` refetches both (after join/leave, realtime). */
export function useEventDetail(id: string | undefined): EventDetailState {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  const [state, setState] = useState<Omit<EventDetailState, 'reload'>>({
    event: null,
    participants: [],
    loading: true,
    error: null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (status === 'loading') return;
    let cancelled = false;
    async function load() {
      if (!id || !UUID.test(id)) return { event: null, participants: [], error: messages.eventDetail.notFound };
      const [event, participants] = await Promise.all([
        fetchEventDetail(id, userId),
        fetchEventParticipants(id, ['registered']),
      ]);
      if (!event) return { event: null, participants: [], error: messages.eventDetail.notFound };
      return { event, participants, error: null };
    }
    load()
      .then((next) => {
        if (cancelled) return;
        if (next.error) toast.error(messages.common.error, { description: next.error });
        setState({ ...next, loading: false });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        console.error('event load failed', e);
        const text = errorText(e, messages.eventDetail.loadError);
        toast.error(messages.common.error, { description: messages.eventDetail.loadError });
        setState((s) => ({ ...s, loading: false, error: s.event ? null : text }));
      });
    return () => {
      cancelled = true;
    };
  }, [id, status, userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
