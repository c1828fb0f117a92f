import { useCallback, useEffect, useState } from 'react';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';
import { fetchEvents } from '../../../shared/data/events-api';
import type { EventView } from '../../../shared/data/event-types';

export interface EventsState {
  events: EventView[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** Loads the events once the auth check is done, so the caller's participation is known. */
export function useEvents(): EventsState {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  const [events, setEvents] = useState<EventView[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (status === 'loading') return;
    let cancelled = false;
    fetchEvents(userId)
      .then((list) => {
        if (cancelled) return;
        setEvents(list);
        setError(null);
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        console.error('events load failed', e);
        toast.error(messages.events.loadError);
        setError(e instanceof Error && e.message ? e.message : 'Erro desconhecido');
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [status, userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { events, loading, error, reload };
}
